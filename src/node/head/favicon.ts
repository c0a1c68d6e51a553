import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The site's SVG icon written into each page as a `data:` URL (a few hundred bytes): a browser then asks the
 * server for nothing more than the page needs, where it would fetch `/favicon.svg` while the page is still
 * loading. The file stays in the site for everything else that names it (the organisation's logo in the
 * structured data).
 */
export async function inlineFavicon(template: string, outDir: string, base: string): Promise<string> {
  const link = /<link rel="icon" href="([^"]+\.svg)"/.exec(template);
  if (!link) return template;
  const href = link[1]!;
  if (!href.startsWith(base)) throw new Error(`The icon ${href} is outside the base path ${base}.`);
  const svg = (await readFile(path.join(outDir, href.slice(base.length)), 'utf8')).trim();
  return template.replace(link[0], `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
}
