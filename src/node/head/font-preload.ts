/** The stylesheets an HTML document links, as written in it (base path included). */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1])
    .filter((href): href is string => Boolean(href));
}

/**
 * `<link rel="preload">` tags for the site's heading fonts (src/node/fonts/ says which files), so they arrive
 * with the CSS instead of after it (no late swap). Fonts preload with `crossorigin`, or the browser fetches
 * twice.
 */
export function fontPreloadTags(urls: string[]): string {
  return urls
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}
