/**
 * Turning a position into rewards in [0, 1] per seat, the currency of the search.
 * - Finished game: 0.6 × share of the win (1/k for a k-way tie for first) + 0.4 × logistic of the
 *   score margin over the best other seat — wins matter most, margins break ties between wins.
 * - Unfinished game (a rollout cut off): logistic of the evaluation margin (the game module's
 *   `evaluate`), or ½ for everyone when the game has no module.
 * - Solo: (score or evaluation − the module's `soloOffset`) / `soloScale`.
 */
import type { AnyGame, Outcome } from '@tabula/engine';
import type { GameHeuristic } from '../games/types';

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** A solo game's score (or its estimate) as a reward. */
export function soloReward(score: number, h: GameHeuristic | undefined): number {
  return (score - (h?.soloOffset ?? 0)) / (h?.soloScale ?? 1);
}

function marginsOf(values: readonly number[]): number[] {
  return values.map((v, i) => {
    let best = -Infinity;
    for (let j = 0; j < values.length; j++) if (j !== i && values[j]! > best) best = values[j]!;
    return v - best;
  });
}

function outcomeRewards(o: Outcome, h: GameHeuristic | undefined): number[] {
  const n = o.scores.length;
  if (n === 1) return [soloReward(o.scores[0]!, h)];
  const firsts = o.ranking.filter((r) => r === 1).length || 1;
  const scale = h?.scale ?? 1;
  return marginsOf(o.scores).map((m, i) => 0.6 * (o.ranking[i] === 1 ? 1 / firsts : 0) + 0.4 * logistic(m / scale));
}

function evaluationRewards(state: unknown, h: GameHeuristic): number[] {
  const n = h.players(state);
  const values = new Array<number>(n);
  for (let i = 0; i < n; i++) values[i] = h.evaluate(state, i);
  if (n === 1) return [soloReward(values[0]!, h)];
  return marginsOf(values).map((m) => logistic(m / h.scale));
}

/** Rewards for every seat of `state`, finished or not; `null` when nothing can be said. */
export function rewardsOf(game: AnyGame, state: unknown, h: GameHeuristic | undefined): number[] | null {
  if (game.activeSeats(state).length === 0) {
    const o = game.outcome(state);
    return o ? outcomeRewards(o, h) : null;
  }
  return h ? evaluationRewards(state, h) : null;
}
