/**
 * How long a Hansa heuristic (or search) decision takes, as a bench figure (not a timed test):
 *
 *   npx tsx studies/bots/hansaDecision.ts [players=2] [spec=heuristic] [games=2]
 *
 * Plays heuristic games for 40 turns and, at the start of every turn from turn 10 on, asks a
 * fresh bot (no remembered plan: the worst case, a whole turn planned) to decide; prints the
 * median, 90th percentile and maximum of those, and the mean over every decision of the
 * heuristic players themselves (where plans are followed).
 */
import { applyAction, type AnyGame } from '@tabula/engine';
import { hansa, type HansaState } from '@tabula/hansa';
import { createBot } from '../../packages/bots/src';

const players = Number(process.argv[2] ?? 2);
const spec = process.argv[3] ?? 'heuristic';
const games = Number(process.argv[4] ?? 2);
const game = hansa as unknown as AnyGame;

const cold: number[] = [];
/** The same decisions in CPU time of this process (what they cost without other jobs). */
const coldCpu: number[] = [];
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
let warmMs = 0;
let decisions = 0;
for (let g = 0; g < games; g++) {
  const seed = `bench:${players}:${g}`;
  const bots = Array.from({ length: players }, (_, i) => createBot(game, 'heuristic', `${seed}:${i}`));
  let s = game.setup({ players, seed, options: {} }) as HansaState;
  let lastTurn = -1;
  let actions = 0;
  while (game.activeSeats(s).length && s.turn <= 40) {
    const seat = game.activeSeats(s)[0]!;
    const view = game.view(s, seat);
    const legal = game.legalActions(s, seat);
    if (s.turn !== lastTurn && s.turn >= 10 && s.turn <= 40 && legal.length > 1) {
      const fresh = createBot(game, spec, `cold:${seed}:${s.turn}`);
      const t = performance.now();
      const c = process.cpuUsage();
      fresh.choose(view, seat, legal);
      coldCpu.push(cpuMs(process.cpuUsage(c)));
      cold.push(performance.now() - t);
    }
    lastTurn = s.turn;
    const t = performance.now();
    const a = bots[seat]!.choose(view, seat, legal);
    warmMs += performance.now() - t;
    decisions++;
    s = applyAction(game, s, seat, a).state as HansaState;
    actions++;
  }
  console.log(`game ${seed}: ${actions} actions in ${s.turn} turns`);
}
function summary(xs: number[]): string {
  xs.sort((a, b) => a - b);
  const at = (q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${xs[xs.length - 1]!.toFixed(1)} ms`;
}
console.log(`${spec}, ${players} players: turn-start decision (fresh bot, turns 10-40, n=${cold.length})`);
console.log(`  wall: ${summary(cold)}`);
console.log(`  CPU:  ${summary(coldCpu)}`);
console.log(
  `heuristic self-play: ${(warmMs / decisions).toFixed(2)} ms per decision over ${decisions} decisions (plans followed)`,
);
