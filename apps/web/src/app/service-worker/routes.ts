/**
 * What the storefront's service worker (src/sw.ts) does with each request, as plain rules. Only what a rule
 * names is answered by the worker; the rest (the API above all) goes to the network untouched and is never cached.
 */

/** The page answered for a storefront page when the network fails: precached, and in the visitor's language by itself. */
export const OFFLINE_PAGE = '/offline.html';

/** Pictures kept for a week, the 200 last used at most, so that the cache cannot grow with browsing. */
export const PICTURE_CACHE = { cacheName: 'pictures', maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

/** Answers that may be kept as pictures: complete ones, and a cross-origin picture's opaque answer (status 0). */
export const CACHEABLE_PICTURE_STATUSES = [0, 200];

/** Paths under the storefront's origin that are not its pages: the API, the staff console, stored files. */
const NOT_A_PAGE = /^\/(api|console|storage)(\/|$)/;

interface RequestFacts {
  method: string;
  mode: RequestMode;
}

/**
 * A navigation to one of the storefront's pages. These always go to the network (the server renders them),
 * and only a failed fetch is answered, with the offline page.
 */
export const isStorefrontPage = (request: RequestFacts, url: URL, origin: string): boolean =>
  request.mode === 'navigate' && request.method === 'GET' && url.origin === origin && !NOT_A_PAGE.test(url.pathname);

/**
 * An uploaded or generated picture (the placeholder image too): everything under /storage, on this site or
 * under the PUBLIC_URL the API writes into picture addresses. Served from the cache first.
 */
export const isPicture = (request: RequestFacts, url: URL): boolean =>
  request.method === 'GET' && request.mode !== 'navigate' && url.pathname.startsWith('/storage/');
