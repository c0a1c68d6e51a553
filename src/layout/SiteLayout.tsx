import { MDXProvider } from '@mdx-js/react';
import { Outlet, useMatches } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { mdxElements } from '../mdx/mdx-elements.tsx';
import type { PageHandle } from '../pages.ts';
import { Header } from './Header.tsx';

/** The layout route, the frame around every page: skip link, fixed header, and the matched page in <main>. */
export function SiteLayout() {
  const notFound = useMatches().some((match) => (match.handle as PageHandle | undefined)?.notFound);
  return (
    <>
      <a href="#main" className="skip-link">
        {site.skipLink}
      </a>
      <Header />
      {/* data-not-found: the not-found page logs the bad path (src/client/behaviours/not-found.ts). */}
      <main id="main" tabIndex={-1} className="outline-none" data-not-found={notFound ? '' : undefined}>
        <MDXProvider components={mdxElements}>
          <Outlet />
        </MDXProvider>
      </main>
    </>
  );
}
