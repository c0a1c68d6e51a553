import type { ComponentType } from 'react';
import type { PageFrontmatter } from './head/page-head.ts';
import { NOT_FOUND_PATH, routePathForFile } from './lib/route-path.ts';

/** What a compiled content/*.mdx file exports. */
export interface PageModule {
  default: ComponentType;
  frontmatter: PageFrontmatter;
}

/** A promise that records its outcome, so React's use() can read a loaded page without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

export interface Page {
  /** '/', '/research', … or '*' for the not-found page. */
  path: string;
  notFound: boolean;
  /** The page's module, loaded once; a separate chunk per page. */
  load: () => Promise<PageModule>;
}

// Every content/**/*.mdx file is a page.
const pageModules = import.meta.glob<PageModule>('/content/**/*.mdx');

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    () => Object.assign(result, { status: 'rejected' }),
  );
  return result;
}

export const pages: Page[] = Object.entries(pageModules)
  .map(([file, importPage]) => {
    let loading: TrackedPromise<PageModule> | undefined;
    const path = routePathForFile(file);
    return { path, notFound: path === NOT_FOUND_PATH, load: () => (loading ??= tracked(importPage())) };
  })
  // The catch-all goes last so it never shadows a real page.
  .sort((a, b) => Number(a.notFound) - Number(b.notFound));

/** Every path the site pre-renders as its own page (the not-found page is written as 404.html). */
export const pagePaths: string[] = pages.filter((page) => !page.notFound).map((page) => page.path);

/** The page that answers a path (without the base path): a content page, or the not-found page. */
export function pageFor(pathname: string): Page {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const page = pages.find((candidate) => candidate.path === path) ?? pages.find((candidate) => candidate.notFound);
  if (!page) throw new Error('content/404.mdx is missing: every site needs a not-found page.');
  return page;
}
