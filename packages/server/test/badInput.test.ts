/**
 * Bad input over the wire and over HTTP: each answered with a clear error code, nothing changed
 * (the match's version and log stay as they were).
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiError, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { MAX_FRAME_BYTES, type MatchInfo } from '@tabula/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    limits: { perSecond: 50, burst: 100 },
    allowedOrigins: ['https://friends.example'],
  });
});
afterAll(async () => server?.close());

const version = async (id: string) => (await api<MatchInfo>(server.url, 'GET', `/api/matches/${id}`)).version;

async function twoSeats() {
  const { info, seats } = await seatedMatch(server.url, 'nim', 2, {}, 'bad-input');
  const [a, b] = seats as [(typeof seats)[0], (typeof seats)[0]];
  const ua = (await a.client.hello(info.id, a.token)).update;
  await b.client.hello(info.id, b.token);
  return { id: info.id, a, b, ua };
}

describe('bad WebSocket input', () => {
  it('malformed JSON, unknown message, act before hello', async () => {
    const c = await WireClient.connect(server.url);
    let e = c.next('error');
    c.send('{"t":"hello",');
    expect((await e).code).toBe('bad-json');
    e = c.next('error');
    c.send({ t: 'dance' } as never);
    expect((await e).code).toBe('bad-message');
    e = c.next('error');
    c.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    expect((await e).code).toBe('not-authenticated');
    e = c.next('error');
    c.send({ t: 'hello', matchId: 'x'.repeat(65) });
    expect((await e).message).toMatch(/matchId/);
    await c.close();
  });

  it('unknown match, wrong token, a token of another match', async () => {
    const { id, a } = await twoSeats();
    const other = await createMatch(server.url, { game: 'nim', players: 2 });
    const c = await WireClient.connect(server.url);
    let e = c.next('error');
    c.send({ t: 'hello', matchId: 'no-such-match' });
    expect((await e).code).toBe('unknown-match');
    e = c.next('error');
    c.send({ t: 'hello', matchId: id, token: 'A'.repeat(32) });
    expect((await e).code).toBe('bad-token');
    e = c.next('error');
    c.send({ t: 'hello', matchId: other.id, token: a.token });
    expect((await e).code).toBe('bad-token');
    // Still unauthenticated: it cannot act.
    e = c.next('error');
    c.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    expect((await e).code).toBe('not-authenticated');
    expect(await version(id)).toBe(0);
    await c.close();
  });

  it('a spectator cannot act; a token acts only for its own seat', async () => {
    const { id, a, b } = await twoSeats();
    const spec = await WireClient.connect(server.url);
    const { welcome } = await spec.hello(id);
    expect(welcome.seat).toBeNull();
    const e = spec.next('error');
    spec.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    expect((await e).code).toBe('spectator');
    // Seat 0's token used on a second connection is seat 0 again, never seat 1.
    const again = await WireClient.connect(server.url);
    expect((await again.hello(id, a.token)).welcome.seat).toBe(0);
    const seen = b.client.next('update');
    again.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
    const u = await seen;
    expect(u.events.at(-1)!.seat).toBe(0);
    expect(await version(id)).toBe(1);
    await Promise.all([spec.close(), again.close()]);
  });

  it('stale version: refused with the current view, never applied twice', async () => {
    const { id, a, b } = await twoSeats();
    // Both bid at version 0 (simultaneous, N-1): neither is stale.
    let ua = a.client.next('update', (u) => u.version === 2);
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 } });
    b.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    const u2 = await ua;
    expect(u2.view).toMatchObject({ phase: 'take' });
    // Seat 0 (the high bidder) resends its bid against version 0: stale, with the current view.
    const err = a.client.next('error');
    ua = a.client.next('update');
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 } });
    expect(await err).toMatchObject({ code: 'stale', version: 2 });
    expect((await ua).version).toBe(2);
    // A future version is refused as stale too.
    const err2 = a.client.next('error');
    a.client.send({ t: 'act', version: 99, action: { type: 'heap', heap: 0 } });
    expect((await err2).code).toBe('stale');
    expect(await version(id)).toBe(2);
  });

  it('an act with a ref is answered by name: an ack with the version it produced, or a refusal with the same ref; a bad ref changes nothing', async () => {
    const { id, a, b } = await twoSeats();
    // Both bids go in at version 0; each seat's ack names the version its own bid produced, after the update showing it.
    const seen: number[] = [];
    a.client.onMessage((m) => m.t === 'update' && seen.push(m.version));
    const ackA = a.client.next('ack');
    const ackB = b.client.next('ack');
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 }, ref: 'a-1' });
    const [ka] = await Promise.all([ackA, b.client.next('update', (u) => u.version === 1)]);
    b.client.send({ t: 'act', version: 1, action: { type: 'bid', n: 1 }, ref: 7 });
    const kb = await ackB;
    expect(ka).toEqual({ t: 'ack', ref: 'a-1', version: 1 });
    expect(kb).toEqual({ t: 'ack', ref: 7, version: 2 });
    expect(seen[0]).toBe(1);
    // The same bid again: stale, and the refusal names the ref it answers.
    const err = a.client.next('error');
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 }, ref: 'again' });
    expect(await err).toMatchObject({ code: 'stale', ref: 'again', version: 2 });
    const illegal = a.client.next('error');
    a.client.send({ t: 'act', version: 2, action: { type: 'heap', heap: 99 }, ref: 0 });
    expect(await illegal).toMatchObject({ code: 'illegal', ref: 0 });
    // Refs that are not labels: the frame is refused as a whole, nothing applied.
    for (const ref of ['x'.repeat(65), -1, 1.5, { a: 1 }]) {
      const bad = a.client.next('error');
      a.client.send({ t: 'act', version: 2, action: { type: 'heap', heap: 0 }, ref } as never);
      expect(await bad).toMatchObject({ code: 'bad-message' });
    }
    expect(await version(id)).toBe(2);
  });

  it('illegal action and not your turn, with the rule id', async () => {
    const { id, a, b } = await twoSeats();
    let e = a.client.next('error');
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 7 } });
    expect(await e).toMatchObject({ code: 'illegal', ruleId: 'N-1' });
    e = a.client.next('error');
    a.client.send({ t: 'act', version: 0, action: { type: 'heap', heap: 0 } });
    expect(await e).toMatchObject({ code: 'illegal', ruleId: 'N-1' });
    e = a.client.next('error');
    a.client.send('{"t":"act","version":0,"action":{"type":"bid","n":1,"__proto__":{"n":3}}}');
    expect(await e).toMatchObject({ code: 'illegal', ruleId: 'ENGINE-MALFORMED' });
    e = a.client.next('error');
    a.client.send({
      t: 'act',
      version: 0,
      action: { type: 'bid', n: 1, x: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } },
    });
    expect(await e).toMatchObject({ code: 'illegal', ruleId: 'ENGINE-MALFORMED' });
    // Bids 1 and 1: the tie is drawn; the seat not drawn tries to choose a heap.
    const both = a.client.next('update', (u) => u.version === 2);
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    b.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    const u = await both;
    const idle = u.active[0] === 0 ? b : a;
    e = idle.client.next('error');
    idle.client.send({ t: 'act', version: 2, action: { type: 'heap', heap: 0 } });
    expect(await e).toMatchObject({ code: 'not-your-turn', ruleId: 'ENGINE-TURN' });
    expect(await version(id)).toBe(2);
  });

  it('oversized frame: a too-large error; far too large: the socket closes (1009)', async () => {
    const { id, a } = await twoSeats();
    const e = a.client.next('error');
    a.client.send(
      JSON.stringify({ t: 'act', version: 0, action: { type: 'bid', n: 1, pad: 'x'.repeat(MAX_FRAME_BYTES) } }),
    );
    expect((await e).code).toBe('too-large');
    const c = await WireClient.connect(server.url);
    const closed = new Promise<number>((r) => c.ws.once('close', (code) => r(code)));
    c.send('x'.repeat(MAX_FRAME_BYTES * 5));
    expect(await closed).toBe(1009);
    expect(await version(id)).toBe(0);
  });

  it('flood: rate-limited errors, nothing applied, then the connection is closed', async () => {
    const { id, a } = await twoSeats();
    const e = a.client.next('error', (m) => m.code === 'rate-limited');
    const closed = new Promise<number>((r) => a.client.ws.once('close', (code) => r(code)));
    for (let i = 0; i < 1300; i++) a.client.send({ t: 'act', version: 50, action: { type: 'bid', n: 1 } });
    expect((await e).message).toMatch(/too many messages/);
    expect(await closed).toBe(1008);
    expect(await version(id)).toBe(0);
  });

  it('origin check: foreign origins refused, own, configured and absent origins allowed', async () => {
    await expect(WireClient.connect(server.url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    for (const origin of [undefined, 'https://friends.example', server.url]) {
      const c = await WireClient.connect(server.url, origin ? { origin } : {});
      await c.close();
    }
  });
});

describe('bad HTTP input', () => {
  const post = (path: string, body: unknown) => api(server.url, 'POST', path, body).catch((e: ApiError) => e);

  it('create: schema errors name the field; game facts are checked', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ players: 2 }, /game/],
      [{ game: 'nim', players: 'two' }, /players/],
      [{ game: 'chess', players: 2 }, /unknown game "chess"/],
      [{ game: 'nim', players: 5 }, /2–4 players/],
      [{ game: 'nim', players: 2, options: { speed: 1 } }, /no option "speed"/],
      [{ game: 'nim', players: 2, seats: [{}] }, /seats/],
      [{ game: 'nim', players: 2, seats: [{ bot: 'genius' }, {}] }, /bot/],
      [{ game: 'nim', players: 2, seats: [{ bot: 'heuristic:ms=5' }, {}] }, /heuristic bot takes only eps/],
      [{ game: 'nim', players: 2, absentBot: 'search:ms=0' }, /^absentBot: ms must be at least 1/],
    ];
    for (const [body, why] of cases) {
      const r = (await post('/api/matches', body)) as ApiError;
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect((r.body as { error: string }).error).toMatch(why);
    }
  });

  it('malformed JSON body, bad ids, bad queries', async () => {
    const res = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"game":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBeTruthy();
    expect(((await api(server.url, 'GET', '/api/matches/nope').catch((e) => e)) as ApiError).status).toBe(404);
    expect(((await api(server.url, 'GET', `/api/matches/${'%27'.repeat(3)}`).catch((e) => e)) as ApiError).status).toBe(
      400,
    );
    expect(((await api(server.url, 'GET', '/api/matches?status=lost').catch((e) => e)) as ApiError).status).toBe(400);
    expect(((await api(server.url, 'GET', '/api/matches?limit=0').catch((e) => e)) as ApiError).status).toBe(400);
  });

  it('join: free seats only; the record only after the end', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    expect(((await post(`/api/matches/${m.id}/join`, { name: '' })) as ApiError).status).toBe(400);
    expect(((await post(`/api/matches/${m.id}/join`, { name: 'a', seat: 3 })) as ApiError).status).toBe(400);
    const j = await joinMatch(server.url, m.id, { name: 'a', seat: 1 });
    expect(j.seat).toBe(1);
    expect(j.token.length).toBeGreaterThanOrEqual(22);
    expect(((await post(`/api/matches/${m.id}/join`, { name: 'b', seat: 1 })) as ApiError).status).toBe(409);
    expect(((await api(server.url, 'GET', `/api/matches/${m.id}/record`).catch((e) => e)) as ApiError).status).toBe(
      409,
    );
    await joinMatch(server.url, m.id, { name: 'b' });
    expect(((await post(`/api/matches/${m.id}/join`, { name: 'c' })) as ApiError).status).toBe(409);
    expect(((await post('/api/matches/zzz/join', { name: 'c' })) as ApiError).status).toBe(404);
  });

  it('acting before every seat is taken is refused', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const j = await joinMatch(server.url, m.id, { name: 'a' });
    const c = await WireClient.connect(server.url);
    await c.hello(m.id, j.token);
    const e = c.next('error');
    c.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    expect((await e).message).toMatch(/not started/);
    await c.close();
  });
});

it('raw ws client without Origin header is accepted (CLI clients)', async () => {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  ws.close();
});
