import { describe, expect, it } from 'vitest';
import { fillTemplate, htmlFileForPath, robotsTxt, sitemapXml } from '../../../../src/node/build/site-files.ts';

describe('site files', () => {
  it('maps routes to HTML files', () => {
    expect(htmlFileForPath('/')).toBe('index.html');
    expect(htmlFileForPath('/research')).toBe('research/index.html');
    expect(htmlFileForPath('/guides/x/')).toBe('guides/x/index.html');
  });

  it('lists every page in the sitemap under the base path', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/research' }], 'https://a.org', '/preview/x/');
    expect(xml).toContain('<url><loc>https://a.org/preview/x/</loc></url>');
    expect(xml).toContain('<url><loc>https://a.org/preview/x/research</loc></url>');
  });

  it('dates a page in the sitemap when it has a last-changed date, and only then', () => {
    const xml = sitemapXml(
      [{ path: '/', lastmod: '2026-07-01T10:00:00+02:00' }, { path: '/new' }],
      'https://a.org',
      '/',
    );
    expect(xml).toContain('<url><loc>https://a.org/</loc><lastmod>2026-07-01T10:00:00+02:00</lastmod></url>');
    expect(xml).toContain('<url><loc>https://a.org/new</loc></url>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://a.org', '/')).toContain('Sitemap: https://a.org/sitemap.xml');
  });

  it('fills the template and refuses one without placeholders', () => {
    expect(fillTemplate('<head><!--app-head--></head><div><!--app-html--></div>', '<title>T</title>', '<p>x</p>')).toBe(
      '<head><title>T</title></head><div><p>x</p></div>',
    );
    expect(() => fillTemplate('<head></head>', '', '')).toThrow(/placeholder/);
  });
});
