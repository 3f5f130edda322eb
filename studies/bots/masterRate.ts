/**
 * How many play-outs the Master's search gives in a second, on this machine as it is loaded now
 * and per CPU second (what an idle core gives): the figure behind the Master's iteration budget
 * (issue 44, session 35; `packages/bots/README.md` "Levels"). A bench figure, not a test:
 *
 *   npx tsx studies/bots/masterRate.ts <loyang|hansa> [players=2] [positions=12] [ms=1000]
 *
 * Plays a game with Expert seats and, at every fifth decision with a choice (a Loyang phase or
 * Hansa turn start is where the Master searches; elsewhere it follows its plan), runs the Master's
 * own search (`search/master.ts`) for `ms` from the acting seat's view; prints the play-outs per
 * wall second and per CPU second of those searches (searches stopped early on an exact or settled
 * answer count with the time they took).
 */
import { applyAction, Rng, type AnyGame } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { createBot } from '../../packages/bots/src';
import { masterSearch } from '../../packages/bots/src/search/master';

const id = process.argv[2] ?? 'loyang';
const players = Number(process.argv[3] ?? 2);
const positions = Number(process.argv[4] ?? 12);
const ms = Number(process.argv[5] ?? 1000);
const game = (id === 'hansa' ? hansa : loyang) as unknown as AnyGame;

let iters = 0;
let wall = 0;
let cpu = 0;
const full: number[] = [];
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
for (let g = 0; full.length < positions && g < 20; g++) {
  const seed = `rate:${players}:${g}`;
  const bots = Array.from({ length: players }, (_, i) => createBot(game, 'expert', `${seed}:${i}`));
  let s = game.setup({ players, seed, options: {} });
  for (let k = 0; game.activeSeats(s).length && full.length < positions; ) {
    const seat = game.activeSeats(s)[0]!;
    const view = game.view(s, seat);
    const legal = game.legalActions(s, seat);
    if (legal.length > 1 && k++ % 5 === 0) {
      const t = performance.now();
      const c = process.cpuUsage();
      const r = masterSearch(game, view, seat, legal, { ms }, Rng.seed(`${seed}:${k}`));
      const w = performance.now() - t;
      cpu += cpuMs(process.cpuUsage(c));
      wall += w;
      iters += r.iterations;
      if (w >= 0.9 * ms) full.push(r.iterations);
    }
    s = applyAction(game, s, seat, bots[seat]!.choose(view, seat, legal)).state;
  }
}
full.sort((a, b) => a - b);
console.log(
  `${id} ${players}p: ${iters} play-outs in ${(wall / 1000).toFixed(1)} s wall, ${(cpu / 1000).toFixed(1)} s CPU: ` +
    `${((iters * 1000) / wall).toFixed(1)} per wall s, ${((iters * 1000) / cpu).toFixed(1)} per CPU s; ` +
    `searches that used the whole ${ms} ms: ${full.length}, play-outs median ${full[full.length >> 1] ?? '-'} (${full.join(' ')})`,
);
