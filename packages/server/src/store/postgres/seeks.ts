/**
 * PostgreSQL: the seeks (seekRows.ts), shared by every instance. A claim is one UPDATE that takes
 * only unclaimed waiting rows: another instance's claim on the same rows waits for the row locks,
 * then finds them claimed (READ COMMITTED checks the condition again on the new row). One that
 * took fewer than asked gives them back at once. One statement rather than a transaction rolled
 * back: a transaction cost two more round trips on every table, and a lost race is the rare case.
 */
import { claimSql, SEEK_SQL, type SeekStore, seekOf, seekValues } from '../seekRows';
import type { PostgresDb } from './connect';

export function postgresSeeks({ pool }: PostgresDb): SeekStore {
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
      const r = await pool.query(claimSql(ids.length), [claim, now, now, ...ids]);
      if (r.rowCount === ids.length) return true;
      if (r.rowCount) await pool.query(SEEK_SQL.release, [claim]);
      return false;
    },
    async releaseClaim(claim) {
      await pool.query(SEEK_SQL.release, [claim]);
    },
    async matchSeeks(claim, seats) {
      // One statement for the whole table: its seats as two arrays.
      await pool.query(
        "UPDATE seeks SET status = 'matched', match_id = $1, seat = v.seat FROM unnest($2::text[], $3::int[]) AS v (id, seat) WHERE seeks.id = v.id AND seeks.claim = $4",
        [seats[0]?.matchId, seats.map((s) => s.id), seats.map((s) => s.seat), claim],
      );
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
