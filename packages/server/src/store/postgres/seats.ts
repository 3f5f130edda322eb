/** PostgreSQL: a person takes a free seat; the last one starts the match. */
import type { Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresSeats({ pool, tx, now }: PostgresDb): Pick<Store, 'claimSeat'> {
  return {
    async claimSeat(matchId, seat, name, tokenHash, serial = false) {
      // The seat while the match is open, and if it was free the match row (started when no other
      // seat is free), in one statement. The match row is locked while open: an expiry committed
      // since the join read it is seen, and one coming later waits for this claim.
      const claim = {
        name: 'tabula-claim-seat',
        text:
          "WITH open AS (SELECT id FROM matches WHERE id = $3 AND status = 'open' FOR UPDATE), " +
          'claimed AS (UPDATE seats SET name = $1, token_hash = $2 WHERE match_id = $3 AND seat = $4 AND name IS NULL AND bot IS NULL AND EXISTS (SELECT 1 FROM open) RETURNING seat), ' +
          "moved AS (UPDATE matches SET status = CASE WHEN status = 'open' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = $3 AND seat <> $4 AND name IS NULL AND bot IS NULL) THEN 'running' ELSE status END, " +
          'updated_at = $5, seq = seq + 1 WHERE id = $3 AND EXISTS (SELECT 1 FROM claimed)) ' +
          'SELECT COUNT(*)::int AS n FROM claimed',
        values: [name, tokenHash, matchId, seat, now()],
      };
      // Claims of this match come one at a time from this process alone: the statement is atomic
      // by itself, one round trip instead of four (issue 26: seating is a third of PostgreSQL's
      // statements in the Nim bench).
      if (serial) return (await pool.query(claim)).rows[0].n === 1;
      return tx(async (c) => {
        // Lock the match row so two joins for the last two seats cannot both miss the status change.
        // Its own statement: the claim's snapshot, taken once the lock is held, sees every join of
        // this match committed before.
        await c.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
        return (await c.query(claim)).rows[0].n === 1;
      });
    },
  };
}
