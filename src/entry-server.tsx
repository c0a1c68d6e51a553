import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { site } from '../content/site.ts';
import { headToHtml, pageHead } from './head/page-head.ts';
import { BASE_URL, ROUTER_BASENAME } from './lib/base-url.ts';
import { pagePaths, routes, type PageHandle } from './routes.tsx';

export { pagePaths };

export interface RenderedPage {
  /** The HTML status the router answered with. */
  status: number;
  /** The page's <title>, meta and link tags. */
  head: string;
  /** The app's markup, to go inside #root. */
  html: string;
  /** Whether the not-found page answered. */
  notFound: boolean;
}

const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME });

/** Renders one path (without the base path, e.g. '/research') to HTML. */
export async function render(pathname: string): Promise<RenderedPage> {
  const url = new URL(`${ROUTER_BASENAME}${pathname}`, 'http://prerender.local');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered with a redirect (${context.status}); pages must render.`);
  }
  if (context.errors) {
    throw Object.values(context.errors)[0];
  }
  const page = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (!page) throw new Error(`${pathname} matched no page.`);

  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: there is no loader data to hand over, and no inline script to allow in the CSP.
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const head = pageHead({ frontmatter: page.frontmatter, pathname, base: BASE_URL, site, notFound: page.notFound });
  return { status: context.statusCode, head: headToHtml(head), html, notFound: page.notFound };
}
