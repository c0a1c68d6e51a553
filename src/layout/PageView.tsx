import { use, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { DocumentHead } from '../head/DocumentHead.tsx';
import { pageHead } from '../head/page-head.ts';
import { BASE_URL } from '../lib/base-url.ts';
import type { Page } from '../pages.ts';

/** Logs the path that has no page, once per arrival (the spec's error catalogue asks for it). */
function LogNotFound({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error(`Page not found: ${pathname}`);
  }, [pathname]);
  return null;
}

/**
 * One page: its content and its head. A page not loaded yet suspends; navigation runs in a transition,
 * so the previous page stays on screen until the next one is ready.
 */
export function PageView({ page }: { page: Page }) {
  const { pathname, key } = useLocation();
  const { default: Content, frontmatter } = use(page.load());
  const head = useMemo(
    () => pageHead({ frontmatter, pathname, base: BASE_URL, site, notFound: page.notFound }),
    [frontmatter, pathname, page.notFound],
  );
  return (
    <>
      <DocumentHead head={head} />
      {page.notFound && <LogNotFound key={key} pathname={pathname} />}
      <Content />
    </>
  );
}
