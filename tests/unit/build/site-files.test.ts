import { describe, expect, it } from 'vitest';
import { fillTemplate, htmlFileForPath, robotsTxt, sitemapXml } from '../../../src/build/site-files.ts';

describe('site files', () => {
  it('maps routes to HTML files', () => {
    expect(htmlFileForPath('/')).toBe('index.html');
    expect(htmlFileForPath('/research')).toBe('research/index.html');
    expect(htmlFileForPath('/guides/x/')).toBe('guides/x/index.html');
  });

  it('lists every page in the sitemap under the base path', () => {
    const xml = sitemapXml(['/', '/research'], 'https://a.org', '/preview/x/');
    expect(xml).toContain('<loc>https://a.org/preview/x/</loc>');
    expect(xml).toContain('<loc>https://a.org/preview/x/research</loc>');
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
