/// <reference lib="webworker" />
// The service worker (docs/engineering/offline.md), bundled by src/node/offline/write-service-worker.ts, which
// writes the precache list into self.__WB_MANIFEST: the Lighthouse guide as phones show it, and the offline page.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, OFFLINE_PATH } from '../lib/offline.ts';
import { isHashedFile, isOtherSiteFile, isPage, pageKey } from './caching-rules.ts';
import { nearestCopy } from './nearest-copy.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const scope = self.registration.scope;
// Read once: injectManifest writes the list in place of the one mention of self.__WB_MANIFEST.
const precacheList = self.__WB_MANIFEST;

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
          (await matchPrecache(pageKey(new URL(request.url), scope))) ??
          (await matchPrecache(new URL(OFFLINE_PATH.slice(1), scope).href)),
      },
    ],
  }),
);

precacheAndRoute(precacheList);

/**
 * A photo's copy neither kept nor reachable (offline, the width another screen's `srcset` picks): answered with the
 * nearest copy of the same photo held in the precache or among the files kept as pages were seen (nearest-copy.ts).
 */
const nearestKeptCopy: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const files = await caches.open(CACHE_NAMES.files);
    const precached = precacheList.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, scope).href);
    const kept = (await files.keys()).map((key) => key.url);
    const nearest = nearestCopy({
      requested: request.url,
      held: [...precached, ...kept],
      accept: request.headers.get('accept'),
      scope,
    });
    if (!nearest) return undefined;
    return (await matchPrecache(nearest)) ?? (await files.match(nearest));
  },
};

registerRoute(
  (route) => isHashedFile(route, scope),
  new CacheFirst({
    cacheName: CACHE_NAMES.files,
    plugins: [new ExpirationPlugin({ maxEntries: 120 }), nearestKeptCopy],
  }),
);
registerRoute(
  (route) => isOtherSiteFile(route, scope),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.files, plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);
