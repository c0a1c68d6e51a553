import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** One page of a built site, as the visual review names and opens it. */
export interface SitePage {
  /** How the review shows it: the page's address, or "not-found page". */
  label: string;
  /** A file-safe name for its screenshots: home, research, guide--step, not-found. */
  name: string;
  /** The address to open, relative to the site's root (no leading slash). */
  address: string;
  /** Its HTML file in the built site: index.html, research/index.html, 404.html. */
  file: string;
}

/** The not-found page is opened at an address no page has, so the host answers with 404.html. */
export const NOT_FOUND_PAGE: SitePage = {
  label: 'not-found page',
  name: 'not-found',
  address: 'review-page-that-does-not-exist',
  file: '404.html',
};

/** The page a built HTML file is, by its path in dist/: index.html → /, research/index.html → /research. */
export function pageForHtmlFile(file: string): SitePage {
  const parts = file.split(/[\\/]/);
  if (parts.join('/') === '404.html') return NOT_FOUND_PAGE;
  const folders =
    parts.at(-1) === 'index.html' ? parts.slice(0, -1) : [...parts.slice(0, -1), parts.at(-1)!.replace(/\.html$/, '')];
  if (folders.length === 0) return { label: '/', name: 'home', address: '', file: 'index.html' };
  return {
    label: `/${folders.join('/')}`,
    name: folders.join('--'),
    address: folders.join('/'),
    file: parts.join('/'),
  };
}

/** Every page of the site built into `dist`, found by its HTML files. */
export async function pagesOfSite(dist: string): Promise<SitePage[]> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  return files.map((file) => pageForHtmlFile(file.split(path.sep).join('/')));
}

/** Pages present in either site, each once, in address order with the not-found page last. */
export function pagesInEither(before: SitePage[], after: SitePage[]): SitePage[] {
  const byName = new Map([...before, ...after].map((page) => [page.name, page]));
  const last = (page: SitePage) => (page.name === NOT_FOUND_PAGE.name ? 1 : 0);
  return [...byName.values()].sort((a, b) => last(a) - last(b) || a.label.localeCompare(b.label));
}
