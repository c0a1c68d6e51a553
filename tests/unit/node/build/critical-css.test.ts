import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCss } from '../../../../src/node/build/critical-css.ts';
import { inlineScriptHashes } from '../../../../src/node/security/content-security-policy.ts';

const outDir = await mkdtemp(path.join(tmpdir(), 'critical-css-'));
afterAll(() => rm(outDir, { recursive: true, force: true }));
await mkdir(path.join(outDir, 'assets'));
await writeFile(
  path.join(outDir, 'assets/site.css'),
  [
    '@font-face{font-family:Fraunces;font-display:swap;font-weight:600;src:url(/preview/x/assets/fraunces.woff2)format("woff2")}',
    ':root{--font-display:Fraunces,serif}',
    'h1{font-family:var(--font-display);font-size:3rem}',
    '.hero{background:#fbf5ea}',
    '.drawer-open{transform:none}',
  ].join(''),
);
const page = (body: string) =>
  `<!doctype html><html><head><meta charset="UTF-8"><link rel="stylesheet" crossorigin href="/preview/x/assets/site.css"></head><body>${body}</body></html>`;

describe('criticalCss', () => {
  const inline = criticalCss({ outDir, base: '/preview/x/' });

  it('puts the rules the page uses in its head, with the @font-face its headline needs', async () => {
    const html = await inline(page('<section class="hero"><h1>Hello</h1></section>'));
    const style = /<style>(.*?)<\/style>/s.exec(html)![1]!;
    expect(style).toContain('.hero{background:#fbf5ea}');
    expect(style).toContain('h1{font-family:var(--font-display)');
    expect(style).toContain('@font-face{font-family:Fraunces');
    // A state only the phone menu's script sets waits for the full stylesheet.
    expect(style).not.toContain('.drawer-open');
  });

  it('loads the full stylesheet without blocking the paint, with no inline handler and a <noscript> fallback', async () => {
    const html = await inline(page('<h1>Hello</h1>'));
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>.*?<\/noscript>/gs, '');
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")[^>]*>/);
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/preview/x/assets/site.css"></noscript>');
    expect(html).not.toMatch(/\son[a-z]+=/);
    // Its one inline script is the same on every page: the policy allows it by one hash.
    const other = await inline(page('<section class="hero"><p>Other</p></section>'));
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(html));
  });
});
