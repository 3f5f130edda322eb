/**
 * The ranks a rated match counts (issue 44: "resignation and time-out rank the seat last"). The
 * seats still played by their people at the end keep the game's order among themselves, ties
 * included. Below them, the seats whose person is away at the end — timed out or left, never back:
 * their bot's play is not the person's result —, the first to go lowest. Last, the seats that
 * resigned, in the order the game's outcome already gives them (table/resign.ts: the first to
 * resign lowest), so a rating never contradicts a resignation: a 2-player leave while the other
 * seat is away counts as resigning (issue 41, item 7), and the leaver is then last, as the game
 * says, even though the other seat timed out first.
 *
 * An abandoned match (table/absence.ts: no seat played by its person any more) has no result of
 * the game; it counts all the same, for "a seat that left an abandoned match takes a loss" (issue
 * 44). Every seat is then away or resigned: the seats that left rank last of all (the first to
 * leave lowest), below the resigned ones, below the timed-out ones — as a 2-player leave while the
 * other seat timed out already concedes (absence.ts), leaving is the worst way out.
 */
import type { TableEvent } from '../store/store';

/** 1 for the best; ties share a rank (`ranking` is the outcome's, by seat). */
export function countedRanks(ranking: readonly number[], events: readonly TableEvent[]): number[] {
  return ranksFrom(ranking, events, false);
}

/** The ranks of an abandoned match of `players` seats (no result of the game: see above). */
export function abandonedRanks(players: number, events: readonly TableEvent[]): number[] {
  return ranksFrom(new Array<number>(players).fill(1), events, true);
}

function ranksFrom(ranking: readonly number[], events: readonly TableEvent[], abandoned: boolean): number[] {
  const resigned: number[] = [];
  const awaySince = new Map<number, { at: number; kind: TableEvent['kind'] }>();
  events.forEach((e, i) => {
    if (e.kind === 'resigned') resigned.push(e.seat);
    else if (e.kind === 'timeout' || e.kind === 'left')
      awaySince.set(e.seat, awaySince.get(e.seat) ?? { at: i, kind: e.kind });
    else if (e.kind === 'reclaimed') awaySince.delete(e.seat);
  });
  const seats = ranking.map((_, seat) => seat);
  const away = seats
    .filter((s) => awaySince.has(s) && !resigned.includes(s))
    .sort((a, b) => awaySince.get(a)!.at - awaySince.get(b)!.at);
  const left = abandoned ? away.filter((s) => awaySince.get(s)!.kind === 'left') : [];
  const stay = seats.filter((s) => !awaySince.has(s) && !resigned.includes(s));
  const ranks = ranking.slice();
  for (const s of stay) ranks[s] = 1 + stay.filter((o) => ranking[o]! < ranking[s]!).length;
  // From the bottom up, each group's first to go lowest.
  let rank = ranking.length;
  for (const s of [...left, ...resigned, ...away.filter((s) => !left.includes(s))]) ranks[s] = rank--;
  return ranks;
}
