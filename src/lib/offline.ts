/**
 * What the service worker keeps for a visitor without a connection (docs/engineering/offline.md). Shared by the
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
