import { absoluteUrl } from '../head/page-head.ts';

/** A page in the sitemap: its path and, when git knows it, when its content file last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** sitemap.xml listing every page's absolute URL, with <lastmod> where the page has a date. */
export function sitemapXml(pages: SitemapPage[], siteUrl: string, base: string): string {
  const urls = pages.map(
    ({ path, lastmod }) =>
      `  <url><loc>${absoluteUrl(siteUrl, base, path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt that allows everything and points at the sitemap. */
export function robotsTxt(siteUrl: string, base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, base, '/sitemap.xml')}\n`;
}

/** Where a page's HTML goes in dist/: '/' → index.html, '/a/b' → a/b/index.html. */
export function htmlFileForPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/** Fills the built index.html template with a page's head and markup. */
export function fillTemplate(template: string, head: string, html: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html has lost its <!--app-head--> or <!--app-html--> placeholder.');
  }
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}
