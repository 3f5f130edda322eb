/**
 * Issue 44, "Ratings", at a real server over 127.0.0.1: a rated match is asked for at creation and
 * refused (400, saying why) where it could never be rated; a rated 2-player Hansa match between
 * two accounts, ended by a resignation, moves both ratings as openskill says — the resigner last —,
 * shows the change in the match's info, on the leaderboard and on both profiles, and is counted
 * once, a restart included; a 3-player Loyang match played to its end ranks its resigned seat last; a guest seat, one account in both seats or a casual match move nothing;
 * an unknown game or player is a clear 404 or 400.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rate, rating } from 'openskill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMatch, Leaderboard, MatchInfo, PlayerProfile, ServerMessage } from '@tabula/wire';
import { serverGames } from '@tabula/wire/games';
import { autoPlay } from '../src/bench/autoPlayer';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { shownRating } from '../src/rating/scale';
import { startServer, type TabulaServer } from '../src/server';
import { playWholeGame } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'tabula-ratings-'));
let server: TabulaServer;
const start = () => startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 1 });
beforeAll(async () => {
  server = await start();
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: T; cookie: string | null }> {
  const r = await fetch(server.url + path, {
    method,
    headers: {
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: r.status, body: (await r.json()) as T, cookie: r.headers.get('set-cookie')?.split(';')[0] ?? null };
}

let n = 0;
/** A new account, signed in: its name and session cookie. */
async function signUp(stem: string): Promise<{ username: string; cookie: string }> {
  const username = `${stem}${++n}${Date.now() % 100000}`;
  const up = await call('POST', '/api/account', { body: { username, password: 'a long passphrase' } });
  expect(up.status).toBe(201);
  return { username, cookie: up.cookie! };
}

type Update = Extract<ServerMessage, { t: 'update' }>;

const RATED: CreateMatch = {
  game: 'hansa',
  players: 2,
  rated: true,
  clock: { kind: 'realtime', baseMs: 600_000, incrementMs: 10_000 },
};

/** A rated (or casual) match, 2-player Hansa by default, seat i joined by `people[i]` (null: a guest) and claimed. */
async function table(people: Array<{ cookie: string } | null>, req: CreateMatch = RATED) {
  const m = await createMatch(server.url, req);
  const seats = [];
  for (const [i, person] of people.entries()) {
    const j = await joinMatch(server.url, m.id, { name: `p${i}` });
    if (person) {
      const claim = await call('POST', '/api/account/seats', {
        cookie: person.cookie,
        body: { seats: [{ matchId: m.id, token: j.token }] },
      });
      expect(claim.body).toMatchObject({ held: [{ matchId: m.id, seat: j.seat }] });
    }
    const client = await WireClient.connect(server.url);
    await client.hello(m.id, j.token);
    seats.push({ ...j, client });
  }
  return { id: m.id, seats };
}

/** Seat `seat` resigns; resolves with the match's info once it is over and its end counted. */
async function resign(t: Awaited<ReturnType<typeof table>>, seat: number): Promise<MatchInfo> {
  const other = t.seats[1 - seat]!.client;
  const over = other.next('update', (u) => u.outcome !== null);
  t.seats[seat]!.client.send({ t: 'resign' });
  await over;
  return settled(t);
}

/** The match's info once its end was heard by the ratings (clients closed). */
async function settled(t: Awaited<ReturnType<typeof table>>): Promise<MatchInfo> {
  await Promise.all(t.seats.map((s) => s.client.close()));
  // The ratings hear of the end once it is stored, beside the update: a rated match's end is
  // taken (counted or not) when the store no longer lists it among the untaken.
  for (let i = 0; i < 200 && (await server.store.untakenEnds()).includes(t.id); i++)
    await new Promise((r) => setTimeout(r, 10));
  return (await call<MatchInfo>('GET', `/api/matches/${t.id}`)).body;
}

const profile = async (username: string) => (await call<PlayerProfile>('GET', `/api/players/${username}`)).body;

describe('creating a rated match', () => {
  it('refuses rated where it could never be rated, saying why, and creates nothing', async () => {
    const before = (await call<{ matches: unknown[] }>('GET', '/api/matches?limit=500')).body.matches.length;
    const refusals: Array<[Partial<CreateMatch>, RegExp]> = [
      [{ game: 'nim' }, /rated: only loyang and hansa are rated, not "nim"/],
      [{ game: 'loyang', players: 1 }, /rated: a solo match is never rated/],
      [{ seats: [{}, { bot: 'random' }] }, /rated: a match with a bot at a seat is never rated/],
      [{ seed: 7, seats: [{ name: 'a' }, {}] }, /fixed seed/],
      [{ clock: undefined }, /rated: a rated match needs a clock/],
      [{ seats: [{ name: 'a' }, { name: 'b' }] }, /rated: a hot-seat match .* is never rated/],
    ];
    for (const [change, why] of refusals) {
      const r = await call('POST', '/api/matches', { body: { ...RATED, ...change } });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(String(r.body.error)).toMatch(why);
    }
    expect((await call<{ matches: unknown[] }>('GET', '/api/matches?limit=500')).body.matches).toHaveLength(before);
  });

  it('says in the match info that a match is rated, and nothing for a casual one', async () => {
    expect((await call<MatchInfo>('POST', '/api/matches', { body: RATED })).body.rated).toBe(true);
    expect(
      (await call<MatchInfo>('POST', '/api/matches', { body: { ...RATED, rated: false } })).body,
    ).not.toHaveProperty('rated');
  });
});

