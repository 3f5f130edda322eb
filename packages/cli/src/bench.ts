/**
 * `tabula bench`: throughput of each game on one core (Node runs the loop on one thread), each
 * figure as min / median / max over repeats.
 * - games/s and actions/s: complete random games (legalActions + random choice + apply, with the
 *   contract checks), as `simulate` plays them.
 * - applied actions/s: `apply` alone, re-applying the recorded actions of those games.
 * - search iterations/s: the search bot (ISMCTS, default parameters) thinking on positions spread
 *   along a random game, `seconds` per repeat.
 * A first repeat warms up the JIT and is not reported: cold, the search ran at a third of its
 * steady rate on the same positions, and a bot that plays a game is warm after its first moves.
 */
import { benchSearch } from '@tabula/bots/tools';
import { type AnyGame, type GameRecord, playRandomGame } from '@tabula/engine';

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface GameBench {
  game: string;
  players: number;
  options: Record<string, unknown>;
  repeats: number;
  gamesPerSec: Spread;
  actionsPerSec: Spread;
  appliedActionsPerSec: Spread;
  searchItersPerSec: Spread;
  /** Search iterations per second of CPU time: one core's rate even when the machine is shared. */
  searchItersPerCpuSec: Spread;
}

function spread(xs: number[]): Spread {
  const s = xs.slice().sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return { min: r(s[0] ?? 0), median: r(s[Math.floor(s.length / 2)] ?? 0), max: r(s[s.length - 1] ?? 0) };
}

export function benchGame(
  game: AnyGame,
  players: number,
  o: { seconds: number; repeats: number; options?: Record<string, string | number | boolean> },
): GameBench {
  const gps: number[] = [];
  const aps: number[] = [];
  const apply: number[] = [];
  const search: number[] = [];
  const searchCpu: number[] = [];
  for (let rep = -1; rep < o.repeats; rep++) {
    const records: GameRecord[] = [];
    let actions = 0;
    const t0 = performance.now();
    let g = 0;
    while (performance.now() - t0 < o.seconds * 1000 || g === 0) {
      const r = playRandomGame(game, { players, seed: `bench:${rep}:${g++}`, options: o.options });
      if (r.error) throw new Error(`${game.id}: ${r.error}`);
      actions += r.actions;
      records.push(r.record);
    }
    const wall = (performance.now() - t0) / 1000;
    const applied = applyRate(game, records);
    const sb = benchSearch(game, players, { ms: o.seconds * 1000, seed: `bench-search:${rep}`, options: o.options });
    if (rep < 0) continue;
    gps.push(g / wall);
    aps.push(actions / wall);
    apply.push(applied);
    search.push(sb.itersPerSec);
    searchCpu.push(sb.itersPerCpuSec);
  }
  return {
    game: game.id,
    players,
    options: o.options ?? {},
    repeats: o.repeats,
    gamesPerSec: spread(gps),
    actionsPerSec: spread(aps),
    appliedActionsPerSec: spread(apply),
    searchItersPerSec: spread(search),
    searchItersPerCpuSec: spread(searchCpu),
  };
}

/** Re-applies recorded games through `apply` only (no legality listing), timing just that. */
function applyRate(game: AnyGame, records: GameRecord[]): number {
  const starts = records.map((r) => game.setup({ players: r.players, seed: r.seed, options: r.options }));
  let n = 0;
  const t0 = performance.now();
  records.forEach((r, i) => {
    let s = starts[i];
    for (const { seat, action } of r.actions) s = game.apply(s, seat, action).state;
    n += r.actions.length;
  });
  return n / ((performance.now() - t0) / 1000);
}

export function formatBench(b: GameBench): string {
  const f = (s: Spread) => `${s.median} (min ${s.min}, max ${s.max})`;
  const opts = Object.keys(b.options).length ? ` ${JSON.stringify(b.options)}` : '';
  return [
    `${b.game} ${b.players}p${opts}, ${b.repeats} repeats, one core`,
    `  random full games/s:   ${f(b.gamesPerSec)}`,
    `  actions/s (full loop): ${f(b.actionsPerSec)}`,
    `  applied actions/s:     ${f(b.appliedActionsPerSec)}`,
    `  search iterations/s:   ${f(b.searchItersPerSec)}`,
    `    per CPU second:      ${f(b.searchItersPerCpuSec)}`,
  ].join('\n');
}
