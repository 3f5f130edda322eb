/**
 * Issue 44, "Friends", at a real server over 127.0.0.1: friend requests from sent to accepted,
 * declined, cancelled and ended; the friends list with who is online; blocking — no requests or
 * challenges across a block, no join of a blocker's table, no talk at it —; a private table listed
 * to its seat holder's friends only. Challenges: relationChallenges.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { MatchInfo, MatchList, RelationTo } from '@tabula/wire';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { type Person, relationCalls, relationServer } from './relationCalls';

const getServer = relationServer();
const { call, signUp, as, friendsOf, befriend, heldTable } = relationCalls(getServer);

describe('friend requests', () => {
  it('go from sent to accepted, show on both sides, and end by unfriending', async () => {
    const ann = await signUp('ann');
    const bob = await signUp('bob');
    const sent = await call('POST', `/api/friends/${bob.username}/request`, as(ann));
    expect(sent.body).toEqual({ username: bob.username, state: 'requested' });
    // Asked twice: still one request.
    expect((await call('POST', `/api/friends/${bob.username}/request`, as(ann))).body).toMatchObject({
      state: 'requested',
    });
    expect((await friendsOf(ann)).outgoing.map((r) => r.username)).toEqual([bob.username]);
    expect((await friendsOf(bob)).incoming.map((r) => r.username)).toEqual([ann.username]);
    expect((await call<RelationTo>('GET', `/api/friends/${ann.username}`, as(bob))).body).toEqual({
      username: ann.username,
      friend: false,
      request: 'in',
      blocking: false,
    });

    await call('POST', `/api/friends/${ann.username}/accept`, as(bob));
    const list = await friendsOf(ann);
    expect(list.friends).toEqual([{ username: bob.username, since: expect.any(String), online: true }]);
    expect(list.outgoing).toEqual([]);
    expect((await friendsOf(bob)).friends.map((f) => f.username)).toEqual([ann.username]);

    expect((await call('DELETE', `/api/friends/${ann.username}`, as(bob))).body).toMatchObject({ state: 'none' });
    expect((await friendsOf(ann)).friends).toEqual([]);
    expect((await call('DELETE', `/api/friends/${ann.username}`, as(bob))).status).toBe(404);
  });

  it('asking someone who asked first makes friends; a request can be declined or cancelled', async () => {
    const [a, b, c] = [await signUp('cat'), await signUp('dan'), await signUp('eve')];
    await call('POST', `/api/friends/${b.username}/request`, as(a));
    expect((await call('POST', `/api/friends/${a.username}/request`, as(b))).body).toMatchObject({ state: 'friends' });
    await call('POST', `/api/friends/${c.username}/request`, as(a));
    expect((await call('POST', `/api/friends/${a.username}/decline`, as(c))).body).toMatchObject({ state: 'none' });
    expect((await call('POST', `/api/friends/${a.username}/accept`, as(c))).status).toBe(404);
    await call('POST', `/api/friends/${c.username}/request`, as(b));
    expect((await call('POST', `/api/friends/${c.username}/cancel`, as(b))).body).toMatchObject({ state: 'none' });
    expect((await friendsOf(c)).incoming).toEqual([]);
  });

  it('refuses bad input clearly and changes nothing: signed out, a foreign origin, no such player, oneself', async () => {
    const a = await signUp('fay');
    const b = await signUp('gus');
    expect((await call('POST', `/api/friends/${b.username}/request`)).status).toBe(401);
    const foreign = await call('POST', `/api/friends/${b.username}/request`, {
      ...as(a),
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(String(foreign.body.error)).toMatch(/origin/);
    expect((await call('POST', '/api/friends/nobody_here_x/request', as(a))).status).toBe(404);
    expect((await call('POST', '/api/friends/a%20b/request', as(a))).status).toBe(400);
    expect((await call('POST', `/api/friends/${a.username}/request`, as(a))).status).toBe(400);
    expect((await friendsOf(b)).incoming).toEqual([]);
  });
});

describe('blocking', () => {
  it('ends a friendship and refuses requests both ways, with the same words', async () => {
    const a = await signUp('hal');
    const b = await signUp('ida');
    await befriend(a, b);
    expect((await call<RelationTo>('POST', `/api/blocks/${b.username}`, as(a))).body.blocking).toBe(true);
    expect((await friendsOf(a)).friends).toEqual([]);
    expect((await call('GET', '/api/blocks', as(a))).body).toEqual({
      blocked: [{ username: b.username, at: expect.any(String) }],
    });
    const from = await call('POST', `/api/friends/${a.username}/request`, as(b));
    const to = await call('POST', `/api/friends/${b.username}/request`, as(a));
    expect([from.status, to.status]).toEqual([403, 403]);
    expect(from.body.error).toBe(to.body.error);
    expect(
      (await call('POST', `/api/friends/${a.username}/challenge`, { ...as(b), body: { game: 'nim', players: 2 } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/api/blocks/${b.username}`, as(a))).body).toMatchObject({ blocking: false });
    expect((await call('DELETE', `/api/blocks/${b.username}`, as(a))).status).toBe(404);
    expect((await call('POST', `/api/friends/${a.username}/request`, as(b))).status).toBe(200);
  });

  it('keeps a blocked person from joining a table where the blocker holds a seat, saying no more than that', async () => {
    const a = await signUp('jan');
    const b = await signUp('kim');
    const id = await heldTable(a);
    await call('POST', `/api/blocks/${b.username}`, as(a));
    const refused = await call('POST', `/api/matches/${id}/join`, { ...as(b), body: { name: 'kim' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('you cannot join this table');
    expect((await call<MatchInfo>('GET', `/api/matches/${id}`)).body.seats[1]!.name).toBeNull();
    // The blocker cannot join the blocked person's table either (blocked either way).
    const theirs = await heldTable(b);
    expect((await call('POST', `/api/matches/${theirs}/join`, { ...as(a), body: { name: 'jan' } })).status).toBe(403);
    // Anyone else may.
    const c = await signUp('lee');
    expect((await call('POST', `/api/matches/${id}/join`, { ...as(c), body: { name: 'lee' } })).status).toBe(200);
  });

  it('refuses a blocked person’s lines at a table where the blocker holds a seat; the others talk on', async () => {
    const a = await signUp('max');
    const b = await signUp('ned');
    const m = await createMatch(getServer().url, { game: 'nim', players: 2 });
    const seats = [];
    for (const p of [a, b]) {
      const j = await joinMatch(getServer().url, m.id, { name: p.username });
      await call('POST', '/api/account/seats', { ...as(p), body: { seats: [{ matchId: m.id, token: j.token }] } });
      const client = await WireClient.connect(getServer().url);
      await client.hello(m.id, j.token);
      seats.push(client);
    }
    await call('POST', `/api/blocks/${b.username}`, as(a));
    const refused = seats[1]!.next('error');
    seats[1]!.send({ t: 'chat', text: 'hello?' });
    expect(await refused).toMatchObject({ code: 'chat-closed', message: 'you cannot talk at this table' });
    const heard = seats[1]!.next('chat');
    seats[0]!.send({ t: 'chat', text: 'still here' });
    // The blocker's own line is refused too (blocked either way); a spectator is heard.
    const own = seats[0]!.next('error');
    expect(await own).toMatchObject({ message: 'you cannot talk at this table' });
    const spectator = await WireClient.connect(getServer().url);
    await spectator.hello(m.id);
    spectator.send({ t: 'chat', text: 'watching' });
    expect((await heard).entries[0]).toMatchObject({ seat: null, text: 'watching' });
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });
});

describe('private tables', () => {
  it('are listed to the friends of an account holding a seat, and to no one else', async () => {
    const a = await signUp('oli');
    const friend = await signUp('pam');
    const stranger = await signUp('quy');
    await befriend(a, friend);
    const id = await heldTable(a, { private: true });
    const listed = async (p?: Person) =>
      (await call<MatchList>('GET', '/api/matches?status=open&limit=500', p ? as(p) : {})).body.matches.some(
        (m) => m.id === id,
      );
    expect([await listed(friend), await listed(stranger), await listed()]).toEqual([true, false, false]);
    expect((await call('POST', `/api/matches/${id}/join`, { ...as(friend), body: { name: 'pam' } })).status).toBe(200);
  });
});
