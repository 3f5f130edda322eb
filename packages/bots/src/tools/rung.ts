/**
 * Does a level beat the level below at a table of N (issue 44)? At two players a game is won or
 * lost; at three to five a table mixes the two levels (seats rotated by the arena), and every pair
 * of one upper-level seat and one lower-level seat in a game is a duel: 1 when the upper seat
 * finishes ahead, ½ for a shared place, 0 behind. A game scores the mean of its pairs.
 *
 * Pairs are not independent — the pairs of one game share its play — so the game is the unit: the
 * games' mean score p, and the 95% Wilson interval at the effective sample size n = p(1 − p) / v
 * (Kish), v the variance of p, never more than the games counted. v is the larger of two
 * estimates: over the games as independent (s² of the game scores / games) and over the deals
 * (s² of the deal means / deals, from two deals on) — the games of one arena block share a deal
 * (`arena.ts`: the bots rotated over it), which can tie their results together. At two players
 * with wins and losses this is close to the Wilson interval over games (n = games − 1); games
 * scored 1 throughout give n = games.
 */
import { wilson } from './stats';

/** What the count reads of an arena game (`arena.ts` ArenaGame). */
export interface RungGame {
  /** The deal: games of one arena block share it. */
  seed: string;
  /** Bot index per seat. */
  seating: readonly number[];
  outcome: { ranking: readonly number[] } | null;
  error: string | null;
}

export interface RungReport {
  /** The first spec of the arena's bots, and the other one. */
  upper: string;
  lower: string;
  /** Mean pairwise score of the upper level (1: ahead of every lower seat in every game). */
  score: number;
  ci95: [number, number];
  /** Games with an outcome, the deals they came from, the upper–lower pairs counted. */
  games: number;
  deals: number;
  pairs: number;
}

/** The pairs of one game: per upper seat and lower seat, 1 ahead, ½ level, 0 behind (ranking: 1 = first). */
export function pairScore(
  ranking: readonly number[],
  upperSeats: readonly number[],
  lowerSeats: readonly number[],
): { sum: number; pairs: number } {
  let sum = 0;
  for (const u of upperSeats)
    for (const l of lowerSeats) sum += ranking[u]! < ranking[l]! ? 1 : ranking[u] === ranking[l] ? 0.5 : 0;
  return { sum, pairs: upperSeats.length * lowerSeats.length };
}

/** The rung an arena of exactly two specs measures (the first named is the upper), or null. */
export function rungOf(bots: readonly string[], runs: readonly RungGame[]): RungReport | null {
  const specs = [...new Set(bots)];
  if (specs.length !== 2) return null;
  const [upper, lower] = specs as [string, string];
  const byDeal = new Map<string, number[]>();
  let pairs = 0;
  let games = 0;
  for (const r of runs) {
    if (r.error || !r.outcome) continue;
    const seatsOf = (spec: string) => r.seating.flatMap((b, seat) => (bots[b] === spec ? [seat] : []));
    const p = pairScore(r.outcome.ranking, seatsOf(upper), seatsOf(lower));
    if (!p.pairs) continue;
    games++;
    pairs += p.pairs;
    const scores = byDeal.get(r.seed) ?? [];
    scores.push(p.sum / p.pairs);
    byDeal.set(r.seed, scores);
  }
  const perGame = [...byDeal.values()].flat();
  const perDeal = [...byDeal.values()].map(mean);
  const score = mean(perGame);
  // The variance of the mean score: the larger of the games' and the deals' estimate.
  const v = Math.max(spread(perGame, score) / games, perDeal.length > 1 ? spread(perDeal, score) / perDeal.length : 0);
  const n = v > 0 && score > 0 && score < 1 ? Math.min(games, (score * (1 - score)) / v) : games;
  return { upper, lower, score, ci95: wilson(score * n, n), games, deals: byDeal.size, pairs };
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The sample variance of `xs` about `m` (0 for fewer than two). */
function spread(xs: readonly number[], m: number): number {
  return xs.length > 1 ? xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) : 0;
}

/** One line for the arena's report. */
export function formatRung(r: RungReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return (
    `rung: ${r.upper} over ${r.lower} ${pct(r.score)} of pairs (95% CI ${pct(r.ci95[0])}–${pct(r.ci95[1])}, ` +
    `games as the unit) — ${r.games} games, ${r.deals} deals, ${r.pairs} pairs`
  );
}
