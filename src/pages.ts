import type { ComponentType } from 'react';
import type { PageFrontmatter } from './node/head/page-head.ts';
import type { ExportedCopy } from './node/markdown-copy/copy-tree.ts';
import { NOT_FOUND_PATH, routePathForFile } from './lib/route-path.ts';

/** What a compiled content/*.mdx file exports. */
export interface PageModule {
  default: ComponentType;
  frontmatter: PageFrontmatter;
  /** The page's tree for its Markdown copy (src/node/mdx/remark-markdown-copy.ts). */
  markdownCopy: ExportedCopy;
}

export interface Page {
  /** '/', '/research', … or '*' for the not-found page. */
  path: string;
  /** The content file, from the project root: 'content/research.mdx'. */
  file: string;
  notFound: boolean;
  load: () => Promise<PageModule>;
}

/** What a page's route tells the layout and the server render about it (here, not in routes.tsx, which imports the layout). */
export type PageHandle = Pick<Page, 'file' | 'notFound'>;

// Every content/**/*.mdx file is a page. Pages are rendered on the server only: no page reaches the browser as JavaScript.
const pageModules = import.meta.glob<PageModule>('/content/**/*.mdx');

// Their order does not matter: React Router ranks routes, so the catch-all never shadows a real page.
export const pages: Page[] = Object.entries(pageModules).map(([file, load]) => {
  const path = routePathForFile(file);
  return { path, file: file.replace(/^\//, ''), notFound: path === NOT_FOUND_PATH, load };
});

/** Every path the site pre-renders as its own page (the not-found page is written as 404.html). */
export const pagePaths: string[] = pages.filter((page) => !page.notFound).map((page) => page.path);

/** Each pre-rendered page's content file, by path: for the sitemap's last-changed dates. */
export const pageFiles: Record<string, string> = Object.fromEntries(
  pages.filter((page) => !page.notFound).map((page) => [page.path, page.file]),
);
