/**
 * Tabula's service worker (issue 21: the client works offline once loaded). The build
 * (`pwa/plugin.ts`) replaces the two placeholders: the cache's name (a hash of the build) and the
 * list of every file the build wrote. Plain JavaScript with no imports: it runs as a classic
 * worker script in every browser that has service workers.
 *
 * - Install: every file of the build is cached at once (the lobby, both games, the languages),
 *   so a game never needs the network to open its chunk later.
 * - Pages (navigations): the network first, so a new build is seen at once; without a network,
 *   the cached `index.html` (the client routes every path itself).
 * - The build's files: from the cache (their names carry content hashes: they never change).
 * - The API, the WebSocket, health and metrics: never touched; the server is the authority.
 * - Activate: caches of older builds are deleted.
 */
const CACHE = '__TABULA_CACHE__';
const PRECACHE = __TABULA_PRECACHE__;
const PREFIX = 'tabula-';
const PASS_THROUGH = /^\/(api\/|ws$|healthz$|metrics$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS_THROUGH.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match('/index.html')).then((page) => page || Response.error()),
      ),
    );
    return;
  }
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request))
      .then((hit) => hit || fetch(request)),
  );
});
