/**
 * How long a Hansa heuristic (or search) decision takes, as a bench figure (not a timed test):
 *
 *   npx tsx packages/bots/test/bench/hansaDecision.ts [players=2] [spec=heuristic] [games=2]
 *
 * Plays heuristic games to the end and, at the start of every turn from turn 10 to 40, asks a
 * fresh bot (no remembered plan: the worst case, a whole turn planned) to decide; prints the
 * median, 90th percentile and maximum of those, and the mean over every decision of the games
 * (where plans are followed), with the games' turns and actions.
 */
import { applyAction, type AnyGame } from '@tabula/engine';
import { hansa, type HansaState } from '@tabula/hansa';
import { createBot } from '../../src';

const players = Number(process.argv[2] ?? 2);
const spec = process.argv[3] ?? 'heuristic';
const games = Number(process.argv[4] ?? 2);
const game = hansa as unknown as AnyGame;

const cold: number[] = [];
let warmMs = 0;
let decisions = 0;
for (let g = 0; g < games; g++) {
  const seed = `bench:${players}:${g}`;
  const bots = Array.from({ length: players }, (_, i) => createBot(game, 'heuristic', `${seed}:${i}`));
  let s = game.setup({ players, seed, options: {} }) as HansaState;
  let lastTurn = -1;
  let actions = 0;
  while (game.activeSeats(s).length) {
    const seat = game.activeSeats(s)[0]!;
    const view = game.view(s, seat);
    const legal = game.legalActions(s, seat);
    if (s.turn !== lastTurn && s.turn >= 10 && s.turn <= 40 && legal.length > 1) {
      const fresh = createBot(game, spec, `cold:${seed}:${s.turn}`);
      const t = performance.now();
      fresh.choose(view, seat, legal);
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
  console.log(`game ${seed}: ${s.turn} turns, ${actions} actions, scores ${game.outcome(s)!.scores.join(' ')}`);
}
cold.sort((a, b) => a - b);
const at = (q: number) => cold[Math.min(cold.length - 1, Math.floor(q * cold.length))]!.toFixed(1);
console.log(`${spec}, ${players} players: turn-start decision (fresh bot, turns 10-40, n=${cold.length}) median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${cold[cold.length - 1]!.toFixed(1)} ms`);
console.log(`heuristic self-play: ${(warmMs / decisions).toFixed(2)} ms per decision over ${decisions} decisions (plans followed)`);
