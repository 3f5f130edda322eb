/**
 * ISMCTS over macro-actions: the search a game module uses when single actions say too little
 * (a Loyang Action phase, a Hansa turn — tens of small pending decisions that only mean something
 * together). The game's planner proposes the candidate macro-actions (its best distinct lines:
 * progressive widening by the planner's own ordering) and plays the games out (its light policy);
 * this file is the search, shared by every game:
 *
 * 1. Each iteration draws one determinization of the bot's view (`sample`; the first iteration
 *    uses the one the candidates were planned in).
 * 2. The candidates the rules allow in that determinization are the available ones (a line that
 *    draws a hidden card may not replay in another world): availability counts, as in ISMCTS.
 * 3. An untried available candidate is tried first, in the planner's order; after that UCB1:
 *    mean + c · range · sqrt(ln(availability) / visits), range the spread of rewards seen so far.
 * 4. The chosen candidate is played out from where it leads and its reward backed up.
 * 5. A play-out that met nothing hidden (`exact`) gives the candidate's value in every
 *    determinization: it is remembered and not played again, and once every candidate is exact
 *    the search stops and answers the best value — repeating a deterministic play-out only spent
 *    the budget that could have judged more candidates (Hansa: all but the bonus tokens is open).
 *
 * The answer is the most visited candidate (ties: the better mean, then the planner's order).
 * Under a time budget the search stops once no candidate could overtake the leader in the time
 * left (at the pace so far), so a clear choice does not use the whole budget.
 * Every draw comes from `sample`, so the search is deterministic when `sample` is.
 */

export interface MacroProblem<S, M> {
  /** Candidate macro-actions, the planner's best first. */
  candidates: readonly M[];
  /** Plays `m` from the start in determinization `world`; null when the rules refuse it there. */
  enter(world: S, m: M, index: number): S | null;
  /**
   * Plays on from `s`, where candidate `index` led, with the play-out policy and scores the end
   * for the searching seat; `{ exact }` when nothing hidden took part (the same reward in every
   * determinization).
   */
  playOut(s: S, index: number): number | { exact: number };
}

export interface MacroBudget {
  /** Play-outs per decision (deterministic)… */
  iters?: number;
  /**
   * …or milliseconds per decision (at least one play-out per candidate either way); with `iters`
   * a cap: `iters` play-outs unless the time runs out first (the Master's budget, issue 44).
   */
  ms?: number;
  /** UCB exploration constant (default 0.7). */
  c?: number;
}

export interface MacroResult {
  best: number;
  visits: number[];
  means: number[];
  iterations: number;
}

export function macroIsmcts<S, M>(
  first: S,
  sample: (() => S) | undefined,
  p: MacroProblem<S, M>,
  budget: MacroBudget,
): MacroResult {
  const k = p.candidates.length;
  const visits = new Array<number>(k).fill(0);
  const avail = new Array<number>(k).fill(0);
  const total = new Array<number>(k).fill(0);
  const exact = new Array<number | undefined>(k).fill(undefined);
  let exactCount = 0;
  const c = budget.c ?? 0.7;
  const deadline = budget.ms !== undefined ? performance.now() + budget.ms : Infinity;
  const iters = budget.iters ?? (budget.ms !== undefined ? Infinity : 2 * k);
  let lo = Infinity;
  let hi = -Infinity;
  let it = 0;
  const started = performance.now();
  for (; it < iters; it++) {
    if (exactCount === k) break;
    if (it >= k && budget.ms !== undefined) {
      const now = performance.now();
      if (now > deadline) break;
      // Stopping early: when the play-outs the time left can still give (at the pace so far) —
      // or, under a play-out budget with a time cap, the play-outs left if fewer — cannot make
      // another candidate the most visited, the answer is settled: the one the whole budget gives.
      const byTime = ((deadline - now) * it) / Math.max(now - started, 1e-3);
      if (settled(visits, Math.min(byTime, iters - it))) break;
    }
    const world = it === 0 || !sample ? first : sample();
    // An exact candidate's value holds in every world: it is not entered again.
    const entered: Array<S | null> = p.candidates.map((m, i) =>
      exact[i] !== undefined ? world : p.enter(world, m, i),
    );
    let pick = -1;
    let bestU = -Infinity;
    for (let i = 0; i < k; i++) {
      if (entered[i] === null) continue;
      avail[i]!++;
      if (visits[i] === 0) {
        if (pick < 0 || visits[pick]! > 0) pick = i;
        bestU = Infinity;
        continue;
      }
      if (bestU === Infinity) continue;
      const range = hi > lo ? hi - lo : 1;
      const u = total[i]! / visits[i]! + c * range * Math.sqrt(Math.log(avail[i]!) / visits[i]!);
      if (u > bestU) {
        bestU = u;
        pick = i;
      }
    }
    if (pick < 0) continue;
    let r = exact[pick];
    if (r === undefined) {
      const played = p.playOut(entered[pick]!, pick);
      if (typeof played === 'number') r = played;
      else {
        r = played.exact;
        exact[pick] = r;
        exactCount++;
      }
    }
    visits[pick]!++;
    total[pick]! += r;
    if (r < lo) lo = r;
    if (r > hi) hi = r;
  }
  const means = total.map((t, i) => (visits[i] ? t / visits[i]! : -Infinity));
  let best = 0;
  // Every value known exactly: the best one (visit counts only measured the exploration).
  const allExact = exactCount === k;
  for (let i = 1; i < k; i++) {
    const better = allExact
      ? means[i]! > means[best]!
      : visits[i]! > visits[best]! || (visits[i] === visits[best] && means[i]! > means[best]!);
    if (better) best = i;
  }
  return { best, visits, means, iterations: it };
}

/** True when the leader's lead in visits exceeds the play-outs still to come. */
export function settled(visits: readonly number[], remaining: number): boolean {
  let first = -1;
  let second = -1;
  for (const v of visits) {
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) second = v;
  }
  return first - second > remaining;
}
