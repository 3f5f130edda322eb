/**
 * Issue 21: a finished match's players ask for a rematch (same game, seats and options, a new
 * seed), and the match listing says whose turn it is in a running match.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { MatchInfo, Rematched } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
const clients: WireClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.close();
  server = null;
});

const info = (id: string) => api<MatchInfo>(server!.url, 'GET', `/api/matches/${id}`);
const ask = (id: string, tokens: string[]) =>
  api<Rematched>(server!.url, 'POST', `/api/matches/${id}/rematch`, { tokens });
async function refused(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return { status: (e as ApiError).status, message: (e as Error).message };
}

/** A 2-person Nim match with a spectator-chat setting and a clock, ended by a resignation. */
async function finishedMatch() {
  server = await startTestServer();
  const m = await createMatch(server.url, {
    game: 'nim',
    players: 2,
    spectatorChat: false,
    clock: { kind: 'turn', turnMs: 86_400_000 },
    absentBot: 'random',
  });
  const ann = await joinMatch(server.url, m.id, { name: 'Ann' });
  const bob = await joinMatch(server.url, m.id, { name: 'Bob' });
  const c = await WireClient.connect(server.url);
  clients.push(c);
  await c.hello(m.id, bob.token);
  const over = c.next('update', (u) => u.outcome !== null);
  c.send({ t: 'resign' });
  await over;
  return { id: m.id, ann, bob, before: await info(m.id) };
}

describe('rematch', () => {
  it('starts the same match with a new seed; the asker keeps their seat and the other joins the same rematch', async () => {
    const { id, ann, bob, before } = await finishedMatch();
    expect(before.status).toBe('finished');
    const first = await ask(id, [ann.token]);
    expect(first.tokens.map((t) => t.seat)).toEqual([ann.seat]);
    const fresh = await info(first.matchId);
    expect(fresh.game).toBe('nim');
    expect(fresh.players).toBe(2);
    expect(fresh.seats[ann.seat]!.name).toBe('Ann');
    expect(fresh.seats[bob.seat]!.name).toBeNull();
    expect(fresh.status).toBe('open');
    // Bob's seat is kept for him: no stranger takes it from a lobby.
    expect(fresh.seats[bob.seat]!.reserved).toBe(true);
    expect((await refused(joinMatch(server!.url, first.matchId, { seat: bob.seat, name: 'Eve' }))).status).toBe(403);
    expect((await refused(joinMatch(server!.url, first.matchId, { name: 'Eve' }))).status).toBe(409);
    // The finished match points to its rematch, so Bob's table can offer it.
    expect((await info(id)).rematch).toBe(first.matchId);
    // Bob asking joins that rematch in his old seat: one new match, not two.
    const second = await ask(id, [bob.token]);
    expect(second.matchId).toBe(first.matchId);
    expect(second.tokens.map((t) => t.seat)).toEqual([bob.seat]);
    const running = await info(first.matchId);
    expect(running.status).toBe('running');
    expect(running.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    expect(running.clock?.kind).toBe('turn');
    // The new seat tokens play the new match.
    const c = await WireClient.connect(server!.url);
    clients.push(c);
    const { update } = await c.hello(first.matchId, second.tokens[0]!.token);
    expect(update.outcome).toBeNull();
  });

  it('keeps bots in their seats and a solo asker gets every person seat back', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, { game: 'nim', players: 2, seats: [{ name: 'Solo' }, { bot: 'random' }] });
    const c = await WireClient.connect(server.url);
    clients.push(c);
    await c.hello(m.id, m.tokens![0]!.token);
    const over = c.next('update', (u) => u.outcome !== null);
    c.send({ t: 'resign' });
    await over;
    const r = await ask(m.id, [m.tokens![0]!.token]);
    const fresh = await info(r.matchId);
    expect(fresh.status).toBe('running');
    expect(fresh.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Solo', null],
      ['random', 'random'],
    ]);
  });

  it('refuses a stranger, a running match, an unknown match and a bad body, changing nothing', async () => {
    const { id, ann } = await finishedMatch();
    expect(await refused(ask(id, ['not-a-seat-token']))).toMatchObject({
      status: 403,
      message: expect.stringContaining('only its players'),
    });
    expect((await info(id)).rematch).toBeUndefined();
    const running = await createMatch(server!.url, { game: 'nim', players: 2 });
    const j = await joinMatch(server!.url, running.id, { name: 'X' });
    await joinMatch(server!.url, running.id, { name: 'Y' });
    expect(await refused(ask(running.id, [j.token]))).toMatchObject({
      status: 409,
      message: expect.stringContaining('is running'),
    });
    expect((await refused(ask('nope', [ann.token]))).status).toBe(404);
    expect((await refused(api(server!.url, 'POST', `/api/matches/${id}/rematch`, { tokens: [] }))).status).toBe(400);
  });
});

describe('match listing', () => {
  it('says whose turn it is in a running match, and follows the moves', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const joined = [
      await joinMatch(server.url, m.id, { name: 'Ann' }),
      await joinMatch(server.url, m.id, { name: 'Bob' }),
    ];
    const listed = async () =>
      (await api<{ matches: MatchInfo[] }>(server!.url, 'GET', '/api/matches?status=running')).matches.find(
        (x) => x.id === m.id,
      )!;
    const first = await listed();
    // Bidding Nim opens with a simultaneous bid: both seats owe a decision.
    expect(first.toMove).toEqual([0, 1]);
    expect((await info(m.id)).toMove).toEqual(first.toMove);
    const mover = joined.find((j) => j.seat === 0)!;
    const c = await WireClient.connect(server.url);
    clients.push(c);
    const { update } = await c.hello(m.id, mover.token);
    expect(update.legal.length).toBeGreaterThan(0);
    const moved = c.next('update', (u) => u.version > update.version);
    c.send({ t: 'act', version: update.version, action: update.legal[0] as Record<string, unknown> });
    const after: { version: number; active: number[] } = await moved;
    const again = await listed();
    expect(again.version).toBe(after.version);
    expect(again.toMove).toEqual(after.active);
    expect(again.toMove).toEqual([1]);
  });
});
