/**
 * Issue 44, "Friends", at a real server over 127.0.0.1: friend requests from sent to accepted,
 * declined, cancelled and ended; the friends list with who is online; blocking — no requests or
 * challenges across a block, no join of a blocker's table, no talk at it —; a private table listed
 * to its seat holder's friends only; a challenge whose two seats are held by the two accounts,
 * accepted (the match starts, played through the sessions) or declined (the match closed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenged, Friends, MatchInfo, MatchList, RelationTo } from '@tabula/wire';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { startServer, type TabulaServer } from '../src/server';

const dir = mkdtempSync(join(tmpdir(), 'tabula-relations-'));
let server: TabulaServer;
beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 1 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string; origin?: string } = {},
): Promise<{ status: number; body: T; cookie: string | null }> {
  const r = await fetch(server.url + path, {
    method,
    headers: {
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.origin ? { origin: o.origin } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: r.status, body: (await r.json()) as T, cookie: r.headers.get('set-cookie')?.split(';')[0] ?? null };
}

let n = 0;
type Person = { username: string; cookie: string };
async function signUp(stem: string): Promise<Person> {
  const username = `${stem}${++n}${Date.now() % 100000}`;
  const up = await call('POST', '/api/account', { body: { username, password: 'a long passphrase' } });
  expect(up.status).toBe(201);
  return { username, cookie: up.cookie! };
}

const as = (p: Person) => ({ cookie: p.cookie });
const friendsOf = async (p: Person) => (await call<Friends>('GET', '/api/friends', as(p))).body;

async function befriend(a: Person, b: Person): Promise<void> {
  expect((await call('POST', `/api/friends/${b.username}/request`, as(a))).body).toMatchObject({ state: 'requested' });
  expect((await call('POST', `/api/friends/${a.username}/accept`, as(b))).body).toMatchObject({ state: 'friends' });
}

/** An open 2-player Nim match whose seat 0 `holder` joined and claimed; its id. */
async function heldTable(holder: Person, extra: Partial<Parameters<typeof createMatch>[1]> = {}): Promise<string> {
  const m = await createMatch(server.url, { game: 'nim', players: 2, ...extra });
  const j = await joinMatch(server.url, m.id, { name: holder.username });
  const claim = await call('POST', '/api/account/seats', {
    ...as(holder),
    body: { seats: [{ matchId: m.id, token: j.token }] },
  });
  expect(claim.body).toMatchObject({ held: [{ matchId: m.id, seat: 0 }] });
  return m.id;
}

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
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const seats = [];
    for (const p of [a, b]) {
      const j = await joinMatch(server.url, m.id, { name: p.username });
      await call('POST', '/api/account/seats', { ...as(p), body: { seats: [{ matchId: m.id, token: j.token }] } });
      const client = await WireClient.connect(server.url);
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
    const spectator = await WireClient.connect(server.url);
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
    expect((await joinMatch(server.url, id, { name: 'intruder' }).catch((e: Error) => e)) instanceof Error).toBe(true);

    const accepted = await call('POST', `/api/challenges/${id}/accept`, as(b));
    expect(accepted.body).toMatchObject({ matchId: id, seat: 1 });
    expect((await call<MatchInfo>('GET', `/api/matches/${id}`)).body.status).toBe('running');
    expect((await friendsOf(b)).challengesIn).toEqual([]);
    // The friend plays by the session: a hello naming the held seat, no token.
    const client = await WireClient.connect(server.url, { headers: { cookie: b.cookie } });
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
    expect(await server.relations.blocked(ia, ib)).toBe(false);
    await call('POST', `/api/blocks/${a.username}`, as(b));
    expect([await server.relations.blocked(ia, ib), await server.relations.blocked(ib, ia)]).toEqual([true, true]);
    expect(await server.relations.blocked(ia, ia)).toBe(false);
  });
});
