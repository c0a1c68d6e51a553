// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeLabel, routesFromSitemap } from '../../../../src/node/bench/site-routes.ts';
import { sitemapXml } from '../../../../src/node/build/site-files.ts';

describe('routesFromSitemap', () => {
  it('reads the pages relative to the base path', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/research' }, { path: '/guides/x' }], 'https://www.example.com', '/preview/b/');
    expect(routesFromSitemap(xml, '/preview/b/').map((route) => route.path)).toEqual(['', 'research', 'guides/x']);
    expect(routesFromSitemap(sitemapXml([{ path: '/' }, { path: '/a' }], 'https://s.test', '/'), '/').map((route) => route.path)).toEqual(['', 'a']);
  });

  it('refuses a page outside the base path', () => {
    expect(() => routesFromSitemap(sitemapXml([{ path: '/a' }], 'https://s.test', '/'), '/preview/b/')).toThrow(/outside the base path/);
  });

  it('labels routes for test names and tables', () => {
    expect(routeLabel({ path: '', notFound: false })).toBe('/');
    expect(routeLabel({ path: 'x', notFound: true })).toBe('/x (404)');
  });
});
