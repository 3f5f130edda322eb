/**
 * The fixed positions the visual references show (issue 45): matches created on the server with a
 * fixed seed (hot-seat or solo, where the server allows one) and driven over the wire by a seeded
 * policy, one action at a time, so the same seed gives the same table on every run.
 */
import { Rng } from '@tabula/engine';
import { loyang, type LoyangAction } from '@tabula/loyang';
import { createMatch, WireClient } from '@tabula/server/bench';
import type { ServerMessage } from '@tabula/wire';

export type Update = Extract<ServerMessage, { t: 'update' }>;
type Action = Record<string, unknown>;
/** Chooses seat `seat`'s next action from its legal ones; `done` says the position is reached. */
export interface Script {
  choose(legal: Action[], seat: number, rng: Rng, step: number): Action;
  done(updates: Update[], step: number): boolean;
}

export interface Position {
  /** The reference's name: `visual/<name>-<w>x<h>.png`. */
  name: string;
  game: 'loyang' | 'hansa';
  lang: 'en' | 'de' | 'it';
  /** Where the page is ready to be photographed. */
  mark: string;
  /** Scrolled into view before the photograph, when not the top of the page. */
  scrollTo?: string;
  set(url: string): Promise<Table>;
}

/** A match on the server, the seat the page shows and its token, and the version it shows. */
export interface Table {
  id: string;
  token: string;
  version: number;
}

/** Loyang as the e2e tests play it at random: step on the Path when offered, rarely a Loan. */
export const loyangScript = (steps: number): Script => ({
  choose(legal, _seat, rng) {
    const step = legal.find((a) => a.type === 'step');
    if (step) return step;
    const pass = legal.filter((a) => loyang.isPass!(a as LoyangAction));
    if (pass.length && rng.next() < 0.3) return pass[0]!;
    const useful = legal.filter((a) => a.type !== 'loan');
    return rng.pick(useful.length ? useful : legal);
  },
  done: (_u, step) => step >= steps,
});

/**
 * Hansa: Bob (seat 1) displaces once he can after the opening; until then both place pieces
 * more than they do anything else. Done when Ann owes her displaced piece's new post (H-8.4).
 */
export const hansaScript = (steps: number, displaced: boolean): Script => ({
  choose(legal, seat, rng, step) {
    const of = (t: string, action?: string) => legal.filter((a) => a.type === t && (!action || a.action === action));
    if (displaced && seat === 1 && step >= 12) {
      const d = of('displace')[0] ?? of('begin', 'displace')[0];
      if (d) return d;
    }
    const placing = [...of('place'), ...of('begin', 'place')];
    if (placing.length && rng.next() < 0.8) return rng.pick(placing);
    const rest = legal.filter((a) => a.type !== 'endTurn' && a.type !== 'undo');
    return rng.pick(rest.length ? rest : legal);
  },
  done: (u, step) => (displaced ? u[0]!.legal.some((a) => (a as Action).type === 'relocate') : step >= steps),
});

/** A script that has not reached its position by then never will (a changed engine or seed). */
const MAX_STEPS = 2000;

/** Solo Loyang to the end. */
const toTheEnd = (): Script => ({ ...loyangScript(Infinity), done: (u) => u[0]!.outcome !== null });

/** Creates the match, plays `script` to its position and returns seat 0's table. */
export async function play(url: string, game: 'loyang' | 'hansa', players: number, seed: number, script: Script) {
  const names = ['Ann', 'Bob'].slice(0, players);
  const m = await createMatch(url, { game, players, seed, seats: names.map((name) => ({ name })) });
  const tokens = m.tokens!.map((t) => t.token);
  const clients = await Promise.all(tokens.map(() => WireClient.connect(url, { keep: false })));
  try {
    const updates = await Promise.all(clients.map(async (c, i) => (await c.hello(m.id, tokens[i])).update));
    const rng = Rng.seed(seed);
    let step = 0;
    while (!script.done(updates, step) && updates[0]!.outcome === null) {
      if (step > MAX_STEPS) throw new Error(`the position was not reached in ${MAX_STEPS} actions`);
      const seat = updates.findIndex((u) => u.legal.length > 0);
      if (seat < 0) throw new Error(`no seat can act at version ${updates[0]!.version}`);
      const version = updates[seat]!.version;
      const action = script.choose(updates[seat]!.legal as Action[], seat, rng, step);
      const next = clients.map((c) => c.next('update', (u) => u.version > version, 30_000));
      clients[seat]!.send({ t: 'act', version, action });
      const got = await Promise.all(next);
      got.forEach((u, i) => (updates[i] = u));
      step++;
    }
    return { id: m.id, token: tokens[0]!, version: updates[0]!.version };
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

export const POSITIONS: Position[] = [
  {
    name: 'loyang-start',
    game: 'loyang',
    lang: 'en',
    mark: 'loyang-table',
    set: (url) => play(url, 'loyang', 2, 45, loyangScript(0)),
  },
  {
    name: 'loyang-mid',
    game: 'loyang',
    lang: 'en',
    mark: 'loyang-table',
    set: (url) => play(url, 'loyang', 2, 45, loyangScript(40)),
  },
  {
    name: 'hansa-start',
    game: 'hansa',
    lang: 'en',
    mark: 'hansa-board',
    set: (url) => play(url, 'hansa', 2, 45, hansaScript(0, false)),
  },
  {
    name: 'hansa-displaced',
    game: 'hansa',
    lang: 'en',
    mark: 'hansa-board',
    set: (url) => play(url, 'hansa', 2, 45, hansaScript(0, true)),
  },
  {
    name: 'hansa-displaced-de',
    game: 'hansa',
    lang: 'de',
    mark: 'hansa-board',
    set: (url) => play(url, 'hansa', 2, 45, hansaScript(0, true)),
  },
  {
    name: 'loyang-solo-end',
    game: 'loyang',
    lang: 'en',
    mark: 'game-over',
    scrollTo: 'game-over',
    set: (url) => play(url, 'loyang', 1, 45, toTheEnd()),
  },
];
