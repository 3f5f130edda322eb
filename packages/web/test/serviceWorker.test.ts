/**
 * The service worker (issue 21, offline once loaded): run in a sandbox with fake caches and a fake
 * network, as the browser would run it. The browser suite checks the real thing offline
 * (`e2e/offline.e2e.test.ts`).
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerText } from '../pwa/plugin';

type Handler = (event: FakeEvent) => void;
interface FakeEvent {
  request?: { url: string; method: string; mode: string };
  waitUntil(p: Promise<unknown>): void;
  respondWith(p: Promise<unknown>): void;
}

const ORIGIN = 'https://tabula.example';

/** A worker scope with caches (name → path → body) and a network that is up or down. */
function sandbox(files: string[], network: { up: boolean; body: (path: string) => string }) {
  const stores = new Map<string, Map<string, string>>([
    ['tabula-old', new Map()],
    ['someone-else', new Map()],
  ]);
  const handlers = new Map<string, Handler>();
  const fetched: string[] = [];
  const path = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;
  const fetch = async (r: string | { url: string }) => {
    fetched.push(path(r));
    if (!network.up) throw new TypeError('Failed to fetch');
    return { body: network.body(path(r)), from: 'network' };
  };
  const cacheOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>();
    stores.set(name, store);
    return {
      addAll: async (list: string[]) => {
        for (const p of list) store.set(p, ((await fetch(p)) as { body: string }).body);
      },
      match: async (r: string | { url: string }) =>
        store.has(path(r)) ? { body: store.get(path(r)), from: 'cache' } : undefined,
    };
  };
  const scope = {
    location: { origin: ORIGIN },
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
  };
  runInNewContext(serviceWorkerText(files), {
    self: scope,
    caches: {
      open: async (n: string) => cacheOf(n),
      keys: async () => [...stores.keys()],
      delete: async (n: string) => stores.delete(n),
    },
    fetch,
    URL,
    Response: { error: () => ({ error: true }) },
  });
  /** Fires an event; resolves with what the worker answered (undefined: left to the browser). */
  const fire = async (type: string, request?: FakeEvent['request']) => {
    let waited: Promise<unknown> = Promise.resolve();
    let answer: Promise<unknown> | undefined;
    handlers.get(type)!({
      ...(request ? { request } : {}),
      waitUntil: (p) => (waited = p),
      respondWith: (p) => (answer = p),
    });
    await waited;
    return answer === undefined ? undefined : await answer;
  };
  const get = (p: string, mode = 'no-cors') => fire('fetch', { url: `${ORIGIN}${p}`, method: 'GET', mode });
  return { stores, fetched, fire, get };
}

describe('the service worker: the client loads without a network once it has loaded once', () => {
  const files = ['/index.html', '/assets/index-abc.js', '/assets/Loyang-def.js', '/icon.svg'];

  it('caches every file of the build on install, and drops older builds (only its own caches) on activate', async () => {
    const sw = sandbox(files, { up: true, body: (p) => `body of ${p}` });
    await sw.fire('install');
    const mine = [...sw.stores.keys()].find((k) => k.startsWith('tabula-') && k !== 'tabula-old')!;
    expect([...sw.stores.get(mine)!.keys()].sort()).toEqual([...files].sort());
    await sw.fire('activate');
    expect([...sw.stores.keys()].sort()).toEqual([mine, 'someone-else'].sort());
  });

  it('offline: a page of any route is the cached app, a game chunk comes from the cache; the API is never answered from a cache', async () => {
    const network = { up: true, body: (p: string) => `body of ${p}` };
    const sw = sandbox(files, network);
    await sw.fire('install');
    network.up = false;
    expect(await sw.get('/m/abc123', 'navigate')).toEqual({ body: 'body of /index.html', from: 'cache' });
    expect(await sw.get('/assets/Loyang-def.js')).toEqual({ body: 'body of /assets/Loyang-def.js', from: 'cache' });
    // The server stays the authority for matches: its API, socket and health are not intercepted.
    for (const p of ['/api/matches', '/ws', '/healthz', '/metrics']) expect(await sw.get(p)).toBeUndefined();
    expect(await sw.fire('fetch', { url: `${ORIGIN}/api/matches`, method: 'POST', mode: 'cors' })).toBeUndefined();
    expect(
      await sw.fire('fetch', { url: 'https://elsewhere.example/x.js', method: 'GET', mode: 'no-cors' }),
    ).toBeUndefined();
  });

  it('online: pages come from the network (a new build is seen at once), the build files from the cache', async () => {
    const network = { up: true, body: (p: string) => `fresh ${p}` };
    const sw = sandbox(files, network);
    await sw.fire('install');
    sw.fetched.length = 0;
    expect(await sw.get('/', 'navigate')).toEqual({ body: 'fresh /', from: 'network' });
    expect(await sw.get('/assets/index-abc.js')).toEqual({ body: 'fresh /assets/index-abc.js', from: 'cache' });
    expect(sw.fetched).toEqual(['/']);
  });

  it('a new build gets a new cache name; the same build the same one', () => {
    const name = (list: string[]) => /const CACHE = "(tabula-[0-9a-f]+)"/.exec(serviceWorkerText(list))![1];
    expect(name(files)).toBe(name([...files].reverse()));
    expect(name(files)).not.toBe(name([...files.slice(1), '/assets/index-xyz.js']));
  });
});
