// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeLabel, routesFromSitemap, siteRoutes } from '../../../../tools/bench/site-routes.ts';
import { sitemapXml } from '../../../../src/node/build/site-files.ts';
import { temporaryFolder } from '../../temporary-folder.ts';

describe('routesFromSitemap', () => {
  it('reads the pages relative to the base path', () => {
    const xml = sitemapXml(
      [{ path: '/' }, { path: '/research' }, { path: '/guides/x' }],
      'https://www.example.com',
      '/preview/b/',
    );
    expect(routesFromSitemap(xml, '/preview/b/').map((route) => route.path)).toEqual(['', 'research', 'guides/x']);
    expect(
      routesFromSitemap(sitemapXml([{ path: '/' }, { path: '/a' }], 'https://s.test', '/'), '/').map(
        (route) => route.path,
      ),
    ).toEqual(['', 'a']);
  });

  it('refuses a page outside the base path', () => {
    expect(() => routesFromSitemap(sitemapXml([{ path: '/a' }], 'https://s.test', '/'), '/preview/b/')).toThrow(
      /outside the base path/,
    );
  });

  it('labels routes for test names and tables', () => {
    expect(routeLabel({ path: '', notFound: false })).toBe('/');
    expect(routeLabel({ path: 'x', notFound: true })).toBe('/x (404)');
  });
});

describe('siteRoutes', () => {
  it('adds the pages the sitemap leaves out as noindex, and no page it misses by mistake', async () => {
    const dir = await temporaryFolder('site-routes-');
    await writeFile(
      path.join(dir, 'sitemap.xml'),
      sitemapXml([{ path: '/' }, { path: '/research' }], 'https://s.test', '/'),
    );
    for (const [file, head] of [
      ['index.html', ''],
      ['research/index.html', ''],
      ['offline/index.html', '<meta name="robots" content="noindex">'],
      ['forgotten/index.html', ''],
    ]) {
      await mkdir(path.dirname(path.join(dir, file!)), { recursive: true });
      await writeFile(path.join(dir, file!), `<head>${head}</head>`);
    }
    expect(siteRoutes(dir, '/').map(routeLabel)).toEqual(['/', '/research', '/offline', '/no-such-page (404)']);
  });
});
