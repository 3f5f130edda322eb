/** PostgreSQL: matches read many at a time — the lobby's pages and the counts. */
import { LOGGED } from '../recentWrites';
import { COUNT_BY_STATUS, LIVE_BY_BOT_CREATOR } from '../queries';
import { countsOf, seatsByMatch, STATUSES, toStoredMatch } from '../rows';
import { type MatchRowDb, type SeatRowDb, TO_MOVE } from '../schema';
import type { Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresListing({
  pool,
}: PostgresDb): Pick<Store, 'listMatches' | 'countLiveByBotCreator' | 'countByStatus'> {
  const seatsOf = async (ids: string[]): Promise<SeatRowDb[]> =>
    ids.length === 0 ? [] : (await pool.query('SELECT * FROM seats WHERE match_id = ANY($1::text[])', [ids])).rows;
  return {
    async listMatches(filter) {
      const statuses = filter.status ?? [...STATUSES];
      const b = filter.before;
      const page = b ? 'AND (created_at < $3 OR (created_at = $3 AND id < $4))' : '';
      const r = await pool.query(
        `SELECT matches.*, ${LOGGED}, ${TO_MOVE} FROM matches WHERE status = ANY($1::text[]) ${page} ORDER BY created_at DESC, id DESC LIMIT $2`,
        [statuses, filter.limit, ...(b ? [b.createdAt, b.id] : [])],
      );
      const rows = r.rows as MatchRowDb[];
      const by = seatsByMatch(await seatsOf(rows.map((x) => x.id)));
      return rows.map((x) => toStoredMatch(x, by.get(x.id) ?? []));
    },
    async countLiveByBotCreator(botCreator, openSince) {
      return Number((await pool.query(LIVE_BY_BOT_CREATOR, [botCreator, openSince])).rows[0].n);
    },
    async countByStatus() {
      return countsOf((await pool.query(COUNT_BY_STATUS)).rows);
    },
  };
}
