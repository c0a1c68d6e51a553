/** The path the site is served under, with a trailing slash: '/' or '/preview/my-branch/'. */
export const BASE_URL: string = import.meta.env.BASE_URL;

/** The router's basename: the base path without its trailing slash ('' at the root). */
export const ROUTER_BASENAME = BASE_URL.replace(/\/$/, '');

/** A root-relative path (`/images/x.svg`) as served under the base path. Other URLs pass through. */
export function withBase(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${ROUTER_BASENAME}${path}`;
}
