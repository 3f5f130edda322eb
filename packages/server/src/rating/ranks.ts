/**
 * The ranks a rated match counts (issue 44: "resignation and time-out rank the seat last"). The
 * seats still played by their people at the end keep the game's order among themselves, ties
 * included. Below them, the seats whose person is away at the end — timed out or left, never back:
 * their bot's play is not the person's result —, the first to go lowest. Last, the seats that
 * resigned, in the order the game's outcome already gives them (table/resign.ts: the first to
 * resign lowest), so a rating never contradicts a resignation: a 2-player leave while the other
 * seat is away counts as resigning (issue 41, item 7), and the leaver is then last, as the game
 * says, even though the other seat timed out first.
 */
import type { TableEvent } from '../store/store';

/** 1 for the best; ties share a rank (`ranking` is the outcome's, by seat). */
export function countedRanks(ranking: readonly number[], events: readonly TableEvent[]): number[] {
  const resigned: number[] = [];
  const awaySince = new Map<number, number>();
  events.forEach((e, i) => {
    if (e.kind === 'resigned') resigned.push(e.seat);
    else if (e.kind === 'timeout' || e.kind === 'left') awaySince.set(e.seat, awaySince.get(e.seat) ?? i);
    else if (e.kind === 'reclaimed') awaySince.delete(e.seat);
  });
  const seats = ranking.map((_, seat) => seat);
  const away = seats
    .filter((s) => awaySince.has(s) && !resigned.includes(s))
    .sort((a, b) => awaySince.get(a)! - awaySince.get(b)!);
  const stay = seats.filter((s) => !awaySince.has(s) && !resigned.includes(s));
  const ranks = ranking.slice();
  for (const s of stay) ranks[s] = 1 + stay.filter((o) => ranking[o]! < ranking[s]!).length;
  away.forEach((s, i) => (ranks[s] = stay.length + away.length - i));
  resigned.forEach((s, i) => (ranks[s] = ranking.length - i));
  return ranks;
}