describe('a rated match', () => {
  it('moves both ratings as openskill says when one resigns: shown on the ending, the board and both profiles', async () => {
    const ann = await signUp('ann');
    const bob = await signUp('bob');
    const t = await table([ann, bob]);
    const info = await resign(t, 0);
    expect(info.status).toBe('finished');
    // Bob won, Ann resigned: ranked last (issue 44).
    const [annAfter, bobAfter] = rate([[rating()], [rating()]], { rank: [2, 1] }).map(([r]) => shownRating(r!));
    expect(info.ratingChanges).toEqual([
      {
        seat: 0,
        username: ann.username,
        rank: 2,
        before: 1500,
        after: annAfter,
        change: annAfter! - 1500,
        provisional: true,
      },
      {
        seat: 1,
        username: bob.username,
        rank: 1,
        before: 1500,
        after: bobAfter,
        change: bobAfter! - 1500,
        provisional: true,
      },
    ]);
    expect(bobAfter).toBeGreaterThan(annAfter!);

    const board = (await call<Leaderboard>('GET', '/api/ratings/hansa?limit=100')).body;
    const line = (u: string) => board.players.find((p) => p.username === u);
    expect(line(bob.username)).toMatchObject({ rating: bobAfter, provisional: true, games: 1 });
    expect(line(ann.username)).toMatchObject({ rating: annAfter, games: 1 });
    expect(line(bob.username)!.place).toBeLessThan(line(ann.username)!.place);

    const p = await profile(bob.username.toUpperCase());
    expect(p.username).toBe(bob.username);
    expect(p.ratings).toEqual([
      {
        game: 'hansa',
        rating: bobAfter,
        provisional: true,
        games: 1,
        history: [{ matchId: t.id, at: expect.any(String), rating: bobAfter }],
      },
    ]);
  });

  it('is counted once: a restart (the start-up catch-up) counts it no second time', async () => {
    const cay = await signUp('cay');
    const dee = await signUp('dee');
    await resign(await table([cay, dee]), 1);
    const before = await profile(cay.username);
    await server.close();
    server = await start();
    expect(await profile(cay.username)).toEqual(before);
    expect(before.ratings[0]!.games).toBe(1);
  });

  it('moves nothing when a seat is a guest’s, when one account holds both seats, or when it was casual', async () => {
    const eve = await signUp('eve');
    const fay = await signUp('fay');
    const guest = await resign(await table([eve, null]), 1);
    const twice = await resign(await table([eve, eve]), 0);
    const casual = await resign(await table([eve, fay], { ...RATED, rated: false }), 0);
    for (const m of [guest, twice, casual]) {
      expect(m.status).toBe('finished');
      expect(m).not.toHaveProperty('ratingChanges');
    }
    expect(guest.rated && twice.rated).toBe(true);
    expect((await profile(eve.username)).ratings).toEqual([]);
    expect((await profile(fay.username)).ratings).toEqual([]);
  });
});

describe('a rated 3-player match played to its end', () => {
  it('ranks the seat that resigned last and the others by the game’s result, as openskill says (Loyang)', async () => {
    const people = [await signUp('gil'), await signUp('hal'), await signUp('ida')];
    const t = await table(people, { ...RATED, game: 'loyang', players: 3, absentBot: 'random' });
    const taken = t.seats[0]!.client.next('update', (u) => u.seats[1]!.resigned === true);
    t.seats[1]!.client.send({ t: 'resign' });
    await taken;
    const players = [0, 2].map((s) => {
      const client = t.seats[s]!.client;
      const initial = [...client.received].reverse().find((m) => m.t === 'update') as Update;
      return autoPlay(client, s, { game: serverGames.loyang!, initial });
    });
    await Promise.all(players.map((p) => p.done));
    const info = await settled(t);
    expect(info.status).toBe('finished');
    // Issue 23: the resigned seat ranks last in the game's result, and so in the rating's.
    const ranking = info.outcome!.ranking;
    expect(ranking[1]).toBe(3);
    expect(info.ratingChanges!.map((c) => [c.seat, c.rank])).toEqual(ranking.map((r, seat) => [seat, r]));
    const direct = rate([[rating()], [rating()], [rating()]], { rank: ranking }).map(([r]) => shownRating(r!));
    expect(info.ratingChanges!.map((c) => c.after)).toEqual(direct);
  });
});

describe('the end of a match', () => {
  it('is told to the ratings once when the last action ends it (not only on a resignation)', async () => {
    const heard: string[] = [];
    server.service.onEnd((m) => heard.push(m.id));
    const { info } = await playWholeGame(server.url, serverGames.nim!, 2);
    expect(heard.filter((id) => id === info.id)).toHaveLength(1);
  });
});

describe('bad requests', () => {
  it('answers an unknown game 404 and a bad page 400, naming the rated games', async () => {
    const chess = await call('GET', '/api/ratings/chess');
    expect(chess.status).toBe(404);
    expect(chess.body.error).toBe('no leaderboard for "chess": the rated games are loyang and hansa');
    expect((await call('GET', '/api/ratings/nim')).status).toBe(404);
    const page = await call('GET', '/api/ratings/loyang?limit=0');
    expect(page.status).toBe(400);
    expect(String(page.body.error)).toMatch(/limit/);
    expect((await call('GET', '/api/ratings/loyang?sort=name')).status).toBe(400);
    expect((await call<Leaderboard>('GET', '/api/ratings/loyang')).body).toMatchObject({ game: 'loyang' });
  });

  it('answers an unknown player 404 and a name no one can have 400', async () => {
    const nobody = await call('GET', '/api/players/nobody_here');
    expect(nobody.status).toBe(404);
    expect(nobody.body.error).toBe('no player named "nobody_here"');
    const bad = await call('GET', `/api/players/${encodeURIComponent('a b')}`);
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/no player can be named "a b": a username is one word/);
  });
});
