/**
 * One fake server for the web's unit tests (they used to fake `fetch` three ways): answers by
 * `METHOD path` (the query left out), records every request, and refuses a route the test did
 * not give with a 404 that names it — kept in `refused`, so a page asking what its test does not
 * expect shows up instead of rendering half.
 */
import { vi } from 'vitest';

export type Route = (body: unknown, init: RequestInit) => { status?: number; body: unknown };

export interface Call {
  key: string;
  body: unknown;
}

/** The requests made, in order, with the routes refused (`METHOD path`). */
export type Calls = Call[] & { refused: string[] };

/** Stubs the global `fetch` with `routes`; undone by `vi.unstubAllGlobals()`. */
export function fakeServer(routes: Record<string, Route>): Calls {
  const calls: Calls = Object.assign([] as Call[], { refused: [] as string[] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${path.split('?')[0]}`;
      const body = init.body ? JSON.parse(String(init.body)) : null;
      calls.push({ key, body });
      const route = routes[key];
      if (!route) calls.refused.push(key);
      const r = route?.(body, init) ?? { status: 404, body: { error: `the fake server has no route ${key}` } };
      return new Response(JSON.stringify(r.body), { status: r.status ?? 200 });
    }),
  );
  return calls;
}
