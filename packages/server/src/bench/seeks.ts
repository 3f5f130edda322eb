/**
 * `tabula bench seeks` (issue 44: "1,000 seekers paired in under a second"): a real server on a
 * fresh store (a temporary SQLite folder, or a fresh schema of the PostgreSQL at `databaseUrl`,
 * dropped afterwards), `seekers` accounts each with a waiting seek put straight into the store,
 * then one sweep timed — reading the pool and the blocks among it, planning every pool, claiming
 * the tables, storing every match with its seats held and its seeks marked matched (one statement
 * each on PostgreSQL), and starting each match. Half the seekers want Hansa 2p real-time 10+5 rated, half Loyang 2p 3 days a move casual;
 * ratings spread over 1350–1650 with a ±300 range, so every seeker finds a table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../server';
import type { SeekRow } from '../store/seekRows';

export interface SeekBenchOptions {
  seekers: number;
  /** PostgreSQL instead of SQLite. */
  databaseUrl?: string;
}

export interface SeekBenchResult {
  store: 'sqlite' | 'postgres';
  seekers: number;
  tables: number;
  /** Every seeker still waiting after the sweep (0 when all were paired). */
  unpaired: number;
  /** The sweep, from reading the pool to the last table's match started. */
  totalMs: number;
  /** Per table: the sweep's claim to its match started. */
  p50Ms: number;
  p99Ms: number;
  /** Putting the accounts and seeks into the store (not timed as pairing). */
  setupMs: number;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
}

export async function benchSeeks(o: SeekBenchOptions): Promise<SeekBenchResult> {
  const dir = o.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'tabula-seekbench-'));
  const schema = `seekbench_${process.pid}_${Date.now()}`;
  const server = await startServer({
    port: 0,
    webDir: null,
    botThreads: 1,
    seeks: { sweepMs: 0 },
    ...(dir ? { dataDir: dir } : { databaseUrl: o.databaseUrl!, databaseSchema: schema }),
  });
  try {
    const store = server.store;
    const setupStart = performance.now();
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const rows: SeekRow[] = Array.from({ length: o.seekers }, (_, i) => {
      const hansa = i % 2 === 0;
      return {
        id: `seek-${i}`,
        accountId: `acc-${i}`,
        username: `seeker${i}`,
        game: hansa ? 'hansa' : 'loyang',
        players: 2,
        speed: hansa ? 'realtime:600000+5000' : 'turn:3d',
        rated: hansa,
        rating: 1350 + ((i * 37) % 301),
        range: 300,
        createdAt: iso(now - o.seekers + i),
        endsAt: iso(now + 3_600_000),
        status: 'waiting',
        matchId: null,
        seat: null,
      };
    });
    await Promise.all(
      rows.map((r) =>
        store.createAccount(
          { id: r.accountId, username: r.username, key: r.username, passwordHash: null, createdAt: iso(now) },
          [],
        ),
      ),
    );
    await Promise.all(rows.map((r) => store.addSeek(r)));
    const setupMs = performance.now() - setupStart;

    const perTable: number[] = [];
    server.seeks.onTable = (ms) => perTable.push(ms);
    const start = performance.now();
    await server.seeks.pair();
    const totalMs = performance.now() - start;
    const unpaired = (await store.waitingSeeks(iso(Date.now()))).length;
    return {
      store: store.kind,
      seekers: o.seekers,
      tables: perTable.length,
      unpaired,
      totalMs: r2(totalMs),
      p50Ms: r2(quantile(perTable, 0.5)),
      p99Ms: r2(quantile(perTable, 0.99)),
      setupMs: r2(setupMs),
    };
  } finally {
    await server.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    else {
      const c = new pg.Client({ connectionString: o.databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  }
}

export function formatSeekBench(r: SeekBenchResult): string {
  return (
    `bench seeks (${r.store}): ${r.seekers} seekers paired into ${r.tables} tables in ${r.totalMs} ms` +
    ` (${r.unpaired} left waiting); per table, claim to started: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms` +
    `\n  not timed: putting the accounts and seeks into the store, ${r.setupMs} ms`
  );
}
