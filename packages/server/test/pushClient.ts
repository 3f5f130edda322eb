/** What the push suites do as a browser and a player would: HTTP calls with a session, sign-up, a move. */
import type { WireClient } from '../src/bench/client';

export async function call(
  base: string,
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.cookie) headers.cookie = o.cookie;
  if (o.origin) headers.origin = o.origin;
  const r = await fetch(base + path, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown>, cookie: r.headers.get('set-cookie') };
}

let n = 0;
/** A new account; its session cookie as a browser sends it back. */
export async function signUp(base: string, stem: string): Promise<{ cookie: string; id: string }> {
  const up = await call(base, 'POST', '/api/account', {
    body: { username: `${stem}${++n}${Date.now() % 100000}`, password: 'a long passphrase' },
  });
  return { cookie: up.cookie!.split(';')[0]!, id: (up.body.account as { id: string }).id };
}

/** `action` chosen against `version`, once acknowledged. */
export async function act(c: WireClient, version: number, action: Record<string, unknown>): Promise<void> {
  const ref = `v${version}`;
  const ack = c.next('ack', (a) => a.ref === ref);
  const refused = c
    .next('error', (e) => e.ref === ref)
    .then((e) => {
      throw new Error(`action at ${version} refused: ${e.code} ${e.message}`);
    });
  refused.catch(() => undefined);
  c.send({ t: 'act', version, action, ref });
  await Promise.race([ack, refused]);
}

/** Resolves once `check` holds (presence reaching a server, say). */
export async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}
