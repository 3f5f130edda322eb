/**
 * PostgreSQL: the action log. One instance appends a batch in one statement; rows carrying a `seq`
 * (several instances) take the compare-and-set path (compareAndSet.ts).
 */
import { RecentWrites, ROW_GRAIN_MS } from '../recentWrites';
import { LOAD_ACTIONS } from '../queries';
import type { Store } from '../store';
import { appendChecked } from './compareAndSet';
import type { PostgresDb } from './connect';
import { actionColumns, INSERT_ACTIONS } from './insertActions';

export function postgresActions(db: PostgresDb): Pick<Store, 'appendActions' | 'loadActions'> {
  const { pool, now } = db;
  // One instance: a match's row is rewritten for its actions once a grain, as SQLite's is.
  const recent = new RecentWrites(ROW_GRAIN_MS);
  return {
    async appendActions(rows, finished) {
      if (rows.length === 0 && finished.length === 0) return;
      // One instance (no compare-and-set) and every finished match among the rows: one statement,
      // atomic and committed by itself — one round trip instead of BEGIN, INSERT, UPDATE(s), COMMIT,
      // and the batch's transaction is the group commit's period (issue 26). A finished match is
      // marked by the same UPDATE that moves its version on.
      // Its row is rewritten only with a clock, its end, or once a grain (recentWrites.ts): the
      // version is read from the log, and rewriting every match of every batch made a new row
      // version each: PostgreSQL's CPU per action in the Nim bench went from 0.072–0.089 ms to
      // 0.061–0.066 ms without it, the server's from 0.090–0.107 to 0.086–0.088 (issue 26). Several
      // instances (the rows carry a seq) take the path below, which always moves the row on.
      if (
        rows.length > 0 &&
        rows.every((r) => r.seq === undefined) &&
        finished.every((f) => rows.some((r) => r.matchId === f.matchId))
      ) {
        const outcomes = new Map(finished.map((f) => [f.matchId, JSON.stringify(f.outcome)]));
        const after = recent.rowsToWrite(rows, outcomes);
        const inserted = actionColumns(rows);
        if (after.length === 0) {
          await pool.query({ name: 'tabula-append-actions', text: INSERT_ACTIONS, values: inserted });
          return [];
        }
        // Planned for these arrays each time (an unnamed statement), not once for any: a plan kept
        // from while the matches table was small joins it by a sequential scan, which PostgreSQL
        // keeps for the connection's life — a Nim bench on a fresh schema scanned 1,400 rows per
        // batch, PostgreSQL's CPU per action 0.054–0.079 ms from run to run (issue 26). Planned
        // with the arrays' real lengths it looks each match up by its key, for 0.07 ms of planning.
        await pool.query({
          text:
            `WITH inserted AS (${INSERT_ACTIONS}) ` +
            "UPDATE matches m SET version = u.version, updated_at = $10, clock = COALESCE(u.clock, m.clock), seq = m.seq + 1, status = CASE WHEN u.outcome IS NULL THEN m.status ELSE 'finished' END, outcome = COALESCE(u.outcome, m.outcome) " +
            'FROM unnest($6::text[], $7::int[], $8::text[], $9::text[]) AS u(id, version, clock, outcome) WHERE m.id = u.id AND m.version < u.version',
          values: [
            ...inserted,
            after.map(([id]) => id),
            after.map(([, v]) => v.version),
            after.map(([, v]) => v.clock),
            after.map(([id]) => outcomes.get(id) ?? null),
            now(),
          ],
        });
        return [];
      }
      return appendChecked(db, rows, finished);
    },
    async loadActions(id, from = 0) {
      const r = await pool.query(LOAD_ACTIONS, [id, from]);
      return r.rows.map((x: { seat: number; action: string }) => ({ seat: x.seat, action: JSON.parse(x.action) }));
    },
  };
}
