/** SQLite: a person takes a free seat; the last one starts the match. */
import type { Store } from '../store';
import type { SqliteDb } from './connect';

export function sqliteSeats({ writer, now }: SqliteDb): Pick<Store, 'claimSeat'> {
  return {
    // One writer thread: claims never race, `serial` or not.
    async claimSeat(matchId, seat, name, tokenHash) {
      const [claimed] = await writer.run([
        // Only while the match is open: a join read it open, but an expiry may have come since.
        [
          "UPDATE seats SET name = ?, token_hash = ? WHERE match_id = ? AND seat = ? AND name IS NULL AND bot IS NULL AND EXISTS (SELECT 1 FROM matches WHERE id = ? AND status = 'open')",
          [name, tokenHash, matchId, seat, matchId],
        ],
        // The match starts with its last free seat; one statement for that and the time.
        [
          "UPDATE matches SET updated_at = ?, status = CASE WHEN status = 'open' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND name IS NULL AND bot IS NULL) THEN 'running' ELSE status END WHERE id = ?",
          [now(), matchId, matchId],
        ],
      ]);
      return claimed === 1;
    },
  };
}
