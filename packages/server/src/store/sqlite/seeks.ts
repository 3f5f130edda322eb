/** SQLite: the seeks (seekRows.ts). One writer: a claim is decided in the order writes arrive. */
import { positional } from '../queries';
import { claimSql, SEEK_SQL, type SeekStore, seekOf, seekValues } from '../seekRows';
import type { SqliteDb } from './connect';

export function sqliteSeeks({ db, writer }: SqliteDb): SeekStore {
  const sql = (s: string) => positional(s);
  const byId = db.prepare(sql(SEEK_SQL.byId));
  const waiting = db.prepare(sql(SEEK_SQL.waiting));
  const waitingOf = db.prepare(sql(SEEK_SQL.waitingOf));
  return {
    async addSeek(s) {
      await writer.run([[sql(SEEK_SQL.insert), seekValues(s)]]);
    },
    async seekById(id) {
      const r = byId.get(id) as Record<string, unknown> | undefined;
      return r ? seekOf(r) : null;
    },
    async waitingSeeks(now, game) {
      const rows = (game === undefined ? waiting.all(now) : waitingOf.all(now, game)) as Array<Record<string, unknown>>;
      return rows.map(seekOf);
    },
    async renewSeek(id, endsAt) {
      await writer.run([[sql(SEEK_SQL.renew), [endsAt, id]]]);
    },
    async claimSeeks(ids, claim, now) {
      const [claimed] = await writer.run([[sql(claimSql(ids.length)), [claim, now, now, ...ids]]]);
      if (claimed === ids.length) return true;
      // Lost the race for some of them (another table took one, or it ended): give back the rest.
      if (claimed) await writer.run([[sql(SEEK_SQL.release), [claim]]]);
      return false;
    },
    async releaseClaim(claim) {
      await writer.run([[sql(SEEK_SQL.release), [claim]]]);
    },
    async matchSeeks(claim, seats) {
      await writer.run(seats.map(({ id, matchId, seat }) => [sql(SEEK_SQL.match), [matchId, seat, id, claim]]));
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
