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
 * - Push (issue 44): a "your move" message from the server carries data only (the game, the
 *   match, who sits across; `TurnPush` in @tabula/wire); it is worded with what the page last left
 *   in the `push-words` cache (`src/push/pushWords.ts`), in the language the page last used.
 *   Clicking it focuses a tab of the match, or opens one.
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

const WORDS_CACHE = 'push-words';
const WORDS_PATH = '/push-words.json';

/** The words the page left (`src/push/pushWords.ts`), or null if none. */
function pushWords() {
  return caches
    .open(WORDS_CACHE)
    .then((cache) => cache.match(WORDS_PATH))
    .then((hit) => (hit ? hit.json() : null))
    .catch(() => null);
}

/** A path of this site (`/m/<id>`); anything else is the lobby. */
function sitePath(path) {
  return typeof path === 'string' && /^\/[^/\\]/.test(path) ? path : '/';
}

/** The notification of a `TurnPush`: "Your move in Hansa Teutonica", "vs Ann and a bot". */
function turnNotification(data, words) {
  const names = (Array.isArray(data.opponents) ? data.opponents : []).map((o) =>
    o && typeof o.name === 'string' ? o.name : words ? words.bot : '?',
  );
  const game = (words && words.games[data.game]) || String(data.game);
  let list = names.join(', ');
  try {
    list = new Intl.ListFormat(words ? words.lang : undefined, { type: 'conjunction' }).format(names);
  } catch {
    // An old browser without Intl.ListFormat: the names with commas.
  }
  const options = {
    body: names.length && words ? words.against.replace('{opponents}', list) : list,
    // One notice per seat of a match: a newer one replaces it.
    tag: `turn:${data.matchId}:${data.seat}`,
    icon: '/icon.svg',
    data: { path: sitePath(data.path) },
  };
  if (words) options.lang = words.lang;
  return { title: words ? words.title.replace('{game}', game) : game, options };
}

self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || data.kind !== 'turn') return;
  event.waitUntil(
    pushWords().then((words) => {
      const n = turnNotification(data, words);
      return self.registration.showNotification(n.title, n.options);
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const url = new URL(sitePath(data && data.path), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const tab = open.find((c) => c.url === url);
      return tab ? tab.focus() : self.clients.openWindow(url);
    }),
  );
});
