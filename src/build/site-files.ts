import { absoluteUrl } from '../head/page-head.ts';

/** sitemap.xml listing every page's absolute URL. */
export function sitemapXml(paths: string[], siteUrl: string, base: string): string {
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(siteUrl, base, path)}</loc></url>`);
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
