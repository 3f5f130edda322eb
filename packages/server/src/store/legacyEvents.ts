/**
 * Moving table events out of the match row (issue 41, item 5). Until then a match's events were
 * one JSON list in `matches.table_events`, rewritten whole by every change; now they are rows of
 * `table_events` (schema.ts), appended. A database that still has the column gets each list
 * copied into rows and the column dropped, in one transaction when it is opened: done once, and
 * a second run finds no column. Rows already there are kept (`idx` is the list's index), so an
 * interrupted copy cannot duplicate an event.
 */

/** A column an older database may still have, and the statements (per adapter) that retire it. */
export interface RetiredColumn {
  table: 'matches';
  column: string;
  sqlite: string[];
  postgres: string[];
}

export const RETIRED_COLUMNS: RetiredColumn[] = [
  {
    table: 'matches',
    column: 'table_events',
    sqlite: [
      `INSERT OR IGNORE INTO table_events (match_id, idx, version, seat, kind, bot, at)
         SELECT m.id, CAST(e.key AS INTEGER), json_extract(e.value, '$.version'), json_extract(e.value, '$.seat'),
                json_extract(e.value, '$.kind'), json_extract(e.value, '$.bot'), json_extract(e.value, '$.at')
         FROM matches m, json_each(m.table_events) e WHERE m.table_events IS NOT NULL`,
      'ALTER TABLE matches DROP COLUMN table_events',
    ],
    postgres: [
      `INSERT INTO table_events (match_id, idx, version, seat, kind, bot, at)
         SELECT m.id, (e.n - 1)::int, (e.v->>'version')::int, (e.v->>'seat')::int, e.v->>'kind', e.v->>'bot', e.v->>'at'
         FROM matches m CROSS JOIN LATERAL json_array_elements(m.table_events::json) WITH ORDINALITY AS e(v, n)
         WHERE m.table_events IS NOT NULL
         ON CONFLICT DO NOTHING`,
      'ALTER TABLE matches DROP COLUMN table_events',
    ],
  },
];
