/** SQLite: a change at the table (seat, clock, status, outcome) with the events it adds, one unit. */
import { positional, type Statement, tableUpdates } from '../queries';
import type { Store } from '../store';
import type { SqliteDb } from './connect';

export function sqliteTableChanges({ writer, now }: SqliteDb): Pick<Store, 'changeTable'> {
  return {
    async changeTable(matchId, c) {
      const out: Statement[] = tableUpdates(matchId, c).map(([sql, params]) => [positional(sql), params]);
      // Each new event is a row of its own: what a change writes does not grow with the list.
      c.events.forEach((e, i) =>
        out.push([
          'INSERT INTO table_events (match_id, idx, version, seat, kind, bot, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [matchId, c.eventsFrom + i, e.version, e.seat, e.kind, e.bot ?? null, e.at],
        ]),
      );
      out.push(['UPDATE matches SET updated_at = ? WHERE id = ?', [now(), matchId]]);
      await writer.run(out);
    },
  };
}
