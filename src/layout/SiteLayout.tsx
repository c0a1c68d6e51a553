import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { MDXProvider } from '@mdx-js/react';
import { site } from '../../content/site.ts';
import { DocumentHead } from '../head/DocumentHead.tsx';
import { pageHead } from '../head/page-head.ts';
import { BASE_URL } from '../lib/base-url.ts';
import { mdxElements } from '../mdx/mdx-elements.tsx';
import type { PageHandle } from '../routes.tsx';
import { Header } from './Header.tsx';

/** The frame around every page: skip link, fixed header, the page, and scroll restoration. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const page = useMatches().at(-1)?.handle as PageHandle | undefined;
  const head = useMemo(
    () =>
      page && pageHead({ frontmatter: page.frontmatter, pathname, base: BASE_URL, site, notFound: page.notFound }),
    [page, pathname],
  );

  useEffect(() => {
    // Marks the page as interactive, for the end-to-end tests and for CSS that needs JavaScript.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <MDXProvider components={mdxElements}>
          <Outlet />
        </MDXProvider>
      </main>
      {head && <DocumentHead head={head} />}
      <ScrollRestoration />
    </>
  );
}
