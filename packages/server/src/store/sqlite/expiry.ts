/** SQLite: unfinished matches idle past the cutoffs become `expired`. */
import { EXPIRY_WHERE, positional } from '../queries';
import type { ExpiryCutoff, Store } from '../store';
import type { SqliteDb } from './connect';

/** EXPIRY_WHERE names $1 to $4 once each, in order: plain placeholders in the same order. */
const WHERE = positional(EXPIRY_WHERE);

const cutoffs = (c: ExpiryCutoff) => [c.open, c.running, c.botsOnly, c.guestBots];

export function sqliteExpiry({ db, writer, now }: SqliteDb): Pick<Store, 'expireMatches'> {
  return {
    async expireMatches(cutoff) {
      const ids = (
        db.prepare(`SELECT id FROM matches WHERE ${WHERE}`).all(...cutoffs(cutoff)) as Array<{
          id: string;
        }>
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      // Re-checked inside the write, so a match that just got an action is not expired.
      await writer.run([
        [`UPDATE matches SET status = 'expired', updated_at = ? WHERE ${WHERE}`, [now(), ...cutoffs(cutoff)]],
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
