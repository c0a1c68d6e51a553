import { MDXProvider } from '@mdx-js/react';
import { Outlet, useMatches } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { mdxElements } from '../components/mdx-elements.tsx';
import type { PageHandle } from '../pages.ts';
import { WithEditLink } from './EditLink.tsx';
import { Header } from './Header.tsx';

/**
 * The layout route, the frame around every page: skip link, fixed header, the matched page in <main>, and on a branch
 * preview or in the dev server the link to the page's file.
 */
export function SiteLayout() {
  const notFound = useMatches().some((match) => (match.handle as PageHandle | undefined)?.notFound);
  return (
    <>
      <a href="#main" className="skip-link">
        {site.skipLink}
      </a>
      <Header />
      {/* data-not-found: the not-found page logs the bad path (src/client/behaviours/not-found.ts). */}
      <WithEditLink>
        <main id="main" tabIndex={-1} className="outline-none" data-not-found={notFound ? '' : undefined}>
          <MDXProvider components={mdxElements}>
            <Outlet />
          </MDXProvider>
        </main>
      </WithEditLink>
    </>
  );
}
