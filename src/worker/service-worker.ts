/// <reference lib="webworker" />
// The service worker (docs/engineering/offline.md), bundled by src/node/offline/write-service-worker.ts, which
// writes the precache list into self.__WB_MANIFEST: the Lighthouse guide as a phone shows it, and the offline page.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, OFFLINE_PATH } from '../lib/offline.ts';
import { isHashedFile, isOtherSiteFile, isPage, pageKey } from './caching-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const scope = self.registration.scope;

// The first visit's page is kept from then on too, not only from its next load.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Pages first, before the precache's own route: the precached guide is answered from the network while there is
// one (a deploy shows at once), and only without one from the pages seen, the precache, and last the offline page.
registerRoute(
  (route) => isPage(route, scope),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    // A kitchen's weak connection: a kept page rather than a long wait (the network's answer still refreshes it).
    networkTimeoutSeconds: 6,
    plugins: [
      new ExpirationPlugin({ maxEntries: 50 }),
      {
        handlerDidError: async ({ request }) =>
          (await matchPrecache(pageKey(new URL(request.url), scope))) ?? (await matchPrecache(new URL(OFFLINE_PATH.slice(1), scope).href)),
      },
    ],
  }),
);

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  (route) => isHashedFile(route, scope),
  new CacheFirst({ cacheName: CACHE_NAMES.files, plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);
registerRoute(
  (route) => isOtherSiteFile(route, scope),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.files, plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);
