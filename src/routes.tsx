import { data, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { pages, type Page, type PageHandle } from './pages.ts';

/**
 * The site's React Router route table, built from the files in content/: the shared layout (header, main)
 * with one child route per page, and content/404.mdx as `*`. Rendered on the server only.
 */
export const routes: RouteObject[] = [{ id: 'layout', Component: SiteLayout, children: pages.map(pageRoute) }];

function pageRoute(page: Page): RouteObject {
  return {
    id: page.file,
    path: page.path,
    handle: { file: page.file, notFound: page.notFound } satisfies PageHandle,
    // Only the page being rendered is loaded. Its frontmatter is the route's data (for the head tags), and
    // the not-found page answers with status 404.
    lazy: async () => {
      const { default: Component, frontmatter } = await page.load();
      return { Component, loader: () => (page.notFound ? data(frontmatter, { status: 404 }) : frontmatter) };
    },
  };
}
