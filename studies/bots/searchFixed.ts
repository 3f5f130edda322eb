/**
 * The generic search at a fixed number of iterations on `tabula bench`'s positions: CPU time per
 * iteration and a fingerprint of every root's visit counts. A speed change must leave the
 * fingerprint alone (same choices for a fixed seed and iteration count) and lower the time; the
 * fingerprint is comparable across commits, the time only under the same load.
 * `npx tsx studies/bots/searchFixed.ts [game] [iters] [repeats]`
 */
import { createHash } from 'node:crypto';
import { type AnyGame, playRandomGame, Rng, type Seat } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { heuristicFor, ismcts, searchParams } from '../../packages/bots/src';

const games: Record<string, AnyGame> = { loyang: loyang as AnyGame, hansa: hansa as AnyGame };
const which = process.argv[2] ? [process.argv[2]] : Object.keys(games);
const iters = Number(process.argv[3] ?? 4000);
const repeats = Number(process.argv[4] ?? 3);

for (const id of which) {
  const game = games[id]!;
  const seed = 'bench-search';
  const g = playRandomGame(game, { players: 2, seed });
  const stops = new Set(Array.from({ length: 5 }, (_, i) => Math.floor((i * g.record.actions.length) / 5)));
  const h = heuristicFor(game.id);
  const params = searchParams(game, { iters });
  const rates: number[] = [];
  let print = '';
  for (let rep = -1; rep < repeats; rep++) {
    const hash = createHash('sha256');
    let state: unknown = game.setup({ players: 2, seed, options: {} });
    let cpu = 0;
    let n = 0;
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
          Rng.seed(`${seed}:${i}`),
          h,
        );
        const c = process.cpuUsage(c0);
        cpu += (c.user + c.system) / 1000;
        n += r.stats.iterations;
        hash.update(JSON.stringify([r.stats.visits, r.stats.errors, r.stats.value]));
      }
      state = game.apply(state, seat, action).state;
    });
    print = hash.digest('hex').slice(0, 16);
    if (rep >= 0) rates.push((n * 1000) / cpu);
  }
  rates.sort((a, b) => a - b);
  const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
  console.log(
    `${id} iters=${iters}: ${rates.map((r) => Math.round(r)).join(' ')} it/CPU-s (median ${Math.round(rates[Math.floor(rates.length / 2)]!)}), fingerprint ${print}, load ${load}`,
  );
}
