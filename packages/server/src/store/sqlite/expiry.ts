/** SQLite: unfinished matches idle past the cutoffs become `expired`. */
import { EXPIRY_WHERE, positional } from '../queries';
import type { Store } from '../store';
import type { SqliteDb } from './connect';

/** EXPIRY_WHERE names $1, $2, $3 once each, in order: plain placeholders in the same order. */
const WHERE = positional(EXPIRY_WHERE);

export function sqliteExpiry({ db, writer, now }: SqliteDb): Pick<Store, 'expireMatches'> {
  return {
    async expireMatches(cutoff) {
      const ids = (
        db.prepare(`SELECT id FROM matches WHERE ${WHERE}`).all(cutoff.open, cutoff.running, cutoff.botsOnly) as Array<{
          id: string;
        }>
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      // Re-checked inside the write, so a match that just got an action is not expired.
      await writer.run([
        [
          `UPDATE matches SET status = 'expired', updated_at = ? WHERE ${WHERE}`,
          [now(), cutoff.open, cutoff.running, cutoff.botsOnly],
        ],
      ]);
      const marks = ids.map(() => '?').join(', ');
      return (
        db.prepare(`SELECT id FROM matches WHERE status = 'expired' AND id IN (${marks})`).all(...ids) as Array<{
          id: string;
        }>
      ).map((r) => r.id);
    },
  };
}
