/**
 * Issue 44, "challenge a friend" at a real server over 127.0.0.1: a match whose two seats are held
 * by the two accounts, accepted (the match starts, played through the sessions) or declined (the
 * match closed); and the `blocked(a, b)` dependency seek pairing takes.
 */
import { describe, expect, it } from 'vitest';
import type { Challenged, MatchInfo } from '@tabula/wire';
import { joinMatch, WireClient } from '../src/bench/client';
import { type Person, relationCalls, relationServer } from './relationCalls';

const getServer = relationServer();
const { call, signUp, as, friendsOf, befriend } = relationCalls(getServer);

describe('challenges', () => {
  it('create a match whose two seats are held by the two accounts; accepting starts it, played through the sessions', async () => {
    const a = await signUp('ray');
    const b = await signUp('sue');
    expect(
      (await call('POST', `/api/friends/${b.username}/challenge`, { ...as(a), body: { game: 'nim', players: 2 } }))
        .status,
    ).toBe(403);
    await befriend(a, b);
    const bad = await call('POST', `/api/friends/${b.username}/challenge`, {
      ...as(a),
      body: { game: 'nim', players: 3 },
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/players must be 2/);
    const made = await call<Challenged>('POST', `/api/friends/${b.username}/challenge`, {
      ...as(a),
      body: { game: 'nim', players: 2 },
    });
    expect(made.status).toBe(201);
    const id = made.body.match.id;
    expect(made.body.match).toMatchObject({ status: 'open', private: true });
    const mine = async (p: Person) =>
      (
        await call<{ matches: Array<{ seat: number; match: MatchInfo }> }>('GET', '/api/account/matches', as(p))
      ).body.matches
        .filter((x) => x.match.id === id)
        .map((x) => x.seat);
    expect([await mine(a), await mine(b)]).toEqual([[0], [1]]);
    expect((await friendsOf(b)).challengesIn).toEqual([
      { matchId: id, username: a.username, game: 'nim', at: expect.any(String) },
    ]);
    expect((await friendsOf(a)).challengesOut.map((c) => c.username)).toEqual([b.username]);
    // Nobody else takes the friend's seat.
    expect((await joinMatch(getServer().url, id, { name: 'intruder' }).catch((e: Error) => e)) instanceof Error).toBe(
      true,
    );

    const accepted = await call('POST', `/api/challenges/${id}/accept`, as(b));
    expect(accepted.body).toMatchObject({ matchId: id, seat: 1 });
    expect((await call<MatchInfo>('GET', `/api/matches/${id}`)).body.status).toBe('running');
    expect((await friendsOf(b)).challengesIn).toEqual([]);
    // The friend plays by the session: a hello naming the held seat, no token.
    const client = await WireClient.connect(getServer().url, { headers: { cookie: b.cookie } });
    const welcome = client.next('welcome');
    client.send({ t: 'hello', matchId: id, seat: 1 });
    expect(await welcome).toMatchObject({ seat: 1 });
    await client.close();
  });

  it('declined, closes the match as an unjoined open match is closed', async () => {
    const a = await signUp('tim');
    const b = await signUp('uma');
    await befriend(a, b);
    const id = (
      await call<Challenged>('POST', `/api/friends/${b.username}/challenge`, {
        ...as(a),
        body: { game: 'nim', players: 2 },
      })
    ).body.match.id;
    expect((await call('POST', `/api/challenges/${id}/decline`, as(await signUp('vic')))).status).toBe(404);
    expect((await call('POST', `/api/challenges/${id}/decline`, as(b))).body).toEqual({ closed: true });
    expect((await call<MatchInfo>('GET', `/api/matches/${id}`)).body.status).toBe('expired');
    expect((await call('POST', `/api/challenges/${id}/accept`, as(b))).status).toBe(404);
    expect((await friendsOf(a)).challengesOut).toEqual([]);

    // A block closes the open challenges between the two the same way.
    const next = (
      await call<Challenged>('POST', `/api/friends/${b.username}/challenge`, {
        ...as(a),
        body: { game: 'nim', players: 2 },
      })
    ).body.match.id;
    await call('POST', `/api/blocks/${a.username}`, as(b));
    expect((await call<MatchInfo>('GET', `/api/matches/${next}`)).body.status).toBe('expired');
    expect((await friendsOf(b)).challengesIn).toEqual([]);
  });
});

describe('the blocked(a, b) dependency', () => {
  it('is true either way and false for oneself', async () => {
    const a = await signUp('wes');
    const b = await signUp('xia');
    const id = async (p: Person) => (await call<{ account: { id: string } }>('GET', '/api/me', as(p))).body.account.id;
    const [ia, ib] = [await id(a), await id(b)];
    expect(await getServer().relations.blocked(ia, ib)).toBe(false);
    await call('POST', `/api/blocks/${a.username}`, as(b));
    expect([await getServer().relations.blocked(ia, ib), await getServer().relations.blocked(ib, ia)]).toEqual([
      true,
      true,
    ]);
    expect(await getServer().relations.blocked(ia, ia)).toBe(false);
  });
});
