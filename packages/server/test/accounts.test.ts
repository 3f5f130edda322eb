/**
 * Issue 44, accounts: sign up with a username and password (recovery codes shown once), sign in,
 * sessions listed and the others signed out, a recovery code working once, and a device's seats
 * claimed into the account so its matches follow the person. On a real server over 127.0.0.1.
 * What an attacker tries (cookies, origins, throttling, enumeration, secrets in answers) is in
 * accountSecurity.test.ts; deletion in accountDeletion.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { caller, fresh, sent } from './accountCalls';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const call = caller(() => server.url);

describe('accounts', () => {
  it('signs up, shows ten recovery codes once, and keeps the person signed in by an HttpOnly cookie', async () => {
    const name = fresh('Ann');
    const up = await call('POST', '/api/account', { body: { username: name, password: 'a long passphrase' } });
    expect(up.status).toBe(201);
    expect((up.body.account as { username: string }).username).toBe(name);
    expect(up.body.recoveryCodes).toHaveLength(10);
    expect(up.cookie).toMatch(/^tabula_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const me = await call('GET', '/api/me', { cookie: sent(up.cookie) });
    expect(me.body).toEqual({ account: up.body.account });
    expect((await call('GET', '/api/me')).body).toEqual({ account: null });
  });

  it('keeps one account per name whatever its case or Unicode form, and says why a name is refused', async () => {
    const name = fresh('Bea');
    expect((await call('POST', '/api/account', { body: { username: name, password: 'passphrase one' } })).status).toBe(
      201,
    );
    const clash = await call('POST', '/api/account', {
      body: { username: name.toUpperCase(), password: 'passphrase two' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(`the username "${name.toUpperCase()}" is taken`);
    const wide = await call('POST', '/api/account', {
      body: { username: name.replace('B', 'Ｂ'), password: 'passphrase two' },
    });
    expect(wide.status).toBe(409);
    const bad = await call('POST', '/api/account', { body: { username: 'bob\u200Bby', password: 'passphrase' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/invisible characters \(U\+200B at index 3\)/);
    const short = await call('POST', '/api/account', { body: { username: fresh('Cy'), password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/at least 8 characters/);
    expect((await call('POST', '/api/account', { body: '{"username": "x",' })).status).toBe(400);
  });

  it('signs in with a new session each time, lists the sessions and signs the others out', async () => {
    const name = fresh('Dan');
    const up = await call('POST', '/api/account', { body: { username: name, password: 'the right passphrase' } });
    const a = await call('POST', '/api/session', {
      body: { username: name.toLowerCase(), password: 'the right passphrase' },
    });
    const b = await call('POST', '/api/session', { body: { username: name, password: 'the right passphrase' } });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(new Set([sent(up.cookie), sent(a.cookie), sent(b.cookie)]).size).toBe(3);

    // Three sessions; "sign out the others" from b leaves b alone.
    const list = await call('GET', '/api/sessions', { cookie: sent(b.cookie) });
    const sessions = list.body.sessions as Array<{ current: boolean; id: string }>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(sent(b.cookie)!.split('=')[1]);
    expect((await call('POST', '/api/sessions/end-others', { cookie: sent(b.cookie) })).body).toEqual({ ended: 2 });
    expect((await call('GET', '/api/me', { cookie: sent(a.cookie) })).body).toEqual({ account: null });
    expect((await call('GET', '/api/me', { cookie: sent(b.cookie) })).body.account).toEqual(up.body.account);

    // Signing out ends the session and clears the cookie.
    const out = await call('DELETE', '/api/session', { cookie: sent(b.cookie) });
    expect(out.body).toEqual({ signedOut: true });
    expect(out.cookie).toMatch(/^tabula_session=; .*Max-Age=0/);
    expect((await call('GET', '/api/me', { cookie: sent(b.cookie) })).body).toEqual({ account: null });
    expect((await call('GET', '/api/sessions', { cookie: sent(b.cookie) })).status).toBe(401);
  });

  it('signs in with a recovery code once, typed by hand', async () => {
    const name = fresh('Eli');
    const up = await call('POST', '/api/account', { body: { username: name, password: 'lost this passphrase' } });
    const code = (up.body.recoveryCodes as string[])[3]!;
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const first = await call('POST', '/api/session/recover', { body: { username: name, code: typed } });
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^tabula_session=/);
    const again = await call('POST', '/api/session/recover', { body: { username: name, code } });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('wrong username or recovery code (each code works once)');
  });

  it("claims this device's seats into the account, so its matches are listed on any device", async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const joined = await joinMatch(server.url, m.id, { name: 'Hal' });
    const hal = await call('POST', '/api/account', { body: { username: fresh('Hal'), password: 'passphrase' } });
    const claim = await call('POST', '/api/account/seats', {
      cookie: sent(hal.cookie),
      body: {
        seats: [
          { matchId: m.id, token: joined.token },
          { matchId: m.id, token: 'not-a-token' },
          { matchId: 'no-such-match', token: joined.token },
        ],
      },
    });
    expect(claim.body).toEqual({
      held: [{ matchId: m.id, seat: joined.seat }],
      refused: [
        { matchId: m.id, reason: 'not a seat token of this match' },
        { matchId: 'no-such-match', reason: 'not a seat token of this match' },
      ],
    });
    // Signed in elsewhere (a new session), the match is there.
    const other = await call('POST', '/api/session', {
      body: { username: (hal.body.account as { username: string }).username, password: 'passphrase' },
    });
    const mine = await call('GET', '/api/account/matches', { cookie: sent(other.cookie) });
    expect(
      (mine.body.matches as Array<{ seat: number; match: { id: string } }>).map((x) => [x.match.id, x.seat]),
    ).toEqual([[m.id, joined.seat]]);
    // Someone else who got hold of the token cannot take the seat into their account.
    const ivy = await call('POST', '/api/account', { body: { username: fresh('Ivy'), password: 'passphrase' } });
    const stolen = await call('POST', '/api/account/seats', {
      cookie: sent(ivy.cookie),
      body: { seats: [{ matchId: m.id, token: joined.token }] },
    });
    expect(stolen.body).toEqual({ held: [], refused: [{ matchId: m.id, reason: 'another account holds this seat' }] });
    expect((await call('GET', '/api/account/matches')).status).toBe(401);
    expect((await call('POST', '/api/account/seats', { body: { seats: [] } })).status).toBe(401);
  });
  it("greets a held seat over the WebSocket by the session alone, from any device, and no one else's", async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const joined = await joinMatch(server.url, m.id, { name: 'Jo' });
    const jo = await call('POST', '/api/account', { body: { username: fresh('Jo'), password: 'passphrase' } });
    await call('POST', '/api/account/seats', {
      cookie: sent(jo.cookie),
      body: { seats: [{ matchId: m.id, token: joined.token }] },
    });
    // Another device: a new sign-in, no token.
    const there = await call('POST', '/api/session', {
      body: { username: (jo.body.account as { username: string }).username, password: 'passphrase' },
    });
    const c = await WireClient.connect(server.url, { headers: { cookie: sent(there.cookie)! } });
    const welcome = c.next('welcome');
    c.send({ t: 'hello', matchId: m.id, seat: joined.seat });
    expect((await welcome).seat).toBe(joined.seat);
    await c.close();

    // Without the session, or with another account's, the seat is refused.
    for (const cookie of [
      null,
      sent((await call('POST', '/api/account', { body: { username: fresh('Kim'), password: 'passphrase' } })).cookie),
    ]) {
      const d = await WireClient.connect(server.url, cookie ? { headers: { cookie } } : {});
      const error = d.next('error');
      d.send({ t: 'hello', matchId: m.id, seat: joined.seat });
      const e = await error;
      expect(e.code).toBe('bad-token');
      expect(e.message).toMatch(cookie ? /held by this account/ : /held by a signed-out connection/);
      await d.close();
    }
  });
  it("exports one's data as a JSON file, without any secret", async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const joined = await joinMatch(server.url, m.id, { name: 'Lu' });
    const lu = await call('POST', '/api/account', { body: { username: fresh('Lu'), password: 'passphrase' } });
    await call('POST', '/api/account/seats', {
      cookie: sent(lu.cookie),
      body: { seats: [{ matchId: m.id, token: joined.token }] },
    });
    const r = await fetch(`${server.url}/api/account/export`, { headers: { cookie: sent(lu.cookie)! } });
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="tabula-[A-Za-z0-9_-]+\.json"$/);
    const text = await r.text();
    const data = JSON.parse(text) as {
      account: { username: string };
      sessions: unknown[];
      matches: Array<{ seat: number; match: { id: string }; record: string | null }>;
    };
    expect(data.account.username).toBe((lu.body.account as { username: string }).username);
    expect(data.sessions).toHaveLength(1);
    expect(data.matches.map((x) => [x.match.id, x.seat, x.record])).toEqual([[m.id, joined.seat, null]]);
    for (const secret of [joined.token, sent(lu.cookie)!.split('=')[1]!, 'argon2', 'passphrase'])
      expect(text).not.toContain(secret);
    expect((await call('GET', '/api/account/export')).status).toBe(401);
  });
  it('lists the matches where it is your move, the least time left first, on any device', async () => {
    const mo = await call('POST', '/api/account', { body: { username: fresh('Mo'), password: 'passphrase' } });
    const hour = 3_600_000;
    const table = async (clock?: { kind: 'turn'; turnMs: number }) => {
      const m = await createMatch(server.url, { game: 'nim', players: 2, ...(clock ? { clock } : {}) });
      const mine = await joinMatch(server.url, m.id, { name: 'Mo' });
      await joinMatch(server.url, m.id, { name: 'Other' });
      await call('POST', '/api/account/seats', {
        cookie: sent(mo.cookie),
        body: { seats: [{ matchId: m.id, token: mine.token }] },
      });
      return { id: m.id, mine };
    };
    const noClock = await table();
    const twoHours = await table({ kind: 'turn', turnMs: 2 * hour });
    const oneHour = await table({ kind: 'turn', turnMs: hour });
    const bidAlready = await table({ kind: 'turn', turnMs: hour });
    // In the last one Mo has bid (Nim's bids are simultaneous): nothing is owed there now.
    const c = await WireClient.connect(server.url);
    const { update } = await c.hello(bidAlready.id, bidAlready.mine.token);
    const acked = c.next('update', (u) => u.version === 1);
    c.send({ t: 'act', version: update.version, action: { type: 'bid', n: 1 } });
    await acked;
    await c.close();

    const list = await call('GET', '/api/account/waiting', { cookie: sent(mo.cookie) });
    const waiting = list.body.waiting as Array<{ seat: number; match: { id: string }; leftMs: number | null }>;
    expect(waiting.map((w) => w.match.id)).toEqual([oneHour.id, twoHours.id, noClock.id]);
    expect(waiting.map((w) => w.seat)).toEqual([oneHour.mine.seat, twoHours.mine.seat, noClock.mine.seat]);
    expect(waiting[0]!.leftMs).toBeLessThanOrEqual(hour);
    expect(waiting[1]!.leftMs).toBeGreaterThan(hour);
    expect(waiting[2]!.leftMs).toBeNull();
    expect((await call('GET', '/api/account/waiting')).status).toBe(401);
  });
});
