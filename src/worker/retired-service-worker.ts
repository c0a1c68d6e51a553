/// <reference lib="webworker" />
// The worker the build ships instead of service-worker.ts once it is retired (OFFLINE_ENABLED false in
// src/lib/offline.ts): a browser that installed the real one fetches this on its next visit online, and it deletes
// every cache the site made and unregisters itself, so the site is served as if it never had a worker.
declare const self: ServiceWorkerGlobalScope;
export {};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
      await self.registration.unregister();
    })(),
  );
});
