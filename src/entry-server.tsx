import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { site } from '../content/site.ts';
import { headToHtml, pageHead } from './head/page-head.ts';
import { BASE_URL, ROUTER_BASENAME } from './lib/base-url.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { pageFor, pagePaths } from './pages.ts';

export { pagePaths };

export interface RenderedPage {
  /** The HTML status the page answers with. */
  status: number;
  /** The page's <title>, meta and link tags. */
  head: string;
  /** The app's markup, to go inside #root. */
  html: string;
  /** Whether the not-found page answered. */
  notFound: boolean;
}

/** Renders one path (without the base path, e.g. '/research') to HTML. A render error throws. */
export async function render(pathname: string): Promise<RenderedPage> {
  const page = pageFor(pathname);
  const { frontmatter } = await page.load();
  const html = renderToString(
    <StrictMode>
      <StaticRouter basename={ROUTER_BASENAME} location={`${ROUTER_BASENAME}${pathname}`}>
        <SiteLayout />
      </StaticRouter>
    </StrictMode>,
  );
  const head = pageHead({ frontmatter, pathname, base: BASE_URL, site, notFound: page.notFound });
  return { status: page.notFound ? 404 : 200, head: headToHtml(head), html, notFound: page.notFound };
}
