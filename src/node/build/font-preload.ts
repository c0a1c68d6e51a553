import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The stylesheets an HTML document links, as written in it (base path included). */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1])
    .filter((href): href is string => Boolean(href));
}

/** Every woff2 file a stylesheet's `url(…)`s point at, resolved against the stylesheet's own URL. */
export function woff2Urls(css: string, stylesheetHref: string): string[] {
  const urls = [...css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map(
    (match) => new URL(match[1]!, new URL(stylesheetHref, 'http://site.local')).pathname,
  );
  return [...new Set(urls)];
}

/**
 * `<link rel="preload">` tags for the fonts the site's stylesheets use, so the heading face arrives with
 * the CSS instead of after it (no late swap). Fonts preload with `crossorigin`, or the browser fetches twice.
 */
export async function fontPreloadTags(html: string, outDir: string, base: string): Promise<string> {
  const tags: string[] = [];
  for (const href of stylesheetHrefs(html)) {
    if (!href.startsWith(base)) throw new Error(`Stylesheet ${href} is outside the base path ${base}.`);
    const css = await readFile(path.join(outDir, href.slice(base.length)), 'utf8');
    for (const url of woff2Urls(css, href)) {
      tags.push(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`);
    }
  }
  return tags.join('\n    ');
}
