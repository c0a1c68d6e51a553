import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router-dom';

export interface RoutedRequest {
  /** What React Router found: the matched routes, their data, the status code. */
  context: StaticHandlerContext;
  /** The matched routes, ready to render to HTML. */
  element: ReactElement;
}

/**
 * Answers one address with React Router's static rendering: the handler matches `pathname` (inside the site,
 * without the base path) under `basename`, loads the matched routes' lazy modules and runs their loaders;
 * the element renders them with no hydration data, since no router runs in the browser. A loader's or a
 * module's error (a page that does not compile, in the dev server) is thrown, never rendered as a 500 page.
 */
export async function routeRequest(routes: RouteObject[], pathname: string, basename: string): Promise<RoutedRequest> {
  // A handler per request: lazy routes keep what they loaded on the handler's route objects, and a page
  // edited in the dev server must be loaded afresh. The table is a few objects, so this costs nothing.
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(new URL(`${basename}${pathname.replace(/^\//, '')}`, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered with a redirect; no route of this site redirects.`);
  const [error] = Object.values(context.errors ?? {});
  if (context.errors) throw error;
  const router = createStaticRouter(handler.dataRoutes, context);
  return { context, element: <StaticRouterProvider router={router} context={context} hydrate={false} /> };
}
