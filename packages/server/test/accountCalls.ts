/** The account suites' HTTP calls: a JSON request with a cookie, an `Origin` or other headers, and its answer. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The raw text, for checking what an answer must never contain. */
  text: string;
  cookie: string | null;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string | null;
  origin?: string;
  headers?: Record<string, string>;
}

export type Call = (method: string, path: string, o?: CallOptions) => Promise<Answer>;

/** Calls to the server at `url` (a body given as a string is sent as it is: malformed JSON). */
export function caller(url: () => string): Call {
  return async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    if (o.cookie) headers.cookie = o.cookie;
    if (o.origin) headers.origin = o.origin;
    const r = await fetch(url() + path, {
      method,
      headers,
      body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
    });
    const text = await r.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    return { status: r.status, body, text, cookie: r.headers.get('set-cookie'), headers: r.headers };
  };
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
export const sent = (setCookie: string | null) => setCookie?.split(';')[0] ?? null;

/** The session id a Set-Cookie header carries. */
export const sessionId = (setCookie: string | null) => sent(setCookie)!.split('=')[1]!;

let n = 0;
/** A username not used before in this process (letters and digits). */
export const fresh = (stem: string) => `${stem}${++n}${Date.now() % 100000}`;
