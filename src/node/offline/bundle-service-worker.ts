import { build } from 'vite';
import { OFFLINE_ENABLED, SERVICE_WORKER_FILE } from '../../lib/offline.ts';

/**
 * Bundles the service worker (src/worker/service-worker.ts, with Workbox), or the one that retires it, into one
 * classic script in `dir`: no `importScripts`, which Trusted Types would treat as a sink inside the worker.
 */
export async function bundleServiceWorker(dir: string): Promise<void> {
  const entry = OFFLINE_ENABLED ? 'src/worker/service-worker.ts' : 'src/worker/retired-service-worker.ts';
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox logs every route it takes unless it is told it runs in production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'serviceWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  });
}
