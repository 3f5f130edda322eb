import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { describe, expect, it } from 'vitest';
import { createBot } from '../src';
import { type ArenaGame, runArena } from '../src/tools';

const game = nim as AnyGame;

describe('arena', () => {
  it('rotates seats: every bot sits in every seat equally often, on the same deals', () => {
    const seen: ArenaGame[] = [];
    const r = runArena({
      game,
      players: 3,
      bots: ['random', 'heuristic', 'random'],
      games: 6,
      seed: 1,
      onGame: (_, g) => seen.push(g),
    });
    expect(r.errors).toBe(0);
    const counts = [0, 1, 2].map((bot) => [0, 1, 2].map((seat) => seen.filter((g) => g.seating[seat] === bot).length));
    expect(counts).toEqual([
      [2, 2, 2],
      [2, 2, 2],
      [2, 2, 2],
    ]);
    // Each block of three games replays one deal with the bots moved one seat on.
    expect(seen.map((g) => g.seed)).toEqual(['1:0', '1:0', '1:0', '1:1', '1:1', '1:1']);
    expect(r.bots.map((b) => b.name)).toEqual(['random', 'heuristic', 'random#2']);
    expect(r.bots.reduce((x, b) => x + b.wins, 0)).toBeCloseTo(6);
    for (const b of r.bots) expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
  });

  it('is deterministic under a seed with iteration budgets', () => {
    const run = () => runArena({ game, players: 2, bots: ['search:iters=60', 'heuristic'], games: 4, seed: 'det' });
    const strip = (r: ReturnType<typeof run>) =>
      r.bots.map(({ name, wins, meanScore, decisions }) => ({ name, wins, meanScore, decisions }));
    expect(strip(run())).toEqual(strip(run()));
  });

  it('the same view gets the same choice from two search bots with the same seed', () => {
    const s = nim.setup({ players: 3, seed: 12 });
    const pick = () => createBot(game, 'search:iters=150', 'x').choose(nim.view(s, 2), 2, nim.legalActions(s, 2));
    expect(pick()).toEqual(pick());
  });

  it('search beats random and the heuristic bot at nim', () => {
    const vsRandom = runArena({ game, players: 2, bots: ['search:iters=60', 'random'], games: 12, seed: 5 });
    expect(vsRandom.bots[0]!.winRate).toBeGreaterThanOrEqual(0.7);
    const vsHeuristic = runArena({ game, players: 2, bots: ['search:iters=60', 'heuristic'], games: 12, seed: 5 });
    expect(vsHeuristic.bots[0]!.winRate).toBeGreaterThan(0.5);
  });

  it('stops a game still running after --max-actions and counts it as an error, not a result', () => {
    const capped = runArena({ game, players: 2, bots: ['random', 'random'], games: 2, seed: 4, maxActions: 1 });
    expect(capped.errors).toBe(2);
    expect(capped.errorSamples[0]).toMatch(/no end after 1 actions/);
    expect(capped.bots.map((b) => b.wins)).toEqual([0, 0]);
    // A cap the games stay under changes nothing.
    const free = runArena({ game, players: 2, bots: ['random', 'random'], games: 2, seed: 4 });
    const roomy = runArena({ game, players: 2, bots: ['random', 'random'], games: 2, seed: 4, maxActions: 1000 });
    expect(roomy.errors).toBe(0);
    expect(roomy.bots.map((b) => b.wins)).toEqual(free.bots.map((b) => b.wins));
  });
});
