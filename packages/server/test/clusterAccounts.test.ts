/**
 * Issue 44 on several instances (issue 26): an account deleted through one instance is signed out
 * on the others at once (they all read sessions from the one database), and its seat shows
 * "deleted player" at the live table on every instance, where its token still plays it and a
 * connection that played it by the account's session watches from then on.
 */
import { describe, expect, it } from 'vitest';
import { DELETED_PLAYER } from '@tabula/wire';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { caller, fresh, sent } from './accountCalls';
import { missing, useCluster } from './clusterSetup';

const cluster = useCluster(2);

const PASSWORD = 'a long passphrase';

describe.skipIf(missing !== null)('accounts on two instances', () => {
  it('a deletion through one instance signs the account out on the other and renames its seat at both tables', async () => {
    const [a, b] = cluster().urls as [string, string];
    const onA = caller(() => a);
    const onB = caller(() => b);
    const username = fresh('Two');
    const up = await onA('POST', '/api/account', { body: { username, password: PASSWORD } });
    const cookieA = sent(up.cookie)!;
    const cookieB = sent((await onB('POST', '/api/session', { body: { username, password: PASSWORD } })).cookie)!;
    expect((await onA('GET', '/api/me', { cookie: cookieB })).body.account).toEqual(up.body.account);

    const m = await createMatch(a, { game: 'nim', players: 2 });
    const mine = await joinMatch(a, m.id, { name: 'Real Name' });
    await joinMatch(b, m.id, { name: 'Other' });
    await onB('POST', '/api/account/seats', {
      cookie: cookieB,
      body: { seats: [{ matchId: m.id, token: mine.token }] },
    });
    // The seat's player on A, a spectator on each instance.
    const player = await WireClient.connect(a);
    await player.hello(m.id, mine.token);
    const watchers = [await WireClient.connect(a), await WireClient.connect(b)];
    for (const w of watchers) await w.hello(m.id);
    // And on A, a device playing the seat by the session it signed in with on A.
    const linked = await WireClient.connect(a, { headers: { cookie: cookieA } });
    const seated = linked.next('welcome');
    linked.send({ t: 'hello', matchId: m.id, seat: mine.seat });
    expect((await seated).seat).toBe(mine.seat);
    const unlinked = linked.next('welcome', (w) => w.seat === null, 15_000);
    // Each instance reads the renamed seats (a notice, or its poll) and sends its table an update.
    const renamed = watchers.map((w) => w.next('update', (u) => u.seats[mine.seat]!.name === DELETED_PLAYER, 15_000));

    const gone = await onB('DELETE', '/api/account', { cookie: cookieB, body: { password: PASSWORD } });
    expect(gone.body).toEqual({ deleted: true, seats: 1 });
    // A's session, never used on B: signed out on A as well.
    expect((await onA('GET', '/api/me', { cookie: cookieA })).body).toEqual({ account: null });
    expect((await onA('GET', '/api/account/export', { cookie: cookieA })).status).toBe(401);
    expect((await onA('POST', '/api/session', { body: { username, password: PASSWORD } })).status).toBe(401);

    await Promise.all(renamed);
    await unlinked;
    for (const url of [a, b]) {
      const info = (await caller(() => url)('GET', `/api/matches/${m.id}`)).body as {
        seats: Array<{ name: string | null }>;
      };
      expect(info.seats[mine.seat]!.name).toBe(DELETED_PLAYER);
    }
    const moved = player.next('update', (u) => u.version === 1, 15_000);
    player.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await expect(moved).resolves.toBeDefined();
    for (const c of [player, linked, ...watchers]) await c.close();
  });
});
