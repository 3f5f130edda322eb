/**
 * Does a level beat the level below at a table of N (issue 44)? At two players a game is won or
 * lost; at three to five a table mixes the two levels (seats rotated by the arena), and every pair
 * of one upper-level seat and one lower-level seat in a game is a duel: 1 when the upper seat
 * finishes ahead, ½ for a shared place, 0 behind. A game scores the mean of its pairs.
 *
 * Pairs are not independent — the pairs of one game share its play, and the games of one arena
 * block share its deal (`arena.ts`: the bots rotated over one deal) — so the interval takes the
 * deal as its unit: each deal's mean game score, their mean p and sample variance s² over the d
 * deals, and the 95% Wilson interval at the effective sample size n = p(1 − p) / (s² / d) (Kish's
 * design effect), never more than the games counted — a game's pairs are one game's play, and a
 * variance from few deals is itself unsure, so a table of five never counts as more than one
 * game. With two players this is close to the Wilson interval over games; when the deals vary
 * little the interval is as narrow as a win share over the games, when they vary much it widens.
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
  const means = [...byDeal.values()].map((xs) => xs.reduce((a, b) => a + b, 0) / xs.length);
  const d = means.length;
  const score = d ? means.reduce((a, b) => a + b, 0) / d : 0;
  const s2 = d > 1 ? means.reduce((a, x) => a + (x - score) ** 2, 0) / (d - 1) : 0;
  const n = effectiveSize(score, s2, d, games);
  return { upper, lower, score, ci95: wilson(score * n, n), games, deals: d, pairs };
}

/** Kish's effective sample size for a mean of d unit means, at most `games`; d when they never vary. */
function effectiveSize(p: number, s2: number, d: number, games: number): number {
  if (d === 0) return 0;
  if (s2 === 0 || p <= 0 || p >= 1) return d;
  return Math.min(games, (p * (1 - p) * d) / s2);
}

/** One line for the arena's report. */
export function formatRung(r: RungReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return (
    `rung: ${r.upper} over ${r.lower} ${pct(r.score)} of pairs (95% CI ${pct(r.ci95[0])}–${pct(r.ci95[1])}, ` +
    `deals as the unit) — ${r.games} games, ${r.deals} deals, ${r.pairs} pairs`
  );
}
