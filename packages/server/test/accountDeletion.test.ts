/**
 * Issue 44, account deletion: confirmed by the password typed again (or a recovery code), refused
 * with a clear error and nothing changed otherwise. Once deleted, every session is signed out and
 * the export answers 401, the name stays reserved, and the account's seats show "deleted player"
 * in listings and at a live table — where the seat plays on by its token, while a device that played
 * it by the account's session alone is made a spectator. Several instances:
 * clusterAccounts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_PLAYER, type MatchInfo, usernameKey } from '@tabula/wire';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { reservedKey } from '../src/accounts/deletion';
import { caller, fresh, sent } from './accountCalls';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const call = caller(() => server.url);
const PASSWORD = 'a long passphrase';

async function signUp() {
  const username = fresh('Del');
  const up = await call('POST', '/api/account', { body: { username, password: PASSWORD } });
  expect(up.status).toBe(201);
  return { username, cookie: sent(up.cookie)!, codes: up.body.recoveryCodes as string[], account: up.body.account };
}

describe('account deletion', () => {
  it('refuses a deletion signed out, without a confirmation, or with a wrong one, and changes nothing', async () => {
    const { username, cookie, codes, account } = await signUp();
    const tries = [
      { cookie: null, body: { password: PASSWORD }, status: 401, error: 'sign in first' },
      { cookie, body: undefined, status: 400, error: /^bad account deletion/ },
      { cookie, body: { password: PASSWORD, code: codes[0] }, status: 400, error: /^bad account deletion/ },
      { cookie, body: { passphrase: PASSWORD }, status: 400, error: /^bad account deletion/ },
      { cookie, body: { password: 'not the passphrase' }, status: 403, error: /the account was not deleted/ },
      { cookie, body: { code: '0000-0000-0000-0000' }, status: 403, error: /the account was not deleted/ },
    ];
    for (const t of tries) {
      const r = await call('DELETE', '/api/account', { cookie: t.cookie, body: t.body });
      expect(r.status, JSON.stringify(t.body)).toBe(t.status);
      expect(r.body.error).toMatch(t.error);
      expect(r.cookie).toBeNull();
    }
    expect((await call('GET', '/api/me', { cookie })).body).toEqual({ account });
    expect((await call('GET', '/api/account/export', { cookie })).status).toBe(200);
    expect((await call('POST', '/api/session', { body: { username, password: PASSWORD } })).status).toBe(200);
    expect((await call('POST', '/api/session/recover', { body: { username, code: codes[0] } })).status).toBe(200);
  });

  it('deletes with the password: signed out everywhere, export 401, the name reserved, the seats a "deleted player" that plays on', async () => {
    const { username, cookie, account } = await signUp();
    const elsewhere = sent((await call('POST', '/api/session', { body: { username, password: PASSWORD } })).cookie)!;
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const mine = await joinMatch(server.url, m.id, { name: 'My Real Name' });
    await joinMatch(server.url, m.id, { name: 'Other' });
    await call('POST', '/api/account/seats', { cookie, body: { seats: [{ matchId: m.id, token: mine.token }] } });
    const player = await WireClient.connect(server.url);
    await player.hello(m.id, mine.token);
    const watcher = await WireClient.connect(server.url);
    await watcher.hello(m.id);
    const renamed = watcher.next('seats', (s) => s.seats[mine.seat]!.name === DELETED_PLAYER);
    // Another device plays the seat by the account's session alone.
    const linked = await WireClient.connect(server.url, { headers: { cookie: elsewhere } });
    const seated = linked.next('welcome');
    linked.send({ t: 'hello', matchId: m.id, seat: mine.seat });
    expect((await seated).seat).toBe(mine.seat);
    const unlinked = linked.next('error', (e) => /is gone: this connection now watches/.test(e.message));
    const watching = linked.next('welcome', (w) => w.seat === null);

    const gone = await call('DELETE', '/api/account', { cookie, body: { password: PASSWORD } });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: true, seats: 1 });
    expect(gone.cookie).toMatch(/^tabula_session=; .*Max-Age=0/);

    for (const c of [cookie, elsewhere]) {
      expect((await call('GET', '/api/me', { cookie: c })).body).toEqual({ account: null });
      expect((await call('GET', '/api/account/export', { cookie: c })).status).toBe(401);
      expect((await call('GET', '/api/sessions', { cookie: c })).status).toBe(401);
      expect((await call('DELETE', '/api/account', { cookie: c, body: { password: PASSWORD } })).status).toBe(401);
    }
    // The name: signing in is answered as for an unknown name; signing up again is refused.
    const old = await call('POST', '/api/session', { body: { username, password: PASSWORD } });
    const unknown = await call('POST', '/api/session', { body: { username: fresh('Nobody'), password: PASSWORD } });
    expect([old.status, old.text]).toEqual([401, unknown.text]);
    const taken = await call('POST', '/api/account', {
      body: { username: username.toUpperCase(), password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    // The store keeps the id, its creation and the reservation only.
    expect(await server.store.accountById((account as { id: string }).id)).toMatchObject({
      username: '',
      key: reservedKey(usernameKey(username)),
      passwordHash: null,
    });

    // The seat: its name gone from the live table and the listing, its token still playing it.
    expect((await renamed).seats.map((s) => s.name)).toEqual(
      mine.seat === 0 ? [DELETED_PLAYER, 'Other'] : ['Other', DELETED_PLAYER],
    );
    // The device that played by the account watches now; the one with the token plays on.
    expect((await unlinked).code).toBe('bad-token');
    await watching;
    const refused = linked.next('error', (e) => e.code === 'spectator');
    linked.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await refused;
    const info = (await call('GET', `/api/matches/${m.id}`)).body as unknown as MatchInfo;
    expect(info.seats[mine.seat]!.name).toBe(DELETED_PLAYER);
    expect(JSON.stringify(info)).not.toContain('My Real Name');
    const moved = player.next('update', (u) => u.version === 1, 10_000);
    player.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await expect(moved).resolves.toBeDefined();
    for (const c of [player, watcher, linked]) await c.close();
  });

  it("takes its friendships, requests and blocks with it: nobody's list names it afterwards", async () => {
    const [gone, friend, asked, blocker] = [await signUp(), await signUp(), await signUp(), await signUp()];
    expect((await call('POST', `/api/friends/${gone.username}/request`, { cookie: friend.cookie })).status).toBe(200);
    expect((await call('POST', `/api/friends/${friend.username}/accept`, { cookie: gone.cookie })).status).toBe(200);
    expect((await call('POST', `/api/friends/${asked.username}/request`, { cookie: gone.cookie })).status).toBe(200);
    expect((await call('POST', `/api/blocks/${gone.username}`, { cookie: blocker.cookie })).status).toBeLessThan(300);
    const listed = async (cookie: string) => JSON.stringify((await call('GET', '/api/friends', { cookie })).body);
    expect(await listed(friend.cookie)).toContain(gone.username);
    expect(await listed(asked.cookie)).toContain(gone.username);
    expect((await call('DELETE', '/api/account', { cookie: gone.cookie, body: { password: PASSWORD } })).status).toBe(
      200,
    );
    expect(await listed(friend.cookie)).not.toContain(gone.username);
    expect(await listed(asked.cookie)).not.toContain(gone.username);
    expect(JSON.stringify((await call('GET', '/api/blocks', { cookie: blocker.cookie })).body)).not.toContain(
      gone.username,
    );
    // What the friend list held is gone from the store too, not only hidden by the blank name.
    expect(
      await server.store.blockedEither((blocker.account as { id: string }).id, (gone.account as { id: string }).id),
    ).toBe(false);
  });

  it('counts each password typed to delete as a guess: a stolen cookie buys no more than a sign-in does', async () => {
    const { cookie } = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call('DELETE', '/api/account', { cookie, body: { password: `guess ${i}` } })).status);
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
    const right = await call('DELETE', '/api/account', { cookie, body: { password: PASSWORD } });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', '/api/me', { cookie })).body.account).not.toBeNull();
  });

  it('deletes with a recovery code (an account may have no password), and a code used up is refused', async () => {
    const { cookie, codes } = await signUp();
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const seat = await joinMatch(server.url, m.id, { name: 'Stored Only' });
    await call('POST', '/api/account/seats', { cookie, body: { seats: [{ matchId: m.id, token: seat.token }] } });
    const gone = await call('DELETE', '/api/account', { cookie, body: { code: codes[5]!.toLowerCase() } });
    expect(gone.body).toEqual({ deleted: true, seats: 1 });
    expect((await server.store.getMatch(m.id))!.seats[seat.seat]!.name).toBe(DELETED_PLAYER);
  });
});
