/**
 * Search speed for `tabula bench`: ISMCTS iterations per second on one core, measured on
 * positions taken evenly along one seeded random game (early, middle and late positions differ a
 * lot in cost), with the default search parameters. Reported per second of wall time and per
 * second of this process's CPU time (the figure for one unshared core on a busy machine).
 */
import { type AnyGame, type GameOptions, playRandomGame, Rng, type Seat } from '@tabula/engine';
import { heuristicFor } from '../games';
import { ismcts, searchParams } from '../search';

export interface SearchBench {
  iterations: number;
  ms: number;
  itersPerSec: number;
  /** The same per second of this process's CPU time: what one core does when it is not shared. */
  itersPerCpuSec: number;
  positions: number;
}

export function benchSearch(
  game: AnyGame,
  players: number,
  o: { ms: number; positions?: number; seed?: string | number; options?: GameOptions },
): SearchBench {
  const seed = o.seed ?? 'bench-search';
  const g = playRandomGame(game, { players, seed, options: o.options });
  if (g.error) throw new Error(`${game.id}: ${g.error}`);
  const positions = o.positions ?? 5;
  const per = o.ms / positions;
  const params = searchParams(game, { ms: per });
  const h = heuristicFor(game.id);
  let state: unknown = game.setup({ players, seed, options: o.options ?? {} });
  const stops = new Set(
    Array.from({ length: positions }, (_, i) => Math.floor((i * g.record.actions.length) / positions)),
  );
  let iterations = 0;
  let ms = 0;
  let cpuMs = 0;
  g.record.actions.forEach(({ seat, action }, i) => {
    if (stops.has(i)) {
      const s: Seat = seat;
      const c0 = process.cpuUsage();
      const r = ismcts(
        game,
        game.view(state, s),
        s,
        game.legalActions(state, s),
        params,
        Rng.seed(`${String(seed)}:${i}`),
        h,
      );
      iterations += r.stats.iterations;
      ms += r.stats.ms;
      const c = process.cpuUsage(c0);
      cpuMs += (c.user + c.system) / 1000;
    }
    state = game.apply(state, seat, action).state;
  });
  return {
    iterations,
    ms,
    itersPerSec: ms ? (iterations * 1000) / ms : 0,
    itersPerCpuSec: cpuMs ? (iterations * 1000) / cpuMs : 0,
    positions: stops.size,
  };
}
