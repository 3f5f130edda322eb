/**
 * The solo forecast (issue 22): from a solo seat's own view, the expected final score and the
 * chance of each of the rulebook's levels (Loyang L-14.8: Good 17, Very good 18, Master 19).
 * Each sample deals the unseen cards anew (`game.determinize` from the view — the forecast knows
 * no more than the seat, tested like the hints) and plays the game to its end with the heuristic
 * bot, so the figures say what steady, sensible play reaches from here; a stronger player does
 * better. Deterministic under its seed and sample count.
 */
import { type AnyGame, Rng, type Seat } from '@tabula/engine';
import { heuristicBot } from './heuristic';
import { quickHash } from './viewHash';

export interface ForecastOptions {
  /** Games played to the end (default 24). */
  samples?: number;
  seed?: string | number;
  /** Actions after which a sample is given up as stuck (default 5,000). */
  maxActions?: number;
}

export interface Forecast {
  samples: number;
  /** Mean and median final score of the samples. */
  mean: number;
  median: number;
  /** How many samples ended on each final score. */
  scores: Record<number, number>;
  /** Share of samples reaching at least each goal (the rulebook's levels), e.g. { 17: 0.4, 18: 0.1, 19: 0 }. */
  atLeast: Record<number, number>;
}

/** Loyang's solo goals (L-14.8); a game without goals gets the shares of its own quartiles only through `scores`. */
const GOALS: Record<string, number[]> = { loyang: [17, 18, 19] };

export function soloForecast(game: AnyGame, view: unknown, seat: Seat, o: ForecastOptions = {}): Forecast {
  if (!game.determinize) throw new Error(`${game.id}: no forecast without determinize`);
  const samples = o.samples ?? 24;
  const max = o.maxActions ?? 5000;
  const rng = Rng.seed(`forecast:${String(o.seed ?? 1)}|${seat}|${quickHash(JSON.stringify(view))}`);
  const finals: number[] = [];
  for (let k = 0; k < samples; k++) {
    // A fresh bot per sample: its patience counter belongs to one game.
    const bot = heuristicBot(game, `forecast:${String(o.seed ?? 1)}:${k}`);
    let s = game.determinize(view, seat, rng);
    for (let n = 0; n < max && !game.outcome(s); n++) {
      const active = game.activeSeats(s) as Seat[];
      if (!active.length) break;
      const who = active[0]!;
      const legal = game.legalActions(s, who) as unknown[];
      s = game.apply(s, who, bot.choose(game.view(s, who), who, legal)).state;
    }
    const out = game.outcome(s);
    if (out) finals.push(out.scores[seat]!);
  }
  finals.sort((a, b) => a - b);
  const n = finals.length || 1;
  const scores: Record<number, number> = {};
  for (const f of finals) scores[f] = (scores[f] ?? 0) + 1;
  const mid = finals.length ? (finals[(finals.length - 1) >> 1]! + finals[finals.length >> 1]!) / 2 : NaN;
  return {
    samples: finals.length,
    mean: finals.reduce((a, b) => a + b, 0) / n,
    median: mid,
    scores,
    atLeast: Object.fromEntries((GOALS[game.id] ?? []).map((g) => [g, finals.filter((f) => f >= g).length / n])),
  };
}

/** The same, reading `state` only through the seat's view. */
export function forecastFor(game: AnyGame, state: unknown, seat: Seat, o: ForecastOptions = {}): Forecast {
  return soloForecast(game, game.view(state, seat), seat, o);
}
