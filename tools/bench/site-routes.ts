import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A page of a built site to check, addressed relative to the site's base URL. */
export interface SiteRoute {
  /** '' for the home page, 'research', 'guides/x'; resolve with `new URL(route.path, siteUrl)`. */
  path: string;
  /** Whether this is a path no page has, answered by 404.html. */
  notFound: boolean;
}

/** A path no page has: every check runs on the not-found page too. */
export const NOT_FOUND_ROUTE: SiteRoute = { path: 'no-such-page', notFound: true };

/** The pages a sitemap lists, relative to the base path the site was built for. */
export function routesFromSitemap(xml: string, base: string): SiteRoute[] {
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return locations.map((pathname) => {
    if (!pathname.startsWith(base) && `${pathname}/` !== base) {
      throw new Error(`sitemap.xml lists ${pathname}, outside the base path ${base}.`);
    }
    return { path: pathname.slice(base.length), notFound: false };
  });
}

/**
 * Every route of a built site: the pages in its sitemap.xml, those it leaves out as noindex, plus a not-found path. Fails when the sitemap
 * lists no page, so a broken build never passes a check by having nothing to check. Synchronous, so test
 * files can list routes while they are collected.
 */
export function siteRoutes(dir: string, base: string): SiteRoute[] {
  const routes = routesFromSitemap(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'), base);
  if (routes.length === 0) throw new Error(`${dir}/sitemap.xml lists no page.`);
  return [...routes, ...unlistedRoutes(dir, routes), NOT_FOUND_ROUTE];
}

/**
 * The pages the sitemap leaves out on purpose, because they tell search engines `noindex` (the offline page):
 * checked like every other. A page missing from the sitemap without it is not added, so that mistake still shows.
 */
function unlistedRoutes(dir: string, listed: SiteRoute[]): SiteRoute[] {
  const known = new Set(listed.map((route) => route.path));
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({ file, route: path.dirname(file) === '.' ? '' : path.dirname(file).split(path.sep).join('/') }))
    .filter(
      ({ file, route }) =>
        !known.has(route) && /<meta name="robots" content="noindex">/.test(readFileSync(path.join(dir, file), 'utf8')),
    )
    .map(({ route }) => ({ path: route, notFound: false }));
}

/** How a route reads in test names and tables: '/', '/research', '/no-such-page (404)'. */
export function routeLabel(route: SiteRoute): string {
  return `/${route.path}${route.notFound ? ' (404)' : ''}`;
}
