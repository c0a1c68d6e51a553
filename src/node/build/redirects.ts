import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { absoluteUrl } from '../head/page-head.ts';
import { htmlFileForPath } from './site-files.ts';

/** One retired address and the page it now leads to (`redirects` in content/site.ts), both from the site's root. */
export interface Redirect {
  from: string;
  to: string;
}

/** The words of the page written at a retired address (`redirectPage` in content/site.ts). */
export interface RedirectPageWords {
  title: string;
  link: string;
}

/** An address as the site's routes write it: `/old/` and `/old` are one page, so the trailing slash goes. */
export function routeOf(address: string): string {
  return address.replace(/(.)\/+$/, '$1');
}

/** The base path in front of a root-relative address: `/new` under `/preview/x/` is `/preview/x/new`. */
const underBase = (base: string, address: string) => `${base.replace(/\/$/, '')}${routeOf(address)}`;

/**
 * dist/_redirects, as Netlify and Cloudflare Pages read it: one `from to 301` line per redirect, both under the
 * base path. A permanent move (301), so search engines carry the old address's standing to the new page.
 */
export function redirectsFile(redirects: readonly Redirect[], base: string): string {
  return redirects.map(({ from, to }) => `${underBase(base, from)} ${underBase(base, to)} 301\n`).join('');
}

export interface RedirectPageOptions {
  to: string;
  base: string;
  siteUrl: string;
  words: RedirectPageWords;
  /** The site's Content-Security-Policy as a `<meta>` tag: the page runs no script and loads nothing, so it passes it. */
  cspMeta: string;
  /** The `lang` of the site's pages. */
  lang: string;
}

/**
 * The page a host without _redirects (GitHub Pages, a plain file server) serves at the old address: a meta refresh
 * moves the browser at once, the canonical link tells search engines where the page now is, and a plain link
 * serves a reader whose browser does not follow the refresh. No script and no style: nothing for the policy to allow.
 */
export function redirectPageHtml({ to, base, siteUrl, words, cspMeta, lang }: RedirectPageOptions): string {
  const target = underBase(base, to);
  const canonical = absoluteUrl(siteUrl, base, routeOf(to));
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    ${cspMeta}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(words.title)}</title>
    <link rel="canonical" href="${escapeHtml(canonical)}" />
    <meta http-equiv="refresh" content="0; url=${escapeHtml(target)}" />
  </head>
  <body>
    <p><a href="${escapeHtml(target)}">${escapeHtml(words.link)}</a></p>
  </body>
</html>
`;
}

/** Writes _redirects and a page at each old address into outDir; returns the files written, relative to it. */
export async function writeRedirects(
  outDir: string,
  redirects: readonly Redirect[],
  page: Omit<RedirectPageOptions, 'to'>,
): Promise<string[]> {
  if (redirects.length === 0) return [];
  await writeFile(path.join(outDir, '_redirects'), redirectsFile(redirects, page.base));
  const written = ['_redirects'];
  for (const { from, to } of redirects) {
    const file = htmlFileForPath(routeOf(from));
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), redirectPageHtml({ ...page, to }));
    written.push(file);
  }
  return written;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
