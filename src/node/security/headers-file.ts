/**
 * dist/_headers, the file Netlify and Cloudflare Pages read: one rule per path pattern, each followed by
 * indented `Name: value` lines. The static server reads the same file, so tests run with the real headers.
 *
 * Where two rules match one path and set the same header, the later one wins (Netlify, and the static server).
 * Cloudflare Pages joins the two values with a comma instead; the one header set twice here is the
 * Cross-Origin-Resource-Policy of the social images and the icon, and `same-origin, cross-origin` is no policy a
 * browser knows, so it blocks nothing: the same as `cross-origin` for those files.
 */

export interface HeaderRule {
  /** Path pattern: an exact path, or a prefix ending in `*`. */
  path: string;
  headers: [name: string, value: string][];
}

/** A year: hashed file names change when their content does, so a browser may keep them forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The rules for a site built for `base` ('/' or '/preview/x/'). */
export function headerRules({ base, csp }: { base: string; csp: string }): HeaderRule[] {
  return [
    {
      path: `${base}*`,
      headers: [
        ['Content-Security-Policy', csp],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        // A page opened by another site's window gets no handle on it, nor it on the page. `-allow-popups`, not
        // `same-origin`: under `same-origin` a popup an embedded form opens (a payment or sign-in window)
        // loses its opener and cannot report back to the form (Chromium, checked in tests/e2e/security.test.ts).
        // The site itself opens every other window with noopener, so nothing else differs.
        ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
        // Another site's page may not load the site's files (a picture, a script) into its own process.
        ['Cross-Origin-Resource-Policy', 'same-origin'],
      ],
    },
    // What other sites are meant to show: the social images (og:image), which link previews may load straight
    // from here, and the icon, which is also the organisation's logo in the structured data.
    { path: `${base}social/*`, headers: [['Cross-Origin-Resource-Policy', 'cross-origin']] },
    { path: `${base}favicon.svg`, headers: [['Cross-Origin-Resource-Policy', 'cross-origin']] },
    // Only Vite's output folder and the photos' encoded copies: every file in them has a content hash in its
    // name (a test checks that). Files from public/ keep their names, so they are not cached immutably.
    { path: `${base}assets/*`, headers: [['Cache-Control', IMMUTABLE_CACHE]] },
    { path: `${base}_pictures/*`, headers: [['Cache-Control', IMMUTABLE_CACHE]] },
    // The pages' Markdown copies and the files that list them for assistants (llmstxt.org), as Markdown: a host
    // would call a .txt plain text, and may not know .md. Cached like robots.txt and the other plain files: no rule.
    ...[`${base}*.md`, `${base}llms.txt`, `${base}llms-full.txt`].map((path): HeaderRule => ({
      path,
      headers: [['Content-Type', MARKDOWN_TYPE]],
    })),
  ];
}

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

export function formatHeadersFile(rules: HeaderRule[]): string {
  return `${rules.map(({ path, headers }) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0)
      throw new Error(`_headers line ${index + 1} is neither a path nor "Name: value": ${line}`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Whether a request path matches a rule's pattern: one `*` matches any characters, slashes included (`/*.md`). */
export function pathMatches(pattern: string, requestPath: string): boolean {
  const splat = pattern.indexOf('*');
  if (splat < 0) return requestPath === pattern;
  const [before, after] = [pattern.slice(0, splat), pattern.slice(splat + 1)];
  return (
    requestPath.length >= before.length + after.length && requestPath.startsWith(before) && requestPath.endsWith(after)
  );
}

/** The headers a host sends for a path: every matching rule, in file order, later ones winning. */
export function headersForPath(rules: HeaderRule[], requestPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, requestPath)) continue;
    for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}
