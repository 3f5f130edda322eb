/**
 * The ranks a rated match counts (issue 44: "resignation and time-out rank the seat last"). The
 * game's ranking (ties share a rank) already puts resigned seats last (table/resign.ts); here a seat
 * whose person is away at the end — timed out or left, and never back — joins them: its bot's play
 * is not the person's result. The seats still played by their people keep their order among
 * themselves, ties included; the seats gone follow, the first to go lowest.
 */
import type { TableEvent } from '../store/store';

/** The events that hand a seat over to a bot or give it back. */
const LEAVING: ReadonlySet<TableEvent['kind']> = new Set(['timeout', 'left', 'resigned']);

/** 1 for the best; ties share a rank (`ranking` is the outcome's, by seat). */
export function countedRanks(ranking: readonly number[], events: readonly TableEvent[]): number[] {
  const goneAt = new Map<number, number>();
  events.forEach((e, i) => {
    if (LEAVING.has(e.kind)) goneAt.set(e.seat, goneAt.get(e.seat) ?? i);
    else if (e.kind === 'reclaimed') goneAt.delete(e.seat);
  });
  const seats = ranking.map((_, seat) => seat);
  const stay = seats.filter((s) => !goneAt.has(s));
  const gone = seats.filter((s) => goneAt.has(s)).sort((a, b) => goneAt.get(a)! - goneAt.get(b)!);
  const ranks = ranking.slice();
  for (const s of stay) ranks[s] = 1 + stay.filter((o) => ranking[o]! < ranking[s]!).length;
  gone.forEach((s, i) => (ranks[s] = ranking.length - i));
  return ranks;
}
