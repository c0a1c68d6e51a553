// Where Vite's builds leave what the service worker's precache list is made from, in a module without Vite: a large
// site is bundled in a worker thread, and the build's own thread, which reads these paths afterwards, would otherwise
// load Vite (a second) just for them.
import path from 'node:path';

/** Where the client build writes Vite's manifest (build.manifest), read for the precache and then removed from the site. */
export const VITE_MANIFEST = '.vite/manifest.json';

/** Where the service worker's bundle waits (inside ssrDir, removed with it) for its precache list. */
export const workerBundleDir = (ssrDir: string) => path.join(ssrDir, 'worker');
