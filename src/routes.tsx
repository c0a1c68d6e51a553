import { useEffect, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import type { PageFrontmatter } from './head/page-head.ts';
import { NOT_FOUND_PATH, routePathForFile } from './lib/route-path.ts';
import { RouteError } from './layout/RouteError.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';

interface PageModule {
  default: ComponentType;
  frontmatter: PageFrontmatter;
}

/** What a page route carries for the layout: its frontmatter, for the head. */
export interface PageHandle {
  frontmatter: PageFrontmatter;
  notFound: boolean;
}

// Every content/**/*.mdx file is a page; each loads as its own chunk.
const pageModules = import.meta.glob<PageModule>('/content/**/*.mdx');

const pages = Object.entries(pageModules)
  .map(([file, load]) => ({ path: routePathForFile(file), load }))
  // The catch-all goes last so it never shadows a real page.
  .sort((a, b) => Number(a.path === NOT_FOUND_PATH) - Number(b.path === NOT_FOUND_PATH));

/** Every path the site pre-renders as its own page (the not-found page is written as 404.html). */
export const pagePaths: string[] = pages.map((page) => page.path).filter((path) => path !== NOT_FOUND_PATH);

function LogNotFound() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    console.error(`Page not found: ${pathname}`);
  }, [pathname, key]);
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    children: pages.map(({ path, load }) => ({
      path,
      lazy: async () => {
        const page = await load();
        const notFound = path === NOT_FOUND_PATH;
        const handle: PageHandle = { frontmatter: page.frontmatter, notFound };
        const Content = page.default;
        return {
          handle,
          Component: () => (
            <>
              {notFound && <LogNotFound />}
              <Content />
            </>
          ),
        };
      },
    })),
  },
];
