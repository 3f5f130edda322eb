/**
 * One counted result through openskill (Weng–Lin, Plackett–Luce, its defaults: mu 25, sigma 25/3):
 * each account a team of one, ranked by finishing rank, ties sharing a rank. Every rating comes
 * from here, when a match ends and when a rebuild replays the results, so both reach the same
 * numbers.
 */
import { rate, rating } from 'openskill';
import type { RatedEnd, RatingRow, RatingStep } from '../store/ratingRows';

/** What `end` does to its accounts' ratings, given their ratings before it (absent: new). */
export function stepsOf(end: RatedEnd, before: ReadonlyMap<string, RatingRow>): RatingStep[] {
  const old = end.ranks.map((r) => before.get(r.accountId) ?? null);
  const teams = old.map((o) => [o ? rating({ mu: o.mu, sigma: o.sigma }) : rating()]);
  const after = rate(teams, { rank: end.ranks.map((r) => r.rank) });
  return end.ranks.map((r, i) => ({
    matchId: end.matchId,
    accountId: r.accountId,
    game: end.game,
    at: end.endedAt,
    muBefore: teams[i]![0]!.mu,
    sigmaBefore: teams[i]![0]!.sigma,
    mu: after[i]![0]!.mu,
    sigma: after[i]![0]!.sigma,
    games: (old[i]?.games ?? 0) + 1,
  }));
}
