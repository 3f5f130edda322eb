/** PostgreSQL: unfinished matches idle past the cutoffs become `expired`, in one statement. */
import { EXPIRY_WHERE } from '../queries';
import type { Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresExpiry({ pool, now }: PostgresDb): Pick<Store, 'expireMatches'> {
  return {
    async expireMatches(cutoff) {
      const r = await pool.query(
        `UPDATE matches SET status = 'expired', updated_at = $5, seq = seq + 1 WHERE ${EXPIRY_WHERE} RETURNING id`,
        [cutoff.open, cutoff.running, cutoff.botsOnly, cutoff.guestBots, now()],
      );
      return r.rows.map((x: { id: string }) => x.id);
    },
  };
}
