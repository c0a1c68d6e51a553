/** The path the site is served under, with a trailing slash: '/' or '/preview/my-branch/'. */
export const BASE_URL: string = import.meta.env.BASE_URL;

/** The base path without its trailing slash ('' at the root), to put in front of a root-relative path. */
const BASE_PREFIX = BASE_URL.replace(/\/$/, '');

/** A root-relative path (`/images/x.svg`) as served under the base path. Other URLs pass through. */
export function withBase(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${BASE_PREFIX}${path}`;
}
