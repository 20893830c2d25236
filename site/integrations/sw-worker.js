// The site's service worker. After the build, site/integrations/service-worker.ts copies this file
// to dist/sw.js and fills in VERSION and PRECACHE, the list of every page and asset of that build.
//
// Pages: network first, with a short timeout, then the cached copy, so a new deployment is seen
// at once online and the site still opens offline. Hashed assets (/_astro/): cache first, since
// their names change with their content. Requests to other origins (the NBP and GUS feeds
// through the CORS proxy) are never touched: the data layer caches those in IndexedDB per day.
// Runs in a ServiceWorkerGlobalScope: `self`, `caches` and `clients` are its globals.

const VERSION = '__VERSION__';
/** @type {string[]} */
const PRECACHE = JSON.parse('__PRECACHE__');
const CACHE = `symulator-${VERSION}`;
const CACHE_PREFIX = 'symulator-';
const PAGE_TIMEOUT_MS = 3000;
const REPORT_PREFIX = '/symulacja/';
const REPORT_SHELL = '/symulacja/index.html';
const NOT_FOUND = '/404.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

// The page asks for the new version only when the visitor presses "Odśwież": nothing reloads by
// itself in the middle of typing.
self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});

/** The cached page that answers a navigation to `pathname` when the network cannot. */
function cachedPageFor(pathname) {
  if (pathname.startsWith(REPORT_PREFIX)) return REPORT_SHELL;
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRECACHE.includes(page) ? page : NOT_FOUND;
}

async function fromNetworkWithTimeout(request) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PAGE_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function page(request) {
  const { pathname } = new URL(request.url);
  try {
    // A 404 from the server is an answer too: the page keeps its status online.
    return await fromNetworkWithTimeout(request);
  } catch {
    const cache = await caches.open(CACHE);
    return (
      (await cache.match(cachedPageFor(pathname))) ??
      (await cache.match(NOT_FOUND)) ??
      Response.error()
    );
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/_astro/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(asset(request));
  }
});
