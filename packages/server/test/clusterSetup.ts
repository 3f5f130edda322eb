/**
 * Several `tabula serve` instances over one PostgreSQL schema (fresh per suite) and a
 * `redis-server` of their own on a free loopback port — real components, as in production.
 * Needs TABULA_TEST_PG_URL and Debian's redis-server binary (scripts/setup-and-test.sh installs
 * both); without them the suites are skipped with a message.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AnyGame, RandomSource } from '@tabula/engine';
import { autoPlay } from '../src/bench/autoPlayer';
import { WireClient } from '../src/bench/client';
import type { ServerMessage } from '@tabula/wire';
import { afterAll, beforeAll } from 'vitest';
import { spawnServer, stopServer } from './helpers';
import { dropSchema, testSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;

function hasRedis(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the cluster suites cannot run here, or null. */
export const missing: string | null = !PG_URL
  ? 'TABULA_TEST_PG_URL is not set'
  : !hasRedis()
    ? 'no redis-server binary (apt-get install redis-server)'
    : null;
if (missing) console.warn(`\n*** ${missing}: the several-instances (cluster) tests are SKIPPED (CI has both) ***\n`);

/**
 * The test database without waiting for its WAL flush at each commit (`synchronous_commit=off`):
 * a commit still survives any server process being killed — these tests kill `tabula serve`, never
 * PostgreSQL — and the suites stay fast on a loaded machine, where a flushed commit took ~50 ms.
 */
function fastCommits(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c synchronous_commit=off')}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A redis-server on loopback, no persistence; `kill` and `start` again on the same port. */
export class TestRedis {
  child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const r = new TestRedis(await freePort());
    await r.start();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
      child.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${out}`));
      });
    });
  }

  async kill(): Promise<void> {
    if (this.child) await stopServer(this.child, 'SIGKILL');
    this.child = null;
  }
}

export interface Instance {
  child: ChildProcess;
  url: string;
}

/** Instances of one site: the same schema and Redis, each its own process and port. */
export class TestCluster {
  readonly instances: Instance[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), 'tabula-cluster-'));
  readonly schema = testSchema('cl');

  constructor(readonly redis: TestRedis) {}

  async add(): Promise<Instance> {
    // A longer wait than a lone server's: several start at once on a loaded machine.
    const r = await spawnServer(
      this.dir,
      [
        '--database-url',
        fastCommits(PG_URL!),
        '--database-schema',
        this.schema,
        '--redis-url',
        this.redis.url,
        '--bot-threads',
        '1',
      ],
      120_000,
    );
    this.instances.push(r);
    return r;
  }

  get urls(): string[] {
    return this.instances.map((i) => i.url);
  }

  /** A query on the site's database schema (tests read the log of a match still running). */
  async query<R extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<pg.QueryResult<R>> {
    const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${this.schema}` });
    await c.connect();
    try {
      return await c.query<R>(sql, params);
    } finally {
      await c.end();
    }
  }

  /** The instances still running. */
  alive(): Instance[] {
    return this.instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
  }

  async close(): Promise<void> {
    await Promise.all(this.instances.map((i) => stopServer(i.child, 'SIGKILL')));
    await this.redis.kill();
    rmSync(this.dir, { recursive: true, force: true });
    await dropSchema(this.schema);
  }
}

/** Starts Redis and `n` instances (the first alone: it creates the tables). */
async function startCluster(n: number): Promise<TestCluster> {
  const cluster = new TestCluster(await TestRedis.start());
  try {
    await cluster.add();
    await Promise.all(Array.from({ length: n - 1 }, () => cluster.add()));
  } catch (e) {
    // Leave no server, Redis or schema behind when one instance fails to start.
    await cluster.close().catch(() => undefined);
    throw e;
  }
  return cluster;
}

/**
 * A suite's cluster of `n` instances: started before its first test (unless `missing`), closed
 * after its last. The returned function gives it to the tests.
 */
export function useCluster(n: number): () => TestCluster {
  let cluster: TestCluster | undefined;
  beforeAll(async () => {
    if (!missing) cluster = await startCluster(n);
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
  });
  return () => cluster!;
}

type Update = Extract<ServerMessage, { t: 'update' }>;

export interface SeatRun {
  /** Every action this seat saw acknowledged, with the version it produced, over all its connections. */
  acked: Array<{ version: number; action: unknown }>;
  final: Update;
  /** Connections it needed (1 + reconnects), and the close codes that ended the earlier ones. */
  connections: number;
  closeCodes: number[];
  /** Errors other than rate limits and stale refusals. */
  errors: string[];
}

/**
 * A seat played by random legal moves that survives its instance going away: when its socket
 * closes, it connects to the next instance and greets the match with the last version it saw.
 */
export async function resilientSeat(
  urls: () => string[],
  first: number,
  matchId: string,
  token: string | undefined,
  seat: number,
  game: AnyGame,
  random?: RandomSource,
): Promise<SeatRun> {
  const run: SeatRun = { acked: [], final: null as never, connections: 0, closeCodes: [], errors: [] };
  let since = 0;
  for (let i = first; ; i++) {
    const list = urls();
    let c: WireClient;
    try {
      c = await WireClient.connect(list[i % list.length]!, { keep: false });
    } catch {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    run.connections++;
    const closed = new Promise<number>((r) => c.ws.once('close', (code) => r(code)));
    // Acting on a view older than one already seen would answer a position that is gone: wait
    // until this instance has caught up with what the seat saw before (its 1-s poll at worst).
    const p = autoPlay(c, seat, { game, paused: since > 0, ...(random ? { random } : {}) });
    c.onMessage((m) => {
      if (m.t === 'update' && m.version >= since) p.resume();
      if (m.t === 'error' && m.code !== 'rate-limited' && m.code !== 'stale')
        run.errors.push(`${m.code}: ${m.message}`);
    });
    c.send({ t: 'hello', matchId, ...(token ? { token } : {}), since });
    const ended = await Promise.race([p.done.then((u) => ({ u })), closed.then((code) => ({ code }))]);
    p.stop();
    run.acked.push(...p.stats.acked);
    since = Math.max(since, p.stats.seen);
    if ('u' in ended) {
      run.final = ended.u;
      await c.close();
      return run;
    }
    run.closeCodes.push(ended.code);
  }
}
