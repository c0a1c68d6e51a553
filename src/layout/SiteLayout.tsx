import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MDXProvider } from '@mdx-js/react';
import { mdxElements } from '../mdx/mdx-elements.tsx';
import { pages } from '../pages.ts';
import { Header } from './Header.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { PageView } from './PageView.tsx';
import { ScrollManager } from './ScrollManager.tsx';

/** The frame around every page: skip link, fixed header, the page for the current path, scrolling. */
export function SiteLayout() {
  const { pathname } = useLocation();

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
          <PageErrorBoundary key={pathname}>
            <Routes>
              {pages.map((page) => (
                <Route key={page.path} path={page.path} element={<PageView page={page} />} />
              ))}
            </Routes>
          </PageErrorBoundary>
        </MDXProvider>
      </main>
      <ScrollManager />
    </>
  );
}
