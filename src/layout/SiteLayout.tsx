import type { ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxElements } from '../mdx/mdx-elements.tsx';
import { Header } from './Header.tsx';

/** The frame around every page: skip link, fixed header, the page. */
export function SiteLayout({ notFound, children }: { notFound: boolean; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      {/* data-not-found: the not-found page logs the bad path (src/client/behaviours/not-found.ts). */}
      <main id="main" tabIndex={-1} className="outline-none" data-not-found={notFound ? '' : undefined}>
        <MDXProvider components={mdxElements}>{children}</MDXProvider>
      </main>
    </>
  );
}
