import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../../src/layout/SiteLayout.tsx';
import { routeRequest } from '../../src/node/render/static-render.tsx';
import type { PageHandle } from '../../src/pages.ts';

/** `content` as the server renders it at `path` (without the base path): through React Router, under `basename`. */
export async function routedAt(path: string, content: ReactNode, basename = '/'): Promise<ReactElement> {
  return (await routeRequest([{ path: '*', element: content }], path, basename)).element;
}

/**
 * `content` as a page inside the site's layout route at `path`: the page's own route, or with `notFound` the
 * `*` route, as content/404.mdx is.
 */
export async function pageAt(path: string, content: ReactNode, { notFound = false } = {}): Promise<ReactElement> {
  const handle: PageHandle = { file: notFound ? 'content/404.mdx' : 'content/page.mdx', notFound };
  const page: RouteObject = { path: notFound ? '*' : path, handle, element: content };
  return (await routeRequest([{ Component: SiteLayout, children: [page] }], path, '/')).element;
}
