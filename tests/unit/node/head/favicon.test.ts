import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineFavicon } from '../../../../src/node/head/favicon.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#18223b"/></svg>\n';

async function outDir() {
  const dir = await temporaryFolder('favicon-');
  await writeFile(path.join(dir, 'favicon.svg'), SVG);
  return dir;
}

describe('inlineFavicon', () => {
  it('writes the SVG icon into the page as a data: URL, under any base path', async () => {
    const template = '<head><link rel="icon" href="/preview/x/favicon.svg" type="image/svg+xml" /></head>';
    const html = await inlineFavicon(template, await outDir(), '/preview/x/');
    const href = /href="([^"]+)"/.exec(html)![1]!;
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(SVG.trim());
    expect(html).toMatch(/^<head><link rel="icon" href="data:[^"]+" type="image\/svg\+xml" \/><\/head>$/);
  });

  it('leaves a template without an SVG icon as it is', async () => {
    const template = '<head><link rel="icon" href="/favicon.ico"></head>';
    expect(await inlineFavicon(template, await outDir(), '/')).toBe(template);
  });
});
