/**
 * What a Hansa player notices about the bots: heuristic games reach one of the ends of H-12.1
 * in a sensible number of turns (the old greedy bot could stall a game for ever), and the bot
 * spends its turns on the route cycle — Establish (H-10), with upgrades and Kontors — rather
 * than on shuffling pieces and the pawn.
 */
import { readFileSync } from 'node:fs';
import { applyAction, type AnyGame } from '@tabula/engine';
import { hansa, type HansaState } from '@tabula/hansa';
import { describe, expect, it } from 'vitest';
import { createBot } from '../src';

const game = hansa as unknown as AnyGame;

function playHeuristicGame(players: number, seed: string) {
  const bots = Array.from({ length: players }, (_, i) => createBot(game, 'heuristic', `${seed}:${i}`));
  let s = game.setup({ players, seed, options: {} }) as HansaState;
  const counts: Record<string, number> = {};
  let actions = 0;
  while (game.activeSeats(s).length && actions < 5000) {
    const seat = game.activeSeats(s)[0]!;
    const a = bots[seat]!.choose(game.view(s, seat), seat, game.legalActions(s, seat)) as {
      type: string;
      action?: string;
    };
    const k = a.type === 'begin' ? `begin:${a.action}` : a.type;
    counts[k] = (counts[k] ?? 0) + 1;
    s = applyAction(game, s, seat, a).state as HansaState;
    actions++;
  }
  return { s, counts, actions };
}

describe('Hansa heuristic games end (H-12.1) in a sensible number of turns', () => {
  for (const [players, seed, maxTurns] of [
    [2, 'ends:2', 110],
    [3, 'ends:3', 100],
  ] as const) {
    it(`${players} players, seed ${seed}: over within ${maxTurns} turns, by an end of H-12.1, Establish every few turns`, () => {
      const { s, counts } = playHeuristicGame(players, seed);
      expect(s.over).toBe(true);
      expect(s.turn).toBeLessThanOrEqual(maxTurns);
      const byPrestige = s.seats.some((p) => p.prestige >= 20);
      expect(byPrestige || s.completedCities >= 10 || s.pile.length === 0).toBe(true);
      const establish = counts.establish ?? 0;
      // Purposeful: an Establish at least every 4 turns, and paid pawn moves rare (H-14.5).
      expect(establish).toBeGreaterThanOrEqual(s.turn / 4);
      expect(counts['begin:pawn'] ?? 0).toBeLessThan(s.turn / 4);
      expect((counts.upgrade ?? 0) + (counts.useUpgrade ?? 0)).toBeGreaterThan(0);
    }, 120_000);
  }
});

describe('a stalled Hansa game still ends', () => {
  it('both seats down to their last pieces (all others in Kontors): the bots walk the pawn and gather a route until an end of H-12.1', () => {
    // Turn 100 of an arena game (search vs heuristic): no piece in either supply, 3 + 2 pieces of
    // seat 0 on two part-filled routes outside the pawn's province, 1 of seat 1 on the board.
    const frozen = JSON.parse(
      readFileSync(new URL('./fixtures/hansa-frozen.json', import.meta.url), 'utf8'),
    ) as HansaState;
    expect(frozen.seats.every((p) => p.personal.t + p.personal.m + p.general.t + p.general.m === 0)).toBe(true);
    const bots = [0, 1].map((i) => createBot(game, 'heuristic', `frozen:${i}`));
    let s = frozen;
    while (game.activeSeats(s).length && s.turn < frozen.turn + 150) {
      const seat = game.activeSeats(s)[0]!;
      s = applyAction(game, s, seat, bots[seat]!.choose(game.view(s, seat), seat, game.legalActions(s, seat)))
        .state as HansaState;
    }
    expect(s.over).toBe(true);
    expect(s.seats.some((p) => p.prestige >= 20) || s.completedCities >= 10 || s.pile.length === 0).toBe(true);
  }, 120_000);
});
