/**
 * PostgreSQL: the seeks (seekRows.ts), shared by every instance. A sweep's tables are claimed in
 * one statement (issue 44: `tabula bench seeks` spent a statement per table on claims): it locks
 * the unclaimed waiting rows it names, skipping rows another instance's claim holds locked (never
 * waiting on them, so two sweeps cannot deadlock), and each locked row is checked again as it is
 * now (READ COMMITTED re-reads a row changed since the snapshot), so a row claimed by another is
 * never taken. A table that got fewer than its seeks gives them back at once, all such tables in
 * one more statement — the rare case. Statements rather than transactions: a transaction costs
 * two more round trips.
 */
import { insertSeek, SEEK_SQL, SEQ_OF_NEW, type SeekStore, seekOf, seekValues } from '../seekRows';
import type { PostgresDb } from './connect';

const CLAIM_TABLES =
  'WITH wanted AS (SELECT * FROM unnest($2::text[], $3::text[]) AS w (id, claim)), ' +
  "free AS (SELECT s.id FROM seeks s JOIN wanted w ON w.id = s.id WHERE s.status = 'waiting' AND s.claim IS NULL AND s.ends_at >= $1 FOR UPDATE OF s SKIP LOCKED) " +
  'UPDATE seeks SET claim = w.claim, claimed_at = $1 FROM wanted w WHERE seeks.id = w.id AND seeks.id IN (SELECT id FROM free) RETURNING w.claim';

export function postgresSeeks({ pool }: PostgresDb): SeekStore {
  return {
    async addSeek(s) {
      await pool.query(insertSeek(SEQ_OF_NEW.postgres), seekValues(s));
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
    async waitingSeeksOf(accountId, now) {
      return (await pool.query(SEEK_SQL.waitingOfAccount, [accountId, now])).rows.map(seekOf);
    },
    async renewSeek(id, endsAt) {
      await pool.query(SEEK_SQL.renew, [endsAt, id]);
    },
    async claimTables(tables, now) {
      const ids = tables.flatMap((t) => t.ids);
      const claims = tables.flatMap((t) => t.ids.map(() => t.claim));
      const { rows } = await pool.query(CLAIM_TABLES, [now, ids, claims]);
      const got = new Map<string, number>();
      for (const r of rows) got.set(r.claim, (got.get(r.claim) ?? 0) + 1);
      const won = new Set(tables.filter((t) => got.get(t.claim) === t.ids.length).map((t) => t.claim));
      const lost = [...got.keys()].filter((c) => !won.has(c));
      if (lost.length) await pool.query(SEEK_SQL.releaseAll, [lost]);
      return won;
    },
    async releaseClaim(claim) {
      await pool.query(SEEK_SQL.release, [claim]);
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
