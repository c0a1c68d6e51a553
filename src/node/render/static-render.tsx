import type { ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';

export interface RoutedRequest {
  /** What React Router found: the matched routes, their data, the status code. */
  context: StaticHandlerContext;
  /** The matched routes, ready to render to HTML. */
  element: ReactElement;
}

/**
 * React Router's handler for the route table. Making one ranks every route, so its cost grows with the number
 * of pages: a build makes one and answers every page with it. Lazy routes keep what they loaded on the
 * handler's route objects, so the dev server makes one per request and loads an edited page afresh.
 */
export function routeHandler(routes: RouteObject[], basename: string): StaticHandler {
  return createStaticHandler(routes, { basename });
}

/**
 * Answers one address with React Router's static rendering: the handler matches `pathname` (inside the site,
 * without the base path) under `basename`, loads the matched routes' lazy modules and runs their loaders;
 * the element renders them with no hydration data, since no router runs in the browser. A loader's or a
 * module's error (a page that does not compile, in the dev server) is thrown, never rendered as a 500 page.
 */
export async function routeRequest(
  routes: RouteObject[],
  pathname: string,
  basename: string,
  handler: StaticHandler = routeHandler(routes, basename),
): Promise<RoutedRequest> {
  const context = await handler.query(
    new Request(new URL(`${basename}${pathname.replace(/^\//, '')}`, 'http://localhost')),
  );
  if (context instanceof Response)
    throw new Error(`${pathname} answered with a redirect; no route of this site redirects.`);
  const [error] = Object.values(context.errors ?? {});
  if (context.errors) throw error;
  const router = createStaticRouter(matchedBranch(context.matches), context);
  return { context, element: <StaticRouterProvider router={router} context={context} hydrate={false} /> };
}

/**
 * The matched routes alone, nested as in the route table: all the static router renders. Given the whole table,
 * it would copy every route for every page, a cost per page that grows with the number of pages (2.5 ms a page at
 * a thousand).
 */
function matchedBranch(matches: StaticHandlerContext['matches']): RouteObject[] {
  let branch: RouteObject[] = [];
  // From the page up to the layout; the page keeps its own shape (an index route may have no children at all).
  for (const { route } of matches.toReversed())
    branch = [(branch.length > 0 ? { ...route, children: branch } : { ...route }) as RouteObject];
  return branch;
}
