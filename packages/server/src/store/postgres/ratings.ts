/** PostgreSQL: ratings (ratingRows.ts), the SQL in ratingQueries.ts. */
import {
  BOARD,
  END_TAKEN,
  endStatements,
  RATED_ENDS,
  RATINGS_OF,
  RATINGS_OF_ACCOUNTS,
  replaceStatements,
  STEPS_OF,
  STEPS_OF_MATCH,
  UNTAKEN_ENDS,
} from '../ratingQueries';
import { endsOf, type RatingRow, type RatingStore, ratingOf, stepOf } from '../ratingRows';
import type { PostgresDb } from './connect';

type Row = Record<string, unknown>;

/**
 * Ends are counted one at a time across every instance sharing the database: each transaction
 * takes this lock first, so it reads the ratings the one before it wrote.
 */
const COUNTING_LOCK = "SELECT pg_advisory_xact_lock(hashtext('tabula:ratings'))";

export function postgresRatings({ pool, tx }: PostgresDb): RatingStore {
  return {
    recordEnd(end, rate) {
      return tx(async (c) => {
        await c.query(COUNTING_LOCK);
        if ((await c.query(END_TAKEN, [end.matchId])).rowCount) return false;
        const ids = JSON.stringify(end.ranks.map((r) => r.accountId));
        const { rows } = await c.query(RATINGS_OF_ACCOUNTS.postgres, [end.game, ids]);
        const before = new Map(rows.map((r: Row): [string, RatingRow] => [String(r.account_id), ratingOf(r)]));
        const steps = end.unrated === undefined ? rate(before) : [];
        for (const [sql, params] of endStatements(end, steps)) await c.query(sql, params);
        return true;
      });
    },
    async ratedEnds() {
      const { rows } = await pool.query(RATED_ENDS);
      return endsOf(rows);
    },
    replaceRatings(ratings, steps) {
      return tx(async (c) => {
        await c.query(COUNTING_LOCK);
        for (const [sql, params] of replaceStatements(ratings, steps)) await c.query(sql, params);
      });
    },
    async ratingsOf(accountId) {
      return (await pool.query(RATINGS_OF, [accountId])).rows.map(ratingOf);
    },
    async stepsOf(accountId, game) {
      return (await pool.query(STEPS_OF, [accountId, game])).rows.map(stepOf);
    },
    async stepsOfMatch(matchId) {
      return (await pool.query(STEPS_OF_MATCH, [matchId])).rows.map((r: Row) => ({
        ...stepOf(r),
        seat: Number(r.seat),
        rank: Number(r.rank),
        username: String(r.username),
      }));
    },
    async board(game, activeSince, limit, offset) {
      return (await pool.query(BOARD, [game, activeSince, limit, offset])).rows.map((r: Row) => ({
        ...ratingOf(r),
        username: String(r.username),
      }));
    },
    async untakenEnds() {
      return (await pool.query(UNTAKEN_ENDS)).rows.map((r: { id: string }) => r.id);
    },
  };
}
