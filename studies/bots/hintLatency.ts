/**
 * How long a hint takes (issue 43: hints moved onto the Master's search): a 2- and a 4-player
 * position of each game, reached by heuristic bots from a fixed seed, hinted with each budget
 * given (default: the Master's 1 s, and 16 play-outs), beside the move a fresh Master bot plays
 * there. `npx tsx studies/bots/hintLatency.ts [iters …]` prints one line per position and budget
 * (`0` stands for the default budget). Before issue 43 it was run with `1000` (the web's budget
 * then) and `0`; see studies/README.md.
 */
import type { AnyGame, Seat } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { createBot, hintFor } from '../../packages/bots/src';

/** The position after `steps` actions of heuristic bots, moved on to a seat with a choice. */
function position(game: AnyGame, players: number, steps: number): { s: unknown; seat: Seat } {
  const bots = Array.from({ length: players }, (_, i) => createBot(game, 'heuristic', `lat${i}`));
  let s: unknown = game.setup({ players, seed: 'latency', options: {} });
  for (let i = 0; ; i++) {
    const seat: Seat = game.activeSeats(s)[0]!;
    const legal = game.legalActions(s, seat);
    if (i >= steps && legal.length > 1) return { s, seat };
    s = game.apply(s, seat, bots[seat]!.choose(game.view(s, seat), seat, legal)).state;
  }
}

const budgets: Array<[string, { iters?: number; ms?: number }]> = (
  process.argv.length > 2 ? process.argv.slice(2) : ['0', '16']
).map((a) => (a === '0' ? ['default', {}] : [`iters=${a}`, { iters: Number(a) }]));
for (const [name, game, steps] of [
  ['loyang', loyang as AnyGame, 40],
  ['hansa', hansa as AnyGame, 40],
] as const) {
  for (const players of [2, 4]) {
    const { s, seat } = position(game, players, steps);
    const t0 = performance.now();
    const master = createBot(game, 'master', 'latency').choose(game.view(s, seat), seat, game.legalActions(s, seat));
    console.log(
      `${name} ${players}p: the Master plays ${JSON.stringify(master)} (${(performance.now() - t0).toFixed(0)} ms)`,
    );
    for (const [label, budget] of budgets) {
      const t0 = performance.now();
      const h = hintFor(game, s, seat, players, budget);
      const ms = performance.now() - t0;
      const top = h.options[0]!;
      console.log(
        `${name} ${players}p seat ${seat}, ${game.legalActions(s, seat).length} legal, ${label}: ${ms.toFixed(0)} ms, ` +
          `${h.iterations} iterations, top ${JSON.stringify(top.action)} share ${top.share.toFixed(2)} value ${top.value.toFixed(3)}`,
      );
    }
  }
}
