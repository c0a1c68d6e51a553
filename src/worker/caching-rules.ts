/**
 * Which requests the service worker answers, and how (src/worker/service-worker.ts). Pure functions of the request
 * and the worker's scope (the base path as an address, 'https://site/preview/x/'), so a unit test reads them as rules.
 */
export interface RouteRequest {
  url: URL;
  request: { mode: string; method?: string };
}

const inScope = (url: URL, scope: string) => url.href.startsWith(scope);

/** A page of the site opened in the tab: network first, so a deploy shows on the next visit online. */
export function isPage({ url, request }: RouteRequest, scope: string): boolean {
  return request.mode === 'navigate' && inScope(url, scope);
}

/** Vite's output and the photos' copies: a new content gets a new name, so a kept copy is always right. */
export function isHashedFile({ url, request }: RouteRequest, scope: string): boolean {
  if (request.mode === 'navigate' || !inScope(url, scope)) return false;
  const inside = url.pathname.slice(new URL(scope).pathname.length);
  return inside.startsWith('assets/') || inside.startsWith('_pictures/');
}

/** Any other file of the site (a drawing under images/, the app manifest and its icons): shown from the cache, refreshed behind. */
export function isOtherSiteFile(route: RouteRequest, scope: string): boolean {
  return route.request.mode !== 'navigate' && inScope(route.url, scope) && !isHashedFile(route, scope);
}

/**
 * A page's key in the precache: its address without query or fragment and without a trailing slash, as the build
 * lists the guide and the offline page (`/lighthouse/` and `/lighthouse?x` are the same page on a static host).
 */
export function pageKey(url: URL, scope: string): string {
  const path = url.pathname === new URL(scope).pathname ? url.pathname : url.pathname.replace(/\/$/, '');
  return `${url.origin}${path}`;
}
