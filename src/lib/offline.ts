/**
 * What the service worker keeps for a visitor without a connection (README: Offline after one visit). Shared by the
 * build (src/node/offline/), the worker (src/worker/) and the page that registers it (src/client/).
 */

/**
 * Whether the site ships its service worker. false retires it: the build then writes a worker that deletes its
 * caches and unregisters itself, so every browser that installed the real one drops it on its next visit online,
 * and pages stop registering one.
 */
export const OFFLINE_ENABLED: boolean = true;

/** The worker's file, at the top of the base path: its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The page kept on the first visit to any page: the Lighthouse guide a host follows in the kitchen. */
export const GUIDE_PATH = '/lighthouse';

/** The page (content/offline.mdx) that answers, offline, for a page never visited. */
export const OFFLINE_PATH = '/offline';

/** The caches the worker fills as pages are visited (the precache has Workbox's own name). */
export const CACHE_NAMES = { pages: 'pages', files: 'files' } as const;

/** A screen: its width in CSS pixels and how many device pixels each CSS pixel has. */
export interface Screen {
  width: number;
  pixelRatio: number;
}

/**
 * The phones the guide must draw offline on: the widths most phones are (360 for many Androids, 390 and 430 for
 * iPhones, 412 for Pixels) at 1×, 2× (iPhone SE, XR, 11), 2.625× (Pixels) and 3×. The precache holds, of each
 * picture, the widest copy any of them takes from its `srcset` and `sizes`; a narrower copy asked for offline is
 * answered with it (src/worker/nearest-copy.ts). A desktop is left out of that choice: a 2× laptop would add a
 * 1600 px copy of each full-width photo (about 150 KB each) for every visitor, and offline it draws the phones' copy.
 */
export const PHONE_SCREENS: readonly Screen[] = [360, 390, 412, 430].flatMap((width) => [1, 2, 2.625, 3].map((pixelRatio) => ({ width, pixelRatio })));

