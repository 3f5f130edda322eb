/** PostgreSQL: a change at the table (seat, clock, status, outcome) with the events it adds. */
import { tableUpdates } from '../queries';
import { ConflictError, type Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresTableChanges({ tx, now }: PostgresDb): Pick<Store, 'changeTable'> {
  return {
    async changeTable(matchId, ch) {
      await tx(async (c) => {
        // Several instances: written only if nobody changed the match since `seq` was read.
        const r = await c.query(
          'UPDATE matches SET seq = seq + 1, updated_at = $3 WHERE id = $1 AND ($2::int IS NULL OR seq = $2)',
          [matchId, ch.seq ?? null, now()],
        );
        if (r.rowCount !== 1) throw new ConflictError(matchId);
        for (const [sql, params] of tableUpdates(matchId, ch)) await c.query(sql, params);
        // Each new event is a row of its own: what a change writes does not grow with the list.
        if (ch.events.length > 0)
          await c.query(
            'INSERT INTO table_events (match_id, idx, version, seat, kind, bot, at) SELECT $1::text, u.* FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[]) AS u',
            [
              matchId,
              ch.events.map((_, i) => ch.eventsFrom + i),
              ch.events.map((e) => e.version),
              ch.events.map((e) => e.seat),
              ch.events.map((e) => e.kind),
              ch.events.map((e) => e.bot ?? null),
              ch.events.map((e) => e.at),
            ],
          );
      });
    },
  };
}
