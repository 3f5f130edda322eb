/** PostgreSQL: a match's state after some version, so opening it replays only the actions after. */
import { LATEST_SNAPSHOT } from '../queries';
import type { Snapshot, Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresSnapshots({ pool }: PostgresDb): Pick<Store, 'saveSnapshot' | 'loadSnapshot'> {
  return {
    async saveSnapshot(matchId, snap) {
      await pool.query('INSERT INTO snapshots (match_id, version, state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        matchId,
        snap.version,
        snap.state,
      ]);
    },
    async loadSnapshot(matchId, atMost = 2 ** 31 - 1) {
      const r = await pool.query(LATEST_SNAPSHOT, [matchId, atMost]);
      return r.rows.length ? ({ version: Number(r.rows[0].version), state: r.rows[0].state } as Snapshot) : null;
    },
  };
}
