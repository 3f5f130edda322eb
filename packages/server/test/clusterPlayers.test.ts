/**
 * Issue 44, "Done when": the cluster suite (three instances over one PostgreSQL and Redis) with
 * accounts, seeks and the waiting list. A session made on one instance is signed in on the others;
 * seekers posting on different instances at once are seated exactly once — each in one match, every
 * match with its seats held by its own seekers, no table made twice; and an account's waiting list,
 * read on one instance, counts a move made through another.
 */
import { describe, expect, it } from 'vitest';
import type { AccountWaiting, MatchInfo, SeekState } from '@tabula/wire';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { missing, useCluster } from './clusterSetup';
import { call, poll, type Seeker, seek, signUp } from './seekHelpers';

const cluster = useCluster(3);

/** Signs the account in on `url` (name and password): a session of that instance. */
async function signIn(url: string, who: Seeker): Promise<Seeker> {
  const r = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: who.username, password: 'a long passphrase' }),
  });
  expect(r.status).toBe(200);
  return { ...who, cookie: r.headers.get('set-cookie')!.split(';')[0]! };
}

async function until<T>(read: () => Promise<T>, done: (x: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const x = await read();
    if (done(x)) return x;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

describe.skipIf(missing !== null)('accounts, seeks and the waiting list on three instances', () => {
  it('a session made on one instance is signed in on the others', async () => {
    const [a, b, c] = cluster().urls as [string, string, string];
    const ann = await signUp(a, 'Clu');
    const onB = await signIn(b, ann);
    for (const url of [a, b, c])
      for (const who of [ann, onB])
        expect((await call(url, 'GET', '/api/me', { cookie: who.cookie })).body).toMatchObject({
          account: { username: ann.username },
        });
  });

  it('seats seekers posting on different instances at once exactly once', async () => {
    const urls = cluster().urls;
    const seekers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(urls[i % 3]!, 'Pool')));
    const req = { speed: { kind: 'turn' as const, days: 2 }, rated: false, range: null };
    const made = await Promise.all(seekers.map((s, i) => seek(urls[i % 3]!, s, req)));
    // Each seeker polls through another instance than the one it sought on.
    const states = await Promise.all(
      seekers.map((s, i) =>
        until(
          () => poll(urls[(i + 1) % 3]!, s, made[i]!.id),
          (x: SeekState) => x.status === 'matched',
          `${s.username} matched`,
        ),
      ),
    );
    const byMatch = new Map<string, number[]>();
    for (const st of states) {
      if (st.status !== 'matched') throw new Error('not matched');
      byMatch.set(st.matchId, [...(byMatch.get(st.matchId) ?? []), st.seat]);
    }
    expect(byMatch.size).toBe(3);
    for (const seats of byMatch.values()) expect(seats.sort()).toEqual([0, 1]);
    // Every seat held by its own seeker, and no other table made for them.
    const held = await cluster().query<{ match_id: string; seat: number; account_id: string }>(
      'SELECT match_id, seat, account_id FROM account_seats WHERE account_id = ANY($1)',
      [seekers.map((s) => s.id)],
    );
    expect(held.rows).toHaveLength(6);
    for (const [i, st] of states.entries())
      if (st.status === 'matched')
        expect(held.rows).toContainEqual({ match_id: st.matchId, seat: st.seat, account_id: seekers[i]!.id });
  });

  it('counts in the waiting list, read on one instance, a move made through another', async () => {
    const [a, b, c] = cluster().urls as [string, string, string];
    const wes = await signUp(b, 'Wait');
    const m = await createMatch(a, { game: 'nim', players: 2, clock: { kind: 'turn', turnMs: 86_400_000 } });
    const mine = await joinMatch(a, m.id, { name: 'Wes' });
    const theirs = await joinMatch(c, m.id, { name: 'Guest' });
    const claimed = await call(b, 'POST', '/api/account/seats', {
      cookie: wes.cookie,
      body: { seats: [{ matchId: m.id, token: mine.token }] },
    });
    expect(claimed.body).toMatchObject({ held: [{ matchId: m.id, seat: mine.seat }] });
    const waiting = async () =>
      (await call<AccountWaiting>(b, 'GET', '/api/account/waiting', { cookie: wes.cookie })).body.waiting.map(
        (w) => w.match.id,
      );
    // Both seats bid first (N-1): Wes owes.
    expect(await until(waiting, (w) => w.includes(m.id), 'Wes owes the bid')).toEqual([m.id]);

    const player = await WireClient.connect(a);
    await player.hello(m.id, mine.token);
    const bid = player.next('update', (u) => u.version === 1);
    player.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await bid;
    // Wes bid through A: B's list no longer has the match.
    await until(waiting, (w) => !w.includes(m.id), 'the list drops the match after the move on A');

    const guest = await WireClient.connect(c);
    await guest.hello(m.id, theirs.token);
    const next = guest.next('update', (u) => u.version === 2);
    guest.send({ t: 'act', version: 1, action: { type: 'bid', n: 2 } });
    await next;
    // The guest bid through C: whether Wes owes now is as the match says, on every instance.
    const info = (await call<MatchInfo>(c, 'GET', `/api/matches/${m.id}`)).body;
    const owes = info.toMove!.includes(mine.seat);
    await until(waiting, (w) => w.includes(m.id) === owes, 'B’s list as the match says after the move on C');
    await player.close();
    await guest.close();
  });
});
