/**
 * Issue 44, "Done when": the accounts' security tests — what an attacker would try. The session
 * cookie's flags (Secure over https only as a trusted proxy says), a new session at every sign-in
 * that ends the device's previous one, another site's page refused on every route that changes
 * something (the routes are read from fastify as registered, so a route added later is covered),
 * guessing throttled per address and per account, an unknown name answered as a wrong password
 * (same status, body and about the same time), and no hash in any answer. Deletion is in
 * accountDeletion.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMatch, joinMatch } from '../src/bench/client';
import { codeHash } from '../src/accounts/recoveryCodes';
import { sessionHash } from '../src/accounts/sessions';
import { hashToken } from '../src/seats/tokens';
import { usernameKey } from '@tabula/wire';
import { type Answer, caller, fresh, sent, sessionId } from './accountCalls';
import { startTestServer, type TestServer } from './helpers';

/** Every route as fastify registers it, from every instance made in this file. */
const routes = vi.hoisted(() => [] as string[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const make = ((opts?: Parameters<typeof real.default>[0]) => {
    const app = real.default(opts);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push(`${method} ${r.url}`);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: make };
});

let server: TestServer;
/** Behind one trusted proxy: `X-Forwarded-For` names the client, `X-Forwarded-Proto` the scheme. */
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  proxied = await startTestServer({ trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

const call = caller(() => server.url);
const viaProxy = caller(() => proxied.url);
const from = (address: string, proto = 'http') => ({ 'x-forwarded-for': address, 'x-forwarded-proto': proto });
const PASSWORD = 'a long passphrase';

async function signUp(c = call, headers?: Record<string, string>) {
  const username = fresh('Sec');
  const up = await c('POST', '/api/account', { body: { username, password: PASSWORD }, headers });
  expect(up.status).toBe(201);
  return { username, up, cookie: sent(up.cookie)!, codes: up.body.recoveryCodes as string[] };
}

describe('account security', () => {
  it('sets the session cookie HttpOnly, SameSite=Lax and, over https through a trusted proxy only, Secure', async () => {
    const https = await signUp(viaProxy, from('203.0.113.1', 'https'));
    const flags = 'Path=/; HttpOnly; SameSite=Lax';
    expect(https.up.cookie).toMatch(
      new RegExp(`^tabula_session=[A-Za-z0-9_-]{43}; ${flags}; Max-Age=2592000; Secure$`),
    );
    const out = await viaProxy('DELETE', '/api/session', {
      cookie: https.cookie,
      headers: from('203.0.113.1', 'https'),
    });
    expect(out.cookie).toBe(`tabula_session=; ${flags}; Max-Age=0; Secure`);
    // Plain http, and a client without a trusted proxy claiming https: not Secure (it would never come back).
    expect((await signUp(viaProxy, from('203.0.113.2'))).up.cookie).toMatch(new RegExp(`; ${flags}; Max-Age=2592000$`));
    const claimed = await signUp(call, { 'x-forwarded-proto': 'https' });
    expect(claimed.up.cookie).toMatch(new RegExp(`; ${flags}; Max-Age=2592000$`));
  });

  it('gives a new session id at every sign-in, and the cookie the device had before opens nothing after', async () => {
    const { username, cookie } = await signUp();
    const again = await call('POST', '/api/session', { cookie, body: { username, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(sent(again.cookie)).not.toBe(cookie);
    expect((await call('GET', '/api/me', { cookie })).body).toEqual({ account: null });
    expect((await call('GET', '/api/me', { cookie: sent(again.cookie) })).body.account).toEqual(again.body.account);
    // Another device signing in leaves this one signed in.
    const elsewhere = await call('POST', '/api/session', { body: { username, password: PASSWORD } });
    expect(sent(elsewhere.cookie)).not.toBe(sent(again.cookie));
    expect((await call('GET', '/api/me', { cookie: sent(again.cookie) })).body.account).toEqual(again.body.account);
  });

  it("refuses another site's page on every route that changes something, and nothing changes", async () => {
    const { username, cookie, codes } = await signUp();
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const mine = await joinMatch(server.url, m.id, { name: 'Sec' });
    const other = await joinMatch(server.url, m.id, { name: 'Other' });
    await call('POST', '/api/account/seats', { cookie, body: { seats: [{ matchId: m.id, token: mine.token }] } });
    // What each known route would be sent to succeed; a route added later is sent `{}`.
    const bodies: Record<string, unknown> = {
      'POST /api/account': { username: fresh('Evil'), password: PASSWORD },
      'DELETE /api/account': { password: PASSWORD },
      'POST /api/session': { username, password: PASSWORD },
      'POST /api/session/recover': { username, code: codes[0] },
      'POST /api/account/seats': { seats: [{ matchId: m.id, token: other.token }] },
      'POST /api/matches': { game: 'nim', players: 2 },
      'POST /api/matches/:id/join': { name: 'Evil' },
      'POST /api/matches/:id/rematch': { tokens: [mine.token] },
    };
    const state = async () =>
      JSON.stringify(
        await Promise.all(
          ['/api/me', '/api/sessions', '/api/account/matches', '/api/matches', `/api/matches/${m.id}`].map(
            async (path) => (await call('GET', path, { cookie })).body,
          ),
        ),
      );
    const changing = [...new Set(routes)].filter((r) => !/^(GET|HEAD|OPTIONS) /.test(r));
    expect(changing).toEqual(
      expect.arrayContaining(['DELETE /api/account', 'POST /api/session', ...Object.keys(bodies)]),
    );
    const before = await state();
    for (const route of changing) {
      const [method, path] = route.split(' ') as [string, string];
      const refused = await call(method, path.replace(':id', m.id), {
        cookie,
        origin: 'https://evil.example',
        body: route in bodies ? bodies[route] : {},
      });
      expect(refused.status, route).toBe(403);
      expect(refused.cookie, route).toBeNull();
    }
    expect(await state()).toBe(before);
    // The recovery code was not used up by the refused request.
    expect((await call('POST', '/api/session/recover', { body: { username, code: codes[0] } })).status).toBe(200);
  });

  it('answers an unknown name as a wrong password: same status and body, about the same time', async () => {
    const { username } = await signUp();
    const attempt = async (name: string): Promise<Answer & { ms: number }> => {
      const t = performance.now();
      const a = await call('POST', '/api/session', { body: { username: name, password: 'not the passphrase' } });
      return { ...a, ms: performance.now() - t };
    };
    await attempt(fresh('Warm'));
    const wrong: Array<Answer & { ms: number }> = [];
    const unknown: Array<Answer & { ms: number }> = [];
    // Interleaved, so a load change on the machine touches both alike; within the account's 10 guesses.
    for (let i = 0; i < 7; i++) {
      wrong.push(await attempt(username));
      unknown.push(await attempt(fresh('Nobody')));
    }
    for (const a of [...wrong, ...unknown]) {
      expect([a.status, a.cookie, a.text]).toEqual([401, null, wrong[0]!.text]);
    }
    const median = (xs: Array<{ ms: number }>) => xs.map((x) => x.ms).sort((a, b) => a - b)[3]!;
    // Both hash once (the unknown name against a decoy): a loose bound, the machine being shared.
    const ratio = median(wrong) / median(unknown);
    expect(ratio, `medians ${median(wrong)} / ${median(unknown)} ms`).toBeGreaterThan(1 / 2.5);
    expect(ratio, `medians ${median(wrong)} / ${median(unknown)} ms`).toBeLessThan(2.5);
    // With a recovery code too.
    const code = await call('POST', '/api/session/recover', { body: { username, code: '0000-0000-0000-0000' } });
    const none = await call('POST', '/api/session/recover', { body: { username: fresh('Nobody'), code: 'x' } });
    expect([code.status, code.text]).toEqual([none.status, none.text]);
  });

  it('throttles sign-ins and sign-ups per address, with Retry-After, and leaves other addresses alone', async () => {
    const tries: Answer[] = [];
    for (let i = 0; i < 21; i++)
      tries.push(
        await viaProxy('POST', '/api/session', {
          body: { username: fresh('Nobody'), password: 'a guess' },
          headers: from('198.51.100.1'),
        }),
      );
    expect(tries.slice(0, 20).map((t) => t.status)).toEqual(Array(20).fill(401));
    expect(tries[20]!.status).toBe(429);
    expect(Number(tries[20]!.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await viaProxy('POST', '/api/session', {
      body: { username: fresh('Nobody'), password: 'a guess' },
      headers: from('198.51.100.2'),
    });
    expect(elsewhere.status).toBe(401);
    const ups: number[] = [];
    for (let i = 0; i < 6; i++)
      ups.push(
        (
          await viaProxy('POST', '/api/account', {
            body: { username: fresh('Many'), password: PASSWORD },
            headers: from('198.51.100.3'),
          })
        ).status,
      );
    expect(ups).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('throttles guessing one account from any number of addresses, the right password included', async () => {
    const { username } = await signUp(viaProxy, from('198.51.100.9'));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await viaProxy('POST', '/api/session', {
            body: { username, password: `guess number ${i}` },
            headers: from(`192.0.2.${i + 1}`),
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const right = await viaProxy('POST', '/api/session', {
      body: { username, password: PASSWORD },
      headers: from('192.0.2.99'),
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never answers with a hash: password, recovery codes, session ids or seat tokens', async () => {
    const { username, up, cookie, codes } = await signUp();
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const seat = await joinMatch(server.url, m.id, { name: 'Sec' });
    const answers: Answer[] = [
      await call('POST', '/api/account/seats', { cookie, body: { seats: [{ matchId: m.id, token: seat.token }] } }),
    ];
    const signIn = await call('POST', '/api/session', { body: { username, password: PASSWORD } });
    const second = sent(signIn.cookie)!;
    answers.push(signIn);
    for (const path of [
      '/api/me',
      '/api/sessions',
      '/api/account/matches',
      '/api/account/waiting',
      '/api/account/export',
    ])
      answers.push(await call('GET', path, { cookie: second }));
    answers.push(await call('GET', `/api/matches/${m.id}`), await call('GET', '/api/matches'));
    answers.push(await call('POST', '/api/sessions/end-others', { cookie: second }));
    answers.push(await call('DELETE', '/api/session', { cookie: second }));

    const passwordHash = (await server.store.accountByKey(usernameKey(username)))!.passwordHash!;
    const hashes = [
      passwordHash,
      ...passwordHash.split('$').slice(-2),
      ...codes.map(codeHash),
      ...[up.cookie, signIn.cookie].map((c) => sessionHash(sessionId(c))),
      hashToken(seat.token),
    ];
    for (const a of [up, ...answers]) for (const h of hashes) expect(a.text).not.toContain(h);
    // The secrets themselves: the codes only in the sign-up's answer, session ids only in cookies.
    const secrets = [PASSWORD, seat.token, ...codes, sessionId(up.cookie), second.split('=')[1]!];
    for (const a of answers) for (const s of secrets) expect(a.text).not.toContain(s);
    expect(up.text).not.toContain(sessionId(up.cookie));
  });
});
