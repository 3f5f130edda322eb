/** SQLite: the action log, a batch appended as one unit of the writer's transaction. */
import { LOAD_ACTIONS, positional, type Statement } from '../queries';
import { RecentWrites, ROW_GRAIN_MS } from '../recentWrites';
import type { Store } from '../store';
import type { SqliteDb } from './connect';

export function sqliteActions({ db, writer, now }: SqliteDb): Pick<Store, 'appendActions' | 'loadActions'> {
  const getActions = db.prepare(positional(LOAD_ACTIONS));
  const recent = new RecentWrites(ROW_GRAIN_MS);
  return {
    async appendActions(rows, finished) {
      const ending = new Set(finished.map((f) => f.matchId));
      await writer.run([
        ...rows.map(
          (r): Statement => [
            'INSERT INTO actions (match_id, idx, seat, action, to_move) VALUES (?, ?, ?, ?, ?)',
            [r.matchId, r.index, r.seat, JSON.stringify(r.action), r.toMove ? JSON.stringify(r.toMove) : null],
          ],
        ),
        // A match's row only with a clock, its end, or once a grain (recentWrites.ts).
        ...recent
          .rowsToWrite(rows, ending)
          .map(
            ([id, v]): Statement => [
              'UPDATE matches SET version = ?, updated_at = ?, clock = COALESCE(?, clock) WHERE id = ? AND version < ?',
              [v.version, now(), v.clock, id, v.version],
            ],
          ),
        ...finished.map(
          (f): Statement => [
            "UPDATE matches SET status = 'finished', outcome = ? WHERE id = ?",
            [JSON.stringify(f.outcome), f.matchId],
          ],
        ),
      ]);
    },
    async loadActions(id, from = 0) {
      return (getActions.all(id, from) as Array<{ seat: number; action: string }>).map((r) => ({
        seat: r.seat,
        action: JSON.parse(r.action),
      }));
    },
  };
}
