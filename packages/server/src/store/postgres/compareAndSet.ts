/**
 * PostgreSQL with several instances (src/cluster/): every change of a match moves its row's `seq`
 * on, and a change decided against a `seq` is written only if the row is still at it — the
 * compare-and-set that arbitrates between instances.
 */
import { versionsAfter } from '../rows';
import type { ActionRow, OutcomeJson, Store } from '../store';
import type { PostgresDb } from './connect';
import { actionColumns, INSERT_ACTIONS } from './insertActions';

/**
 * Appends a batch in one transaction: rows carrying a `seq` only where their match row is still at
 * it (the ids of the matches that moved on are returned, none of their rows written); also the
 * path for a batch that ends a match without an action of it.
 */
export function appendChecked(
  { tx, now }: PostgresDb,
  rows: ActionRow[],
  finished: Array<{ matchId: string; outcome: OutcomeJson }>,
): Promise<string[]> {
  return tx(async (c) => {
    const moved = new Set<string>();
    const checked = rows.filter((r) => r.seq !== undefined);
    if (checked.length > 0) {
      const r = await c.query(
        'UPDATE matches m SET seq = m.seq + 1 FROM unnest($1::text[], $2::int[]) AS u(id, seq) WHERE m.id = u.id AND m.seq = u.seq RETURNING m.id',
        [checked.map((x) => x.matchId), checked.map((x) => x.seq!)],
      );
      const won = new Set((r.rows as Array<{ id: string }>).map((x) => x.id));
      for (const x of checked) if (!won.has(x.matchId)) moved.add(x.matchId);
    }
    const kept = rows.filter((r) => !moved.has(r.matchId));
    if (kept.length > 0) await c.query(INSERT_ACTIONS, actionColumns(kept));
    // One statement for every match of the batch, not one round trip each: at load a batch
    // holds dozens of matches, and the transaction's length is the group commit's period.
    // A match whose seq the compare-and-set above already counted is not counted again.
    const bumped = new Set(checked.map((x) => x.matchId));
    const after = [...versionsAfter(kept)];
    if (after.length > 0)
      await c.query(
        'UPDATE matches m SET version = u.version, updated_at = $5, clock = COALESCE(u.clock, m.clock), seq = m.seq + u.bump FROM unnest($1::text[], $2::int[], $3::text[], $4::int[]) AS u(id, version, clock, bump) WHERE m.id = u.id AND m.version < u.version',
        [
          after.map(([id]) => id),
          after.map(([, v]) => v.version),
          after.map(([, v]) => v.clock),
          after.map(([id]) => (bumped.has(id) ? 0 : 1)),
          now(),
        ],
      );
    const ended = finished.filter((x) => !moved.has(x.matchId));
    if (ended.length > 0)
      await c.query(
        "UPDATE matches m SET status = 'finished', outcome = u.outcome FROM unnest($1::text[], $2::text[]) AS u(id, outcome) WHERE m.id = u.id",
        [ended.map((f) => f.matchId), ended.map((f) => JSON.stringify(f.outcome))],
      );
    return [...moved];
  });
}

/** Each match's `seq` now, for an instance to check its copy against. */
export function postgresSeqs({ pool }: PostgresDb): Required<Pick<Store, 'seqs'>> {
  return {
    async seqs(ids) {
      const r = await pool.query('SELECT id, seq FROM matches WHERE id = ANY($1::text[])', [ids]);
      return new Map((r.rows as Array<{ id: string; seq: number }>).map((x) => [x.id, Number(x.seq)]));
    },
  };
}
