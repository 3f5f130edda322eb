/**
 * What the store keeps of ratings (issue 44; the `rating/` folder decides what goes in). The
 * source: each rated match's end, once (`rating_results`), with its accounts' finishing ranks
 * (`rating_ranks`). Derived from it, in the order the ends were counted: each account's current
 * rating per game (`ratings`) and what each counted end left it with (`rating_history`).
 */

/** An account's rating in one game: openskill's mean and deviation, and its rated games. */
export interface RatingRow {
  accountId: string;
  game: string;
  mu: number;
  sigma: number;
  games: number;
  /** The end of its last rated match of the game (ISO): the leaderboard's activity. */
  lastAt: string;
}

/** A match created as rated, at its end: counted (ranks) or not (`unrated` says why). */
export interface RatedEnd {
  matchId: string;
  game: string;
  endedAt: string;
  /** Every seat's account and finishing rank (1 best; ties share one); empty when not counted. */
  ranks: Array<{ seat: number; accountId: string; rank: number }>;
  /** Why the match was not counted; absent for a counted one. */
  unrated?: string;
}

/** What one counted end did to one account's rating. */
export interface RatingStep {
  matchId: string;
  accountId: string;
  game: string;
  /** The match's end (ISO). */
  at: string;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
  /** Rated games of the game after this one. */
  games: number;
}

/** Given the accounts' ratings before a result (absent: a first rated game), their steps. */
export type Rate = (before: ReadonlyMap<string, RatingRow>) => RatingStep[];

/** A leaderboard line: the rating and the account's name. */
export type BoardRow = RatingRow & { username: string };

export interface RatingStore {
  /**
   * Counts a rated match's end once: stores it, then, for a counted one, `rate`'s steps and the
   * ratings they lead to, all in one transaction, after every end counted before it (one at a
   * time, across instances). False, changing nothing, when the match's end was taken already.
   */
  recordEnd(end: RatedEnd, rate: Rate): Promise<boolean>;
  /** The counted ends in the order they were counted (the rebuild replays them). */
  ratedEnds(): Promise<RatedEnd[]>;
  /** Replaces every rating and step with these (a rebuild), in one transaction. */
  replaceRatings(ratings: RatingRow[], steps: RatingStep[]): Promise<void>;
  /** The account's ratings, one per game it has played rated. */
  ratingsOf(accountId: string): Promise<RatingRow[]>;
  /** The account's steps in a game, in the order counted. */
  stepsOf(accountId: string, game: string): Promise<RatingStep[]>;
  /** The steps of one match's end, by account, with each account's seat, rank and name. */
  stepsOfMatch(matchId: string): Promise<Array<RatingStep & { seat: number; rank: number; username: string }>>;
  /**
   * A game's board: accounts whose last rated match ended at or after `activeSince`, the best
   * conservative rating (mu − 3 sigma) first, then by name.
   */
  board(game: string, activeSince: string, limit: number, offset: number): Promise<BoardRow[]>;
  /** Finished matches created as rated whose end was not taken (a crash between the two). */
  untakenEnds(): Promise<string[]>;
}

/** A `ratings` row as either adapter reads it. */
export const ratingOf = (r: Record<string, unknown>): RatingRow => ({
  accountId: String(r.account_id),
  game: String(r.game),
  mu: Number(r.mu),
  sigma: Number(r.sigma),
  games: Number(r.games),
  lastAt: String(r.last_at),
});

/** A `rating_history` row joined with its result's end (`at`). */
export const stepOf = (r: Record<string, unknown>): RatingStep => ({
  matchId: String(r.match_id),
  accountId: String(r.account_id),
  game: String(r.game),
  at: String(r.at),
  muBefore: Number(r.mu_before),
  sigmaBefore: Number(r.sigma_before),
  mu: Number(r.mu),
  sigma: Number(r.sigma),
  games: Number(r.games),
});

/** Rows of `rating_results` joined with `rating_ranks` (ordered by seq, then seat) as ends. */
export function endsOf(
  rows: Array<{ match_id: string; game: string; ended_at: string; seat: number; account_id: string; rank: number }>,
): RatedEnd[] {
  const out: RatedEnd[] = [];
  for (const r of rows) {
    let last = out[out.length - 1];
    if (last?.matchId !== r.match_id)
      out.push((last = { matchId: r.match_id, game: r.game, endedAt: r.ended_at, ranks: [] }));
    last.ranks.push({ seat: Number(r.seat), accountId: r.account_id, rank: Number(r.rank) });
  }
  return out;
}
