/** Seek tests' helpers: HTTP calls with a session cookie, accounts signed up, seeks made and polled. */
import type { SeekRequest, SeekState } from '@tabula/wire';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A signed-up account: its id, name and the cookie a browser would send back. */
export interface Seeker {
  id: string;
  username: string;
  cookie: string;
}

export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string | null; origin?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.cookie) headers.cookie = o.cookie;
  if (o.origin) headers.origin = o.origin;
  const r = await fetch(url + path, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: r.status, body: (await r.json()) as T };
}

let n = 0;

/** Signs up a fresh account on the server. */
export async function signUp(url: string, stem = 'Seeker'): Promise<Seeker> {
  const username = `${stem}${++n}${Date.now() % 100000}`;
  const r = await fetch(`${url}/api/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'a long passphrase' }),
  });
  if (r.status !== 201) throw new Error(`sign-up: ${r.status} ${await r.text()}`);
  const body = (await r.json()) as { account: { id: string } };
  return { id: body.account.id, username, cookie: r.headers.get('set-cookie')!.split(';')[0]! };
}

export const HANSA_2P_RT: SeekRequest = {
  game: 'hansa',
  players: 2,
  speed: { kind: 'realtime', baseMs: 600_000, incrementMs: 5_000 },
  rated: true,
};

/** Posts a seek; throws unless it was made. */
export async function seek(url: string, who: Seeker, req: Partial<SeekRequest> = {}): Promise<SeekState> {
  const r = await call<SeekState>(url, 'POST', '/api/seeks', { cookie: who.cookie, body: { ...HANSA_2P_RT, ...req } });
  if (r.status !== 201) throw new Error(`seek: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function poll(url: string, who: Seeker, id: string): Promise<SeekState> {
  return (await call<SeekState>(url, 'GET', `/api/seeks/${id}`, { cookie: who.cookie })).body;
}
