/** SQLite: a match's state after some version, so opening it replays only the actions after. */
import { LATEST_SNAPSHOT, positional } from '../queries';
import type { Snapshot, Store } from '../store';
import type { SqliteDb } from './connect';

export function sqliteSnapshots({ db, writer }: SqliteDb): Pick<Store, 'saveSnapshot' | 'loadSnapshot'> {
  const getSnapshot = db.prepare(positional(LATEST_SNAPSHOT));
  return {
    async saveSnapshot(matchId, snap) {
      await writer.run([
        [
          'INSERT OR IGNORE INTO snapshots (match_id, version, state) VALUES (?, ?, ?)',
          [matchId, snap.version, snap.state],
        ],
      ]);
    },
    async loadSnapshot(matchId, atMost = 2 ** 31 - 1) {
      return (getSnapshot.get(matchId, atMost) as Snapshot | undefined) ?? null;
    },
  };
}
