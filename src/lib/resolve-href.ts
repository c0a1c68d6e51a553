import { withBase } from './base-url.ts';
import { linkKind } from './link-kind.ts';

/**
 * The href a link gets on the page at `currentPath`: `#x` stays, `/page#x` while on /page becomes `#x`
 * (a same-page jump the browser scrolls smoothly), other site paths get the base path, web addresses pass.
 */
export function resolveHref(href: string, currentPath: string): string {
  const kind = linkKind(href);
  if (kind !== 'internal') return href;
  const [path = '', hash] = href.split('#');
  if (hash !== undefined && (path || '/') === currentPath) return `#${hash}`;
  return withBase(href);
}
