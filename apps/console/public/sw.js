// The staff console's offline shell. Plain script, no build step; served from /console/, so its scope is /console/.
/* global self, caches */
// Hashed assets never change: cache first. Pages: network first, the last index seen when offline.
// The API is never cached: its answers are a person's, and stale orders or offers would mislead.

const CACHE = 'console-shell-v1';
const BASE = new URL('./', self.location.href).pathname;
const ASSETS = `${BASE}assets/`;
/** Old builds' assets leave once this many are kept. */
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(BASE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const assets = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(ASSETS));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((request) => cache.delete(request)));
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone()).then(() => trim(cache));
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Every page of the console is the same index.html: one copy, under the base.
    if (response.ok) await cache.put(BASE, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(BASE);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || !url.pathname.startsWith(BASE)) return;
  if (url.pathname.startsWith(ASSETS)) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});
