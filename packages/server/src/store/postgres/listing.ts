/** PostgreSQL: matches read many at a time — the lobby's pages and the counts. */
import { LOGGED } from '../recentWrites';
import { COUNT_BY_STATUS, LISTED, LIVE_BY_BOT_CREATOR, listedFor } from '../queries';
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
      const params: unknown[] = [filter.status ?? [...STATUSES], filter.limit];
      // Each value's placeholder, in the order pushed.
      const $ = (v: unknown) => `$${params.push(v)}`;
      const where = ['status = ANY($1::text[])'];
      if (filter.ids) where.push(`id = ANY(${$(filter.ids)}::text[])`);
      if (filter.listedOnly) where.push(filter.viewer ? listedFor($(filter.viewer)) : LISTED);
      if (filter.before) {
        const at = $(filter.before.createdAt);
        where.push(`(created_at < ${at} OR (created_at = ${at} AND id < ${$(filter.before.id)}))`);
      }
      const r = await pool.query(
        `SELECT matches.*, ${LOGGED}, ${TO_MOVE} FROM matches WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $2`,
        params,
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
