/** SQLite: ratings (ratingRows.ts), the SQL in ratingQueries.ts. */
import { positional } from '../queries';
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
import type { SqliteDb } from './connect';

type Row = Record<string, unknown>;

export function sqliteRatings({ db, writer }: SqliteDb): RatingStore {
  const q = (sql: string) => db.prepare(positional(sql));
  const taken = q(END_TAKEN);
  const current = db.prepare(RATINGS_OF_ACCOUNTS.sqlite);
  const ratingsOf = q(RATINGS_OF);
  const ends = q(RATED_ENDS);
  const stepsOf = q(STEPS_OF);
  const stepsOfMatch = q(STEPS_OF_MATCH);
  const board = q(BOARD);
  const untaken = q(UNTAKEN_ENDS);
  // One process writes a SQLite file: ends are counted one at a time here, each reading the
  // ratings the one before it wrote (reads see every acknowledged write).
  let counting: Promise<unknown> = Promise.resolve();
  return {
    recordEnd(end, rate) {
      const run = async (): Promise<boolean> => {
        if (taken.get(end.matchId)) return false;
        const ids = JSON.stringify(end.ranks.map((r) => r.accountId));
        const before = new Map(
          (current.all(end.game, ids) as Row[]).map((r): [string, RatingRow] => [String(r.account_id), ratingOf(r)]),
        );
        const steps = end.unrated === undefined ? rate(before) : [];
        try {
          await writer.run(endStatements(end, steps).map(([sql, params]) => [positional(sql), params]));
        } catch (e) {
          // Taken meanwhile (the writer's unit is rolled back whole): counted once all the same.
          if (/UNIQUE constraint failed: rating_results\.match_id/.test((e as Error).message)) return false;
          throw e;
        }
        return true;
      };
      const result = counting.then(run, run);
      counting = result.catch(() => undefined);
      return result;
    },
    async ratedEnds() {
      return endsOf(ends.all() as Parameters<typeof endsOf>[0]);
    },
    async replaceRatings(ratings, steps) {
      const run = async () => {
        await writer.run(replaceStatements(ratings, steps).map(([sql, params]) => [positional(sql), params]));
      };
      const result = counting.then(run, run);
      counting = result.catch(() => undefined);
      return result;
    },
    async ratingsOf(accountId) {
      return (ratingsOf.all(accountId) as Row[]).map(ratingOf);
    },
    async stepsOf(accountId, game) {
      return (stepsOf.all(accountId, game) as Row[]).map(stepOf);
    },
    async stepsOfMatch(matchId) {
      return (stepsOfMatch.all(matchId) as Row[]).map((r) => ({
        ...stepOf(r),
        seat: Number(r.seat),
        rank: Number(r.rank),
        username: String(r.username),
      }));
    },
    async board(game, activeSince, limit, offset) {
      return (board.all(game, activeSince, limit, offset) as Row[]).map((r) => ({
        ...ratingOf(r),
        username: String(r.username),
      }));
    },
    async untakenEnds() {
      return (untaken.all() as Array<{ id: string }>).map((r) => r.id);
    },
  };
}
