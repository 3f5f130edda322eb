/**
 * PostgreSQL: the seeks (seekRows.ts), shared by every instance. A claim is one UPDATE that takes
 * only unclaimed waiting rows, in a transaction rolled back when it took fewer than asked: another
 * instance's claim on the same rows waits for the row locks, then finds them claimed.
 */
import { claimSql, SEEK_SQL, type SeekStore, seekOf, seekValues } from '../seekRows';
import type { PostgresDb } from './connect';

/** Thrown inside the claim's transaction to roll it back. */
class LostRace extends Error {}

export function postgresSeeks({ pool, tx }: PostgresDb): SeekStore {
  return {
    async addSeek(s) {
      await pool.query(SEEK_SQL.insert, seekValues(s));
    },
    async seekById(id) {
      const { rows } = await pool.query(SEEK_SQL.byId, [id]);
      return rows[0] ? seekOf(rows[0]) : null;
    },
    async waitingSeeks(now, game) {
      const { rows } =
        game === undefined
          ? await pool.query(SEEK_SQL.waiting, [now])
          : await pool.query(SEEK_SQL.waitingOf, [now, game]);
      return rows.map(seekOf);
    },
    async renewSeek(id, endsAt) {
      await pool.query(SEEK_SQL.renew, [endsAt, id]);
    },
    async claimSeeks(ids, claim, now) {
      try {
        return await tx(async (c) => {
          const r = await c.query(claimSql(ids.length), [claim, now, now, ...ids]);
          if (r.rowCount !== ids.length) throw new LostRace();
          return true;
        });
      } catch (e) {
        if (e instanceof LostRace) return false;
        throw e;
      }
    },
    async releaseClaim(claim) {
      await pool.query(SEEK_SQL.release, [claim]);
    },
    async matchSeeks(claim, seats) {
      await tx(async (c) => {
        for (const { id, matchId, seat } of seats) await c.query(SEEK_SQL.match, [matchId, seat, id, claim]);
      });
    },
    async cancelSeek(id, accountId) {
      const r = await pool.query(SEEK_SQL.cancel, [id, accountId]);
      return r.rowCount === 1;
    },
    async endStaleSeeks(now, claimedBefore) {
      const ended = await pool.query(SEEK_SQL.end, [now]);
      const released = await pool.query(SEEK_SQL.unclaim, [claimedBefore]);
      return (ended.rowCount ?? 0) + (released.rowCount ?? 0);
    },
  };
}
