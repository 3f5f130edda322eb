/**
 * Issue 20, "done when": fast-check throws random and mutated frames and HTTP bodies at a running
 * server — wrong kinds, wrong types, huge numbers, deep nesting, binary frames, interleaved
 * closes — alongside legal play. After each run `/healthz` answers and every match's stored log
 * replays to the state the server holds, and to its stored snapshot.
 */
import fc from 'fast-check';
import { applyAction, type AnyGame, stateHash } from '@tabula/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const tables: Array<{ id: string; game: AnyGame; tokens: string[] }> = [];
beforeAll(async () => {
  server = await startTestServer({ limits: { perSecond: 10_000, burst: 10_000 } });
  for (const [game, players] of [
    ['nim', 2],
    ['loyang', 2],
    ['hansa', 3],
  ] as const) {
    const m = await createMatch(server.url, { game, players });
    const tokens: string[] = [];
    for (let i = 0; i < players; i++) tokens.push((await joinMatch(server.url, m.id, { name: `p${i}` })).token);
    tables.push({ id: m.id, game: serverGames[game]!, tokens });
  }
});
afterAll(async () => server?.close());

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.5, -1, '', 'x'.repeat(2_000), null, true, [], {}),
  fc.constantFrom({ __proto__: { polluted: 1 } }, JSON.parse('{"__proto__":{"x":1}}'), {
    constructor: { prototype: {} },
  }),
);

type Step =
  | { kind: 'legal'; table: number; seat: number; pick: number }
  | { kind: 'frame'; table: number; seat: number; text: string }
  | { kind: 'binary'; table: number; seat: number }
  | { kind: 'close'; table: number; seat: number; hard: boolean }
  | { kind: 'http'; path: string; body: string };

const frameText = fc.oneof(
  hostileValue.map((v) => JSON.stringify({ t: 'act', version: 0, action: v })),
  fc
    .record({
      t: fc.constantFrom('act', 'hello', 'ping', 'dance', 'ACT', ''),
      version: hostileValue,
      action: hostileValue,
      matchId: hostileValue,
      token: hostileValue,
      since: hostileValue,
    })
    .map((x) => JSON.stringify(x)),
  fc.nat({ max: 3 }).map((i) => JSON.stringify({ t: 'hello', matchId: tables[i % tables.length]!.id, since: 2 ** 40 })),
  // Issue 41: table talk under its new limits (refusals included).
  fc
    .record({ t: fc.constant('chat'), text: fc.oneof(fc.string({ maxLength: 600 }), hostileValue) })
    .map((x) => JSON.stringify(x)),
  fc
    .record({ t: fc.constant('chat'), quick: fc.constantFrom('good-game', 'thanks', 'you-lose', '') })
    .map((x) => JSON.stringify(x)),
  hostileValue.map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{"t":"act",',
    'not json',
    '\u0000',
    deep(5_000),
    `{"t":"act","version":0,"action":${deep(2_000)}}`,
    '"\\ud800"',
  ),
  fc.string({ maxLength: 200 }),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('legal' as const),
      table: fc.nat({ max: 2 }),
      seat: fc.nat({ max: 2 }),
      pick: fc.nat(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('frame' as const),
      table: fc.nat({ max: 2 }),
      seat: fc.nat({ max: 2 }),
      text: frameText,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('binary' as const), table: fc.nat({ max: 2 }), seat: fc.nat({ max: 2 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      table: fc.nat({ max: 2 }),
      seat: fc.nat({ max: 2 }),
      hard: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('http' as const),
      path: fc.constantFrom('/api/matches', '/api/matches/x/join', '/api/matches/%00/join', '/api/matches?limit=-1'),
      body: fc.oneof(
        hostileValue.map((v) => JSON.stringify(v)),
        fc.string({ maxLength: 100 }),
        fc.constant(deep(3_000)),
      ),
    }),
  },
);

/** Each table's seat connections, greeted; reopened when a step closed one. */
const conns = new Map<string, WireClient>();
async function conn(t: number, s: number): Promise<WireClient> {
  const table = tables[t]!;
  const seat = s % table.tokens.length;
  const key = `${t}:${seat}`;
  let c = conns.get(key);
  if (!c || c.closed || c.ws.readyState !== c.ws.OPEN) {
    c = await WireClient.connect(server.url);
    await c.hello(table.id, table.tokens[seat]);
    conns.set(key, c);
  }
  return c;
}

it('random and hostile frames and bodies never break the server or its logs', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
      for (const st of steps) {
        if (st.kind === 'http') {
          await fetch(`${server.url}${st.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: st.body,
          }).then((r) => r.text());
          continue;
        }
        const c = await conn(st.table, st.seat);
        if (st.kind === 'close') {
          if (st.hard) c.ws.terminate();
          else c.ws.close();
        } else if (st.kind === 'binary') c.ws.send(Buffer.from([0, 1, 2, 255]));
        else if (st.kind === 'frame') c.send(st.text);
        else {
          const u = (await c.seen('update', () => true)) ?? null;
          const latest = [...c.received].reverse().find((m) => m.t === 'update');
          if (u && latest && latest.t === 'update' && latest.legal.length)
            c.send({
              t: 'act',
              version: latest.version,
              action: latest.legal[st.pick % latest.legal.length] as Record<string, unknown>,
            });
        }
      }
      await new Promise((r) => setTimeout(r, 30));
      expect(await api<{ ok: boolean }>(server.url, 'GET', '/healthz')).toMatchObject({ ok: true });
      for (const t of tables) {
        const live = (await server.service.open(t.id))!;
        await live.chain.catch(() => undefined);
        const stored = (await server.store.getMatch(t.id))!;
        let state = t.game.setup({ players: stored.players, seed: stored.seed, options: stored.options });
        const log = await server.store.loadActions(t.id);
        for (const a of log) state = applyAction(t.game, state, a.seat, a.action).state;
        expect(log.length).toBe(live.version);
        expect(stateHash(state)).toBe(stateHash(live.state));
        const snap = await server.store.loadSnapshot(t.id);
        if (snap) {
          let at = t.game.setup({ players: stored.players, seed: stored.seed, options: stored.options });
          for (const a of log.slice(0, snap.version)) at = applyAction(t.game, at, a.seat, a.action).state;
          expect(stateHash(JSON.parse(snap.state))).toBe(stateHash(at));
        }
      }
    }),
    { numRuns: 40, seed: 20 },
  );
  for (const c of conns.values()) c.ws.terminate();
  // Legal play went on among the hostile input: the checks above compared real logs.
  const versions = await Promise.all(tables.map(async (t) => (await server.store.getMatch(t.id))!.version));
  expect(versions.reduce((a, b) => a + b, 0)).toBeGreaterThan(40);
});
