/// <reference lib="webworker" />
/**
 * The storefront's one service worker (built by vite-plugin-pwa's injectManifest into /sw.js; /push-sw.js, the
 * address of earlier push registrations, imports it). It precaches the build's hashed files and the offline
 * page, sends every page navigation to the network (the server renders the pages) and answers the offline page
 * only when that fails, keeps pictures in a capped cache, leaves the API alone, and shows Web Push notifications.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { CACHEABLE_PICTURE_STATUSES, isPicture, isStorefrontPage, OFFLINE_PAGE, PICTURE_CACHE } from '@/app/service-worker/routes';
import { handlePushes } from '@/features/push/push-worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
// index.html is left out of the list (vite.config.ts): a precached shell would answer the navigation to /.
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => isStorefrontPage(request, url, self.location.origin),
  // The strategy takes the navigation preload's answer when there is one, so the page's request starts while the worker wakes.
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })] }),
);

registerRoute(
  ({ request, url }) => isPicture(request, url),
  new CacheFirst({
    cacheName: PICTURE_CACHE.cacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: CACHEABLE_PICTURE_STATUSES }),
      new ExpirationPlugin({ maxEntries: PICTURE_CACHE.maxEntries, maxAgeSeconds: PICTURE_CACHE.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);

handlePushes(self);

// A new worker takes over at once, as the push worker before it did: a tab's later files are still in the
// network's reach when the precache of its build is gone.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()]));
});
