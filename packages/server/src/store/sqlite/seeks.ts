/** SQLite: the seeks (seekRows.ts). One writer: a claim is decided in the order writes arrive. */
import { positional } from '../queries';
import { claimSql, insertSeek, SEEK_SQL, SEQ_OF_NEW, type SeekStore, seekOf, seekValues } from '../seekRows';
import type { SqliteDb } from './connect';

export function sqliteSeeks({ db, writer }: SqliteDb): SeekStore {
  const sql = (s: string) => positional(s);
  const byId = db.prepare(sql(SEEK_SQL.byId));
  const waiting = db.prepare(sql(SEEK_SQL.waiting));
  const waitingOf = db.prepare(sql(SEEK_SQL.waitingOf));
  const waitingOfAccount = db.prepare(sql(SEEK_SQL.waitingOfAccount));
  return {
    async addSeek(s) {
      await writer.run([[sql(insertSeek(SEQ_OF_NEW.sqlite)), seekValues(s)]]);
    },
    async seekById(id) {
      const r = byId.get(id) as Record<string, unknown> | undefined;
      return r ? seekOf(r) : null;
    },
    async waitingSeeks(now, game) {
      const rows = (game === undefined ? waiting.all(now) : waitingOf.all(now, game)) as Array<Record<string, unknown>>;
      return rows.map(seekOf);
    },
    async waitingSeeksOf(accountId, now) {
      return (waitingOfAccount.all(accountId, now) as Array<Record<string, unknown>>).map(seekOf);
    },
    async renewSeek(id, endsAt) {
      await writer.run([[sql(SEEK_SQL.renew), [endsAt, id]]]);
    },
    async claimTables(tables, now) {
      // One batch: a table's claim per statement, in the order the writes arrive.
      const claimed = await writer.run(tables.map((t) => [sql(claimSql(t.ids.length)), [t.claim, now, now, ...t.ids]]));
      const won = new Set(tables.filter((t, i) => claimed[i] === t.ids.length).map((t) => t.claim));
      // Lost the race for some of a table's seeks (another table took one, or it ended): give back the rest.
      const lost = tables.filter((t, i) => !won.has(t.claim) && claimed[i]);
      if (lost.length) await writer.run(lost.map((t) => [sql(SEEK_SQL.release), [t.claim]]));
      return won;
    },
    async releaseClaim(claim) {
      await writer.run([[sql(SEEK_SQL.release), [claim]]]);
    },
    async cancelSeek(id, accountId) {
      const [n] = await writer.run([[sql(SEEK_SQL.cancel), [id, accountId]]]);
      return n === 1;
    },
    async endStaleSeeks(now, claimedBefore) {
      const [ended, released] = await writer.run([
        [sql(SEEK_SQL.end), [now]],
        [sql(SEEK_SQL.unclaim), [claimedBefore]],
      ]);
      return (ended ?? 0) + (released ?? 0);
    },
  };
}
