import { useHref, useLocation } from 'react-router-dom';
import { linkKind } from '../lib/link-kind.ts';

/**
 * The href a link gets on the page being rendered: `#x` stays; `/page#x` while on /page becomes `#x` (a
 * same-page jump the browser scrolls smoothly); other site paths are resolved by React Router under the
 * base path (`useHref`); web, mail and phone addresses pass unchanged.
 */
export function useSiteHref(href: string): string {
  const internal = linkKind(href) === 'internal';
  const { pathname } = useLocation();
  // A hook runs on every call, so an address outside the site asks for the root and keeps its own href.
  const routed = useHref(internal ? href : '/');
  if (!internal) return href;
  const [path = '', hash] = href.split('#');
  return hash !== undefined && (path || '/') === pathname ? `#${hash}` : routed;
}
