/**
 * Ratings are derived data (issue 44): `tabula ratings rebuild` replays every counted result in
 * the order it was counted, through the same `stepsOf` a match's end goes through, and replaces
 * the ratings and their history with what it reaches — the same numbers, or the right ones after
 * a change to how results are counted.
 */
import type { RatedEnd, RatingRow, RatingStep, RatingStore } from '../store/ratingRows';
import { ratingAfter } from '../store/ratingQueries';
import { stepsOf } from './rate';

/** Every rating and step the results lead to, in order. */
export function replay(ends: readonly RatedEnd[]): { ratings: RatingRow[]; steps: RatingStep[] } {
  const byGame = new Map<string, Map<string, RatingRow>>();
  const steps: RatingStep[] = [];
  for (const end of ends) {
    let current = byGame.get(end.game);
    if (!current) byGame.set(end.game, (current = new Map()));
    for (const s of stepsOf(end, current)) {
      steps.push(s);
      current.set(s.accountId, ratingAfter(s));
    }
  }
  return { ratings: [...byGame.values()].flatMap((m) => [...m.values()]), steps };
}

/** Replays the store's results and stores what they lead to; resolves with what was replayed. */
export async function rebuildRatings(store: RatingStore): Promise<{ results: number; ratings: number }> {
  const ends = await store.ratedEnds();
  const { ratings, steps } = replay(ends);
  await store.replaceRatings(ratings, steps);
  return { results: ends.length, ratings: ratings.length };
}
