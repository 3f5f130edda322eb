/** PostgreSQL: a batch of actions as one INSERT, one array parameter per column. */
import type { ActionRow } from '../store';

/** A batch's actions, one array per column. */
export const INSERT_ACTIONS =
  'INSERT INTO actions (match_id, idx, seat, action, to_move) SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[])';

/** `INSERT_ACTIONS`' parameters for `rows`. */
export const actionColumns = (rows: readonly ActionRow[]) => [
  rows.map((r) => r.matchId),
  rows.map((r) => r.index),
  rows.map((r) => r.seat),
  rows.map((r) => JSON.stringify(r.action)),
  rows.map((r) => (r.toMove ? JSON.stringify(r.toMove) : null)),
];
