import { inject } from 'vitest';
import { routeLabel, siteRoutes } from '../../../tools/bench/site-routes.ts';

/** A built copy of the site the end-to-end tests run against. */
export interface TestSite {
  name: 'root' | 'prefixed' | 'photos';
  /** The base path it was built for. */
  base: string;
  /** Its address, base path included, with a trailing slash. */
  url: string;
  /** The built files. */
  dir: string;
  /** The branch it is a preview of, whose pages link their files on GitHub; none for a production build. */
  branch?: string;
}

export const PREVIEW_BASE = '/preview/e2e-branch/';
/** The branch the prefixed build is a preview of: its pages link their files on GitHub on this branch. */
export const PREVIEW_BRANCH = 'e2e-branch';

declare module 'vitest' {
  export interface ProvidedContext {
    sites: TestSite[];
    /** The copy of the project filled with photos from parents' phones (support/global-setup.ts). */
    photoSite: TestSite;
  }
}

/**
 * Both builds: at / and under PREVIEW_BASE, as a branch preview serves the site. They differ in addresses, and in
 * the preview's "Edit this page" under each page, so what the base path changes is tested on both: links between
 * pages, the URLs of assets, scripts and islands' code, metadata and the sitemap, the not-found page, the CSP's hashes.
 */
export const everySite = (): TestSite[] => inject('sites');

/** The build at /. Behaviour (scrolling, menus, the carousel, fading in) is the same under any base path: it is tested here. */
export const rootSite = (): TestSite => inject('sites').find((site) => site.name === 'root')!;

/** The address of a page of a built site: `addressIn(site)('research')`, base path included. */
export const addressIn = (site: TestSite) => (route: string) => new URL(route, site.url).href;

/** The copy of the project filled with photos from parents' phones, UAE registration open, built at /. */
export const photoSite = (): TestSite => inject('photoSite');

/** Every route of a built site (its sitemap's pages and a not-found path), each with a label for a test's title. */
export const labelledRoutes = (site: TestSite) =>
  siteRoutes(site.dir, site.base).map((route) => ({ ...route, label: routeLabel(route) }));
