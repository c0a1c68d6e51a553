// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectPageHtml, redirectsFile, writeRedirects } from '../../../../src/node/build/redirects.ts';
import {
  contentSecurityPolicy,
  cspMetaTag,
  inlineScriptHashes,
} from '../../../../src/node/security/content-security-policy.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

const words = { title: 'Moved', link: 'Go on' };
const cspMeta = cspMetaTag(contentSecurityPolicy({ frameOrigins: [], scriptHashes: [], forHeader: false }));
const page = { base: '/', siteUrl: 'https://www.family.test', words, cspMeta, lang: 'en' };

describe('_redirects', () => {
  it('has one permanent redirect a line, in the order written, trailing slashes dropped', () => {
    expect(
      redirectsFile(
        [
          { from: '/old', to: '/new' },
          { from: '/talks/', to: '/keynote/' },
        ],
        '/',
      ),
    ).toBe('/old /new 301\n/talks /keynote 301\n');
  });

  it('puts both addresses under the base path', () => {
    expect(
      redirectsFile(
        [
          { from: '/old', to: '/new' },
          { from: '/gone', to: '/' },
        ],
        '/preview/x/',
      ),
    ).toBe('/preview/x/old /preview/x/new 301\n/preview/x/gone /preview/x/ 301\n');
  });
});

describe('the page at an old address', () => {
  it('moves the browser on at once, names the new page as canonical and links to it, in the settings’ words', () => {
    const html = redirectPageHtml({ ...page, to: '/new', base: '/preview/x/' });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/preview/x/new" />');
    expect(html).toContain('<link rel="canonical" href="https://www.family.test/preview/x/new" />');
    expect(html).toContain('<a href="/preview/x/new">Go on</a>');
    expect(html).toContain('<title>Moved</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('carries the site’s policy and needs nothing it forbids: no script, no style, nothing loaded', () => {
    const html = redirectPageHtml({ ...page, to: '/new' });
    expect(html).toContain(cspMeta);
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).not.toMatch(/<script|<style|\sstyle=|<img|<iframe|<link rel="stylesheet"/);
  });

  it('escapes the words it is given', () => {
    const html = redirectPageHtml({ ...page, to: '/new', words: { title: 'Tom & "Jerry"', link: '<b>on</b>' } });
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot;</title>');
    expect(html).toContain('&lt;b&gt;on&lt;/b&gt;');
  });
});

describe('writeRedirects', () => {
  it('writes _redirects and a page at each old address, nested ones in their folders', async () => {
    const outDir = await temporaryFolder('redirects-');
    const written = await writeRedirects(
      outDir,
      [
        { from: '/old', to: '/new' },
        { from: '/guides/first/', to: '/' },
      ],
      page,
    );
    expect(written).toEqual(['_redirects', 'old/index.html', 'guides/first/index.html']);
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).toBe('/old /new 301\n/guides/first / 301\n');
    expect(await readFile(path.join(outDir, 'guides/first/index.html'), 'utf8')).toContain('url=/"');
  });

  it('writes nothing when no address has moved', async () => {
    const outDir = await temporaryFolder('redirects-');
    expect(await writeRedirects(outDir, [], page)).toEqual([]);
    expect(await readdir(outDir)).toEqual([]);
  });
});
