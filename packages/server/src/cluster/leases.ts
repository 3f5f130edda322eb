/**
 * Which instance drives a running match's bots and clock: a lease row per match in PostgreSQL,
 * with an expiry in the database's own clock (so instances' clocks may differ). The holder renews
 * its leases every second; a lease not renewed for `leaseMs` (its instance died or hangs) may be
 * taken by any other instance. Nothing else depends on the lease: a move made by an instance
 * that lost its lease during a pause still goes through the compare-and-set on the match row.
 */
import type pg from 'pg';

const TABLE = `CREATE TABLE IF NOT EXISTS leases (
  match_id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
)`;

/** Running matches that need a driver (a bot seat or a clock) and have no live lease. */
const UNLEASED = `SELECT m.id FROM matches m LEFT JOIN leases l ON l.match_id = m.id
  WHERE m.status = 'running'
    AND (m.clock IS NOT NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.bot IS NOT NULL))
    AND (l.match_id IS NULL OR l.expires_at < now())
  ORDER BY random() LIMIT $1`;

export class Leases {
  constructor(
    private readonly pool: pg.Pool,
    readonly owner: string,
    private readonly leaseMs: number,
  ) {}

  /** Creates the table (once: instances starting together take turns on an advisory lock). */
  async init(): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query("SELECT pg_advisory_xact_lock(hashtext('tabula:leases'))");
      await c.query(TABLE);
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  /** Takes the match's lease if nobody holds a live one (or this instance does); true if held now. */
  async claim(matchId: string): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO leases (match_id, owner, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (match_id) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
       WHERE leases.expires_at < now() OR leases.owner = EXCLUDED.owner
       RETURNING match_id`,
      [matchId, this.owner, this.leaseMs],
    );
    return r.rowCount === 1;
  }

  /** Extends every lease this instance holds on a running match; returns their match ids. */
  async renew(): Promise<Set<string>> {
    await this.pool.query(
      `DELETE FROM leases l USING matches m WHERE l.owner = $1 AND m.id = l.match_id AND m.status <> 'running'`,
      [this.owner],
    );
    const r = await this.pool.query(
      `UPDATE leases SET expires_at = now() + $2 * interval '1 millisecond' WHERE owner = $1 RETURNING match_id`,
      [this.owner, this.leaseMs],
    );
    return new Set((r.rows as Array<{ match_id: string }>).map((x) => x.match_id));
  }

  /** Up to `limit` running matches that need a driver and have none, in random order. */
  async unleased(limit: number): Promise<string[]> {
    const r = await this.pool.query(UNLEASED, [limit]);
    return (r.rows as Array<{ id: string }>).map((x) => x.id);
  }

  /** Gives up every lease (a clean stop): the others take the matches at their next tick. */
  async releaseAll(): Promise<void> {
    await this.pool.query('DELETE FROM leases WHERE owner = $1', [this.owner]);
  }
}
