/**
 * Resigned seats rank last (issue 23): the others keep their order among themselves, ties
 * included, and the seats that resigned follow — the first to resign lowest. Each carries
 * `resigned: 1` in its breakdown, as a conceded match's seats do, so the final table and the
 * replay name it "(resigned)" though a bot played its score to the end (issue 45).
 */
import type { Outcome, Seat } from '@tabula/engine';

export function withResignations(outcome: Outcome | null, resigned: readonly Seat[]): Outcome | null {
  if (!outcome || resigned.length === 0) return outcome;
  const stay = outcome.ranking.map((_, seat) => seat).filter((seat) => !resigned.includes(seat));
  const ranking = outcome.ranking.slice();
  for (const seat of stay) ranking[seat] = 1 + stay.filter((o) => outcome.ranking[o]! < outcome.ranking[seat]!).length;
  resigned.forEach((seat, i) => (ranking[seat] = stay.length + resigned.length - i));
  const breakdown = outcome.breakdown.map((b, seat) => (resigned.includes(seat) ? { ...b, resigned: 1 } : b));
  return { ...outcome, ranking, breakdown };
}

/** A 2-player match conceded: the other seat wins; the game's scores stay as they were. */
export function concededOutcome(players: number, resigner: Seat, scores: number[]): Outcome {
  return {
    scores,
    ranking: Array.from({ length: players }, (_, seat) => (seat === resigner ? 2 : 1)),
    breakdown: Array.from({ length: players }, (_, seat) => ({ resigned: seat === resigner ? 1 : 0 })),
  };
}
