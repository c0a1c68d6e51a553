// Where Vite's builds leave what the service worker's precache list is written from, once the pages are: in a
// module of its own, without Vite, because the build's own thread reads them after a large site was bundled in a
// worker thread, and importing Vite there for two paths cost a second per build.
import path from 'node:path';

/** Where the client build writes Vite's manifest (build.manifest), read for the precache and then removed from the site. */
export const VITE_MANIFEST = '.vite/manifest.json';

/** Where the service worker's bundle waits (inside ssrDir, removed with it) for its precache list. */
export const workerBundleDir = (ssrDir: string) => path.join(ssrDir, 'worker');
