/** SQLite: matches read many at a time — the lobby's pages and the counts. */
import { COUNT_BY_STATUS, LISTED, LIVE_BY_BOT_CREATOR, listedFor, positional } from '../queries';
import { countsOf, seatsByMatch, STATUSES, toStoredMatch } from '../rows';
import type { MatchRowDb, SeatRowDb } from '../schema';
import type { Store } from '../store';
import { MATCH_COLUMNS, type SqliteDb } from './connect';

export function sqliteListing({
  db,
}: SqliteDb): Pick<Store, 'listMatches' | 'countLiveByBotCreator' | 'countByStatus'> {
  const counts = db.prepare(COUNT_BY_STATUS);
  return {
    async listMatches(filter) {
      const statuses = filter.status ?? [...STATUSES];
      const marks = (xs: readonly unknown[]) => xs.map(() => '?').join(', ');
      const b = filter.before;
      const where = [
        `status IN (${marks(statuses)})`,
        ...(filter.ids ? [`id IN (${marks(filter.ids)})`] : []),
        ...(filter.listedOnly ? [filter.viewer ? listedFor('?') : LISTED] : []),
        ...(b ? ['(created_at < ? OR (created_at = ? AND id < ?))'] : []),
      ].join(' AND ');
      const rows = db
        .prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`)
        .all(
          ...statuses,
          ...(filter.ids ?? []),
          ...(filter.listedOnly && filter.viewer ? [filter.viewer] : []),
          ...(b ? [b.createdAt, b.createdAt, b.id] : []),
          filter.limit,
        ) as MatchRowDb[];
      if (rows.length === 0) return [];
      const seats = db
        .prepare(`SELECT * FROM seats WHERE match_id IN (${rows.map(() => '?').join(', ')})`)
        .all(...rows.map((r) => r.id)) as SeatRowDb[];
      const by = seatsByMatch(seats);
      return rows.map((r) => toStoredMatch(r, by.get(r.id) ?? []));
    },
    async countLiveByBotCreator(botCreator, openSince) {
      return (db.prepare(positional(LIVE_BY_BOT_CREATOR)).get(botCreator, openSince) as { n: number }).n;
    },
    async countByStatus() {
      return countsOf(counts.all() as Array<{ status: string; n: number }>);
    },
  };
}
