/**
 * Fixed seed, fixed iterations, fixed answers (issue 22, "faster thinking"): speed changes to the
 * search, the evaluations or the games must leave every choice below as it is. A failure here
 * means the search now plays differently — measure that it is stronger before updating a pin.
 */
import { createHash } from 'node:crypto';
import { type AnyGame, playRandomGame, Rng, type Seat } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { createBot, heuristicFor, ismcts, searchParams } from '../src';

/** The generic search on five positions along a seeded random 2-player game: visits and values. */
function searchPrint(game: AnyGame, iters: number): string {
  const seed = 'pinned';
  const g = playRandomGame(game, { players: 2, seed });
  const stops = new Set(Array.from({ length: 5 }, (_, i) => Math.floor((i * g.record.actions.length) / 5)));
  const params = searchParams(game, { iters });
  const h = heuristicFor(game.id);
  const hash = createHash('sha256');
  let state: unknown = game.setup({ players: 2, seed, options: {} });
  g.record.actions.forEach(({ seat, action }, i) => {
    if (stops.has(i)) {
      const s: Seat = seat;
      const r = ismcts(game, game.view(state, s), s, game.legalActions(state, s), params, Rng.seed(`${seed}:${i}`), h);
      hash.update(JSON.stringify([r.stats.visits, r.stats.errors, r.stats.value]));
    }
    state = game.apply(state, seat, action).state;
  });
  return hash.digest('hex').slice(0, 16);
}

/** The search bot's own moves over the first `n` actions of a game against heuristic bots. */
function botPrint(game: AnyGame, spec: string, n: number, players = 2): string {
  let s: unknown = game.setup({ players, seed: 'pinned', options: {} });
  const bots = [
    createBot(game, spec, 'p0'),
    ...Array.from({ length: players - 1 }, (_, i) => createBot(game, 'heuristic', `p${i + 1}`)),
  ];
  const hash = createHash('sha256');
  for (let i = 0; i < n && game.activeSeats(s).length; i++) {
    const seat: Seat = game.activeSeats(s)[0]!;
    const a = bots[seat]!.choose(game.view(s, seat), seat, game.legalActions(s, seat));
    if (seat === 0) hash.update(JSON.stringify(a));
    s = game.apply(s, seat, a).state;
  }
  return hash.digest('hex').slice(0, 16);
}

describe('pinned search results', () => {
  it('the generic ISMCTS at 300 iterations: Loyang and Hansa', () => {
    expect(searchPrint(loyang as AnyGame, 300)).toBe('0bce9ced37fc5a9a');
    expect(searchPrint(hansa as AnyGame, 300)).toBe('7bb2946c6e5d37a4');
  });

  it('the Hansa search bot (search:iters=12) over the first 60 actions of a game', () => {
    expect(botPrint(hansa as AnyGame, 'search:iters=12', 60)).toBe('3bb5fa9e3c5631ec');
  });

  it('the Loyang search bot (search:iters=4) over the first 40 actions of a game', () => {
    // Session 23 made beam 6 the 2-player play-outs' default, measured stronger (docs/measurements/bots-strength.md,
    // "Play-outs at beam 6 at two players"); the pin before it is the one beam=2 keeps.
    expect(botPrint(loyang as AnyGame, 'search:iters=4', 40)).toBe('6ee4b23a02d8e118');
    expect(botPrint(loyang as AnyGame, 'search:iters=4,beam=2', 40)).toBe('0765394354a86183');
  });

  it('the Loyang solo search bot plays out at beam 6 unless told another beam', () => {
    const beam6 = botPrint(loyang as AnyGame, 'search:iters=4,beam=6', 12, 1);
    expect(botPrint(loyang as AnyGame, 'search:iters=4', 12, 1)).toBe(beam6);
    expect(beam6).toBe('bce839d0e7bdfdc5');
    expect(botPrint(loyang as AnyGame, 'search:iters=4,beam=12', 12, 1)).not.toBe(beam6);
  });

  it('the Loyang search bot at three players plays out at beam 6 unless told beam=2', () => {
    // Session 24 made beam 6 the 3-player default (docs/measurements/bots-strength.md, "Play-outs
    // at beam 6 at three players").
    const beam6 = botPrint(loyang as AnyGame, 'search:iters=4,beam=6', 30, 3);
    expect(botPrint(loyang as AnyGame, 'search:iters=4', 30, 3)).toBe(beam6);
    expect(botPrint(loyang as AnyGame, 'search:iters=4,beam=2', 30, 3)).not.toBe(beam6);
  });
});
