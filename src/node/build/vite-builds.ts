import path from 'node:path';
import { build } from 'vite';
import { bundleServiceWorker, VITE_MANIFEST } from '../offline/bundle-service-worker.ts';

export interface ViteBuildsOptions {
  /** The site's folder: the client bundle, public/ and the page template go here. */
  outDir: string;
  /** Where the server bundle goes. */
  ssrDir: string;
}

/** Where the service worker's bundle waits (inside ssrDir, removed with it) for its precache list. */
export const workerBundleDir = (ssrDir: string) => path.join(ssrDir, 'worker');

/**
 * Vite's builds: the client bundle (the entry script, the islands, the stylesheet), the server bundle the
 * pre-renderer renders with, and the service worker (its precache list is written once the pages are). scripts/build.ts runs them in a worker thread of their own, so what the bundler holds
 * while it runs is gone before the pre-renderer's workers start. A content error (already `file:line:column  what to
 * do`) comes back as its message: an error's own name does not survive the way back from a worker.
 */
export async function viteBuilds({ outDir, ssrDir }: ViteBuildsOptions): Promise<{ contentError?: string }> {
  try {
    // public/ is not copied whole: the pre-renderer copies it without the pictures (a phone's photo carries its
    // GPS position and owner), which reach the site only as their encoded copies or written again without metadata.
    // The manifest tells the service worker's precache which chunks the guide's islands load (removed from the site then).
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, copyPublicDir: false, manifest: VITE_MANIFEST } });
    await build({
      logLevel: 'warn',
      build: { ssr: 'src/node/render/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
    });
    await bundleServiceWorker(workerBundleDir(ssrDir));
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ContentError') return { contentError: error.message };
    throw error;
  }
}
