/**
 * Input hygiene (issue 20, points 8–9), against real servers on 127.0.0.1:
 * - 8: every hosted game refuses an action that is not exactly one of its own (extra keys, huge
 *   keys, wrong types), over the wire and for every game in process; nothing is stored.
 * - 9: player names: NFC, and control, bidi-formatting and unpaired-surrogate characters refused
 *   with a 400 naming the problem — on SQLite, and on PostgreSQL when TABULA_TEST_PG_URL is set.
 * Points 10–11 (WebSocket origins, static files): hygieneWeb.test.ts.
 */
import { applyAction, isIllegalAction, Rng, sameAction } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError, createMatch, joinMatch } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import { startServer, type TabulaServer } from '../src/server';
import { openPostgresStore } from '../src/store/postgres';
import type { MatchInfo, ServerMessage } from '@tabula/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';
import { dropSchema } from './pgSchema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://tabula.example.org/play/' });
});
afterAll(async () => server?.close());

const info = (url: string, id: string) => api<MatchInfo>(url, 'GET', `/api/matches/${id}`);

describe('point 8: every game validates its actions strictly before apply', () => {
  type Update = Extract<ServerMessage, { t: 'update' }>;

  /** A seated match of `game`; the client of a seat that must act now, with its legal list. */
  async function actor(game: string, players: number) {
    const { info: m, seats } = await seatedMatch(server.url, game, players, {}, `hygiene-${game}`);
    const updates: Update[] = [];
    for (const s of seats) updates.push((await s.client.hello(m.id, s.token)).update);
    const i = seats.findIndex((s, k) => updates[k]!.legal.length > 0 && updates[k]!.active.includes(s.seat));
    return { id: m.id, seats, seat: seats[i]!, update: updates[i]! };
  }

  it('Nim over the wire: extra keys, 60 keys of 1,000 characters, wrong types → illegal N-5, nothing stored', async () => {
    const { id, seats, seat, update } = await actor('nim', 2);
    const huge = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`${i}`.padEnd(1000, 'k'), 1]));
    const bad: Array<Record<string, unknown>> = [
      { type: 'bid', n: 1, extra: 1 },
      { type: 'bid', n: 1, ...huge },
      { type: 'bid', n: '1' },
      { type: 'bid' },
      { type: 'take', n: 1, note: 'x' },
    ];
    for (const action of bad) {
      const e = seat.client.next('error');
      seat.client.send({ t: 'act', version: update.version, action });
      const err = await e;
      expect(err, JSON.stringify(action).slice(0, 60)).toMatchObject({ code: 'illegal', ruleId: 'N-5' });
      expect(err.message.length).toBeLessThan(400);
    }
    expect((await info(server.url, id)).version).toBe(0);
    expect(await server.store.loadActions(id)).toEqual([]);
    // The exact action is still applied, and stored as sent.
    const done = seat.client.next('update', (u) => u.version === 1);
    seat.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
    await done;
    expect(await server.store.loadActions(id)).toEqual([{ seat: seat.seat, action: { type: 'bid', n: 2 } }]);
    await Promise.all(seats.map((s) => s.client.close()));
  });

  for (const [game, players] of [
    ['loyang', 1],
    ['hansa', 2],
  ] as const) {
    it(`${game} over the wire: a legal action with an extra key is refused, nothing stored`, async () => {
      const { id, seats, seat, update } = await actor(game, players);
      const legal = update.legal[0] as Record<string, unknown>;
      for (const action of [
        { ...legal, extra: 1 },
        { ...legal, ['k'.repeat(1000)]: 'v'.repeat(1000) },
      ]) {
        const e = seat.client.next('error');
        seat.client.send({ t: 'act', version: update.version, action });
        expect((await e).code).toBe('illegal');
      }
      expect((await info(server.url, id)).version).toBe(update.version);
      expect(await server.store.loadActions(id)).toHaveLength(update.version);
      await Promise.all(seats.map((s) => s.client.close()));
    });
  }

  /** Variants of a legal action that no game lists: an extra key, a missing key, wrong types, huge strings. */
  function mutations(a: Record<string, unknown>): unknown[] {
    const out: unknown[] = [
      { ...a, extra: 1 },
      { ...a, ['k'.repeat(1000)]: 1 },
    ];
    for (const [k, v] of Object.entries(a)) {
      if (k !== 'type') {
        const { [k]: _, ...rest } = a;
        out.push(rest);
      }
      out.push({ ...a, [k]: 'x'.repeat(1000) }, { ...a, [k]: null }, { ...a, [k]: String(v) }, { ...a, [k]: [v] });
      if (typeof v === 'number') out.push({ ...a, [k]: v + 0.5 }, { ...a, [k]: true });
    }
    return out;
  }

  it('every hosted game, in random positions: only a listed action is accepted (applyAction, as the server calls it)', () => {
    const accepted: string[] = [];
    for (const [id, game] of Object.entries(serverGames)) {
      for (const players of [game.facts.minPlayers, game.facts.maxPlayers]) {
        const rng = Rng.seed(`hygiene-${id}-${players}`);
        let s = game.setup({ players, seed: `hygiene-${players}` });
        for (let step = 0; step < 300 && game.activeSeats(s).length; step++) {
          const seats = game.activeSeats(s);
          const seat = seats[rng.int(seats.length)]!;
          const legal = game.legalActions(s, seat);
          const a = legal[rng.int(legal.length)];
          for (const m of mutations(a)) {
            try {
              applyAction(game, s, seat, m);
              if (!legal.some((l: unknown) => sameAction(l, m)))
                accepted.push(`${id}: ${JSON.stringify(m).slice(0, 100)}`);
            } catch (e) {
              if (!isIllegalAction(e)) throw e;
            }
          }
          s = applyAction(game, s, seat, a).state;
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});

/** The name checks, against a server at `url()`. */
function nameSuite(url: () => string) {
  const join = async (name: unknown) => {
    const m = await createMatch(url(), { game: 'nim', players: 2 });
    const r = await joinMatch(url(), m.id, { name } as never).catch((e: ApiError) => e);
    return { id: m.id, r };
  };

  const refused: Array<[string, string, RegExp]> = [
    ['NUL', 'bob\u0000', /control characters \(U\+0000 at index 3\)/],
    ['a newline', 'bob\nalice', /control characters \(U\+000A/],
    ['DEL', 'bob\u007F', /control characters \(U\+007F/],
    ['a C1 control', '\u0085bob', /control characters \(U\+0085/],
    ['a right-to-left override', 'admin\u202Egnp.exe', /bidirectional formatting characters \(U\+202E at index 5\)/],
    ['an isolate', 'a\u2066b\u2069', /bidirectional formatting characters \(U\+2066/],
    ['a right-to-left mark', 'a\u200Fb', /bidirectional formatting characters \(U\+200F/],
    ['an Arabic letter mark', 'a\u061Cb', /bidirectional formatting characters \(U\+061C/],
    ['a lone high surrogate', 'a\uD800b', /unpaired surrogates \(U\+D800 at index 1/],
    ['a lone low surrogate', 'ab\uDC00', /unpaired surrogates \(U\+DC00 at index 2/],
  ];
  for (const [what, name, why] of refused) {
    it(`refuses ${what} with a 400 naming it, and the seat stays free`, async () => {
      const { id, r } = await join(name);
      expect(r).toBeInstanceOf(ApiError);
      expect((r as ApiError).status).toBe(400);
      expect(((r as ApiError).body as { error: string }).error).toMatch(
        /^bad join request: name: a name may not contain /,
      );
      expect(((r as ApiError).body as { error: string }).error).toMatch(why);
      expect((await info(url(), id)).seats.every((s) => s.name === null)).toBe(true);
    });
  }

  it('stores names NFC-normalised and trimmed; keeps real text (accents, CJK, emoji, Arabic)', async () => {
    for (const [sent, stored] of [
      ['  Ame\u0301lie ', 'Am\u00e9lie'],
      ['Zoë', 'Zoë'],
      ['李小龙', '李小龙'],
      ['🎲 dice', '🎲 dice'],
      ['مرحبا', 'مرحبا'],
    ]) {
      const { id, r } = await join(sent);
      expect(r).not.toBeInstanceOf(ApiError);
      expect((await info(url(), id)).seats[0]!.name).toBe(stored);
    }
  });
}

describe('point 9: player names (SQLite)', () => nameSuite(() => server.url));

const PG_URL = process.env.TABULA_TEST_PG_URL;
describe.skipIf(!PG_URL)('point 9: player names (PostgreSQL)', () => {
  const schema = `s_hyg_${process.pid}_${Date.now()}`;
  let pgServer: TabulaServer | undefined;
  beforeAll(async () => {
    pgServer = await startServer({
      port: 0,
      webDir: null,
      botThreads: 1,
      store: await openPostgresStore(PG_URL!, { schema }),
    });
  });
  afterAll(async () => {
    await pgServer?.close();
    await dropSchema(schema);
  });
  nameSuite(() => pgServer!.url);
});
if (!PG_URL)
  console.warn(
    '\n*** TABULA_TEST_PG_URL is not set: the PostgreSQL name checks of hygiene.test.ts are SKIPPED (CI sets it) ***\n',
  );
