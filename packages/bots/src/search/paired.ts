/**
 * Paired comparison of macro-actions (common random numbers): every candidate is played out in
 * the same determinizations, and a candidate replaces the planner's best only when it did better
 * in the same worlds, on average, by more than the noise of that average.
 *
 * For games whose hidden part decides a play-out more than the choice does (Loyang: which cards
 * the next Card phase brings, what the Two-packs hold, L-9.H.2), independent worlds per candidate
 * (`macro.ts`) measure mostly the luck of the draw: with a few dozen play-outs each, the candidates'
 * means differ by more than their real gaps, and the choice among near-equal lines is a coin toss
 * that the planner's own order beats. Played in the same world, two lines meet the same cards, so
 * their difference keeps what the choice changes and sheds the rest.
 *
 * Each round draws one world (`sample`; the first is the one the candidates were planned in),
 * enters every candidate there and plays each out. The answer is the candidate with the best mean
 * difference to the planner's first over the worlds both could be played in, if that mean is
 * positive and more than one standard error; otherwise the planner's first.
 */
import type { MacroProblem, MacroResult } from './macro';

export interface PairedBudget {
  /** Play-outs per decision (rounded up to whole rounds: every candidate in each world)… */
  iters?: number;
  /** …or milliseconds per decision (at least one round either way). */
  ms?: number;
}

export function pairedMacro<S, M>(first: S, sample: (() => S) | undefined, p: MacroProblem<S, M>, budget: PairedBudget): MacroResult {
  const k = p.candidates.length;
  const visits = new Array<number>(k).fill(0);
  const total = new Array<number>(k).fill(0);
  // Differences to candidate 0 in the worlds where both were played: count, sum, sum of squares.
  const n = new Array<number>(k).fill(0);
  const sum = new Array<number>(k).fill(0);
  const sq = new Array<number>(k).fill(0);
  const deadline = budget.ms !== undefined ? performance.now() + budget.ms : Infinity;
  const rounds = budget.iters !== undefined ? Math.ceil(budget.iters / k) : budget.ms !== undefined ? Infinity : 2;
  let it = 0;
  for (let round = 0; round < rounds; round++) {
    if (round > 0 && performance.now() > deadline) break;
    const world = round === 0 || !sample ? first : sample();
    const r: Array<number | null> = p.candidates.map((m, i) => {
      const entered = p.enter(world, m, i);
      if (entered === null) return null;
      const played = p.playOut(entered);
      it++;
      return typeof played === 'number' ? played : played.exact;
    });
    r.forEach((x, i) => {
      if (x === null) return;
      visits[i]!++;
      total[i]! += x;
      const base = r[0];
      if (i === 0 || base === null || base === undefined) return;
      const d = x - base;
      n[i]!++;
      sum[i]! += d;
      sq[i]! += d * d;
    });
  }
  let best = 0;
  let bestDiff = 0;
  for (let i = 1; i < k; i++) {
    if (n[i]! < 2) continue;
    const mean = sum[i]! / n[i]!;
    const variance = Math.max(0, (sq[i]! - n[i]! * mean * mean) / (n[i]! - 1));
    const stderr = Math.sqrt(variance / n[i]!);
    if (mean > bestDiff && mean > stderr) {
      best = i;
      bestDiff = mean;
    }
  }
  const means = total.map((t, i) => (visits[i] ? t / visits[i]! : -Infinity));
  return { best, visits, means, iterations: it };
}
