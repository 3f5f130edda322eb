import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { describe, expect, it } from 'vitest';
import { runArena, type ArenaResult } from '../src/tools';
import { runArenaParallel } from '../src/tools/arenaParallel';

const game = nim as AnyGame;
const registry = new URL('./nimRegistry.ts', import.meta.url).href;
/** What does not depend on the clock. */
const figures = (r: ArenaResult) => ({
  errors: r.errors,
  solo: r.solo,
  bots: r.bots.map(({ name, wins, winRate, ci95, meanScore, decisions }) => ({
    name,
    wins,
    winRate,
    ci95,
    meanScore,
    decisions,
  })),
});

describe('arena on several threads (--jobs)', () => {
  it('gives the same wins, scores and decisions as one thread, every game reported once', async () => {
    const args = { game, players: 3, bots: ['search:iters=30', 'heuristic', 'random'], games: 6, seed: 'par' };
    const seen: number[] = [];
    const parallel = await runArenaParallel({ ...args, onGame: (g) => seen.push(g) }, { jobs: 2, registry });
    expect(figures(parallel)).toEqual(figures(runArena(args)));
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  }, 60_000);

  it('fails clearly when a thread cannot load the game', async () => {
    const bad = {
      game: { ...game, id: 'chess' } as AnyGame,
      players: 2,
      bots: ['random', 'random'],
      games: 2,
      seed: 1,
    };
    await expect(runArenaParallel(bad, { jobs: 2, registry })).rejects.toThrow(/unknown game chess/);
  }, 60_000);
});
