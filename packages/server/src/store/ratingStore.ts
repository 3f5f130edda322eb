/**
 * The ratings part of the store (ratingRows.ts), written once for both databases over a SqlPort
 * (sqlPort.ts): the SQL is ratingQueries.ts, the adapters only hand in their port.
 */
import {
  BOARD,
  END_TAKEN,
  endStatements,
  RATED_ENDS,
  RATINGS_OF,
  ratingsOfAccounts,
  replaceStatements,
  STEPS_OF,
  STEPS_OF_MATCH,
  UNTAKEN_ENDS,
} from './ratingQueries';
import { endsOf, type RatingRow, type RatingStore, ratingOf, stepOf } from './ratingRows';
import { any, type SqlPort } from './sqlPort';

/**
 * Ends are counted one at a time across every instance writing the database, rebuilds too: each
 * reads the ratings the one before it wrote (issue 44).
 */
const COUNTING = 'tabula:ratings';

export function ratingStore(sql: SqlPort): RatingStore {
  return {
    async recordEnd(end, rate) {
      try {
        return await sql.serially(COUNTING, async (unit) => {
          if (await any(unit, END_TAKEN, [end.matchId])) return false;
          const ids = end.ranks.map((r) => r.accountId);
          const current = ids.length ? await unit.rows(...ratingsOfAccounts(end.game, ids)) : [];
          const before = new Map(current.map((r): [string, RatingRow] => [String(r.account_id), ratingOf(r)]));
          const steps = end.unrated === undefined ? rate(before) : [];
          await unit.changes(endStatements(end, steps));
          return true;
        });
      } catch (e) {
        // Taken meanwhile by a writer outside the queue (the unit is rolled back whole): counted
        // once all the same.
        if (await any(sql, END_TAKEN, [end.matchId]).catch(() => false)) return false;
        throw e;
      }
    },
    async ratedEnds() {
      return endsOf((await sql.rows(RATED_ENDS, [])) as Parameters<typeof endsOf>[0]);
    },
    async replaceRatings(ratings, steps) {
      await sql.serially(COUNTING, (unit) => unit.changes(replaceStatements(ratings, steps)));
    },
    async ratingsOf(accountId) {
      return (await sql.rows(RATINGS_OF, [accountId])).map(ratingOf);
    },
    async stepsOf(accountId, game) {
      return (await sql.rows(STEPS_OF, [accountId, game])).map(stepOf);
    },
    async stepsOfMatch(matchId) {
      return (await sql.rows(STEPS_OF_MATCH, [matchId])).map((r) => ({
        ...stepOf(r),
        seat: Number(r.seat),
        rank: Number(r.rank),
        username: String(r.username),
      }));
    },
    async board(game, activeSince, limit, offset) {
      return (await sql.rows(BOARD, [game, activeSince, limit, offset])).map((r) => ({
        ...ratingOf(r),
        username: String(r.username),
      }));
    },
    async untakenEnds() {
      return (await sql.rows(UNTAKEN_ENDS, [])).map((r) => r.id as string);
    },
  };
}
