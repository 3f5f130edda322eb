/**
 * One suite, both adapters: SQLite (always) and PostgreSQL (when TABULA_TEST_PG_URL is set; CI
 * sets it). Every query is parameterised, so hostile strings are stored verbatim.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/store/postgres';
import { openSqliteStore } from '../src/store/sqlite';
import type { Store, StoredMatch, TableEvent } from '../src/store/store';
import { match } from './storedMatch';

const PG_URL = process.env.TABULA_TEST_PG_URL;
if (!PG_URL) console.warn('\n*** TABULA_TEST_PG_URL is not set: the PostgreSQL storage suite is SKIPPED (CI sets it) ***\n');

/**
 * A database as a server made it before issue 41 left it (SQL with $1-style parameters): `run`
 * writes to it before the store opens it, `rows` reads it as it is then.
 */
interface LegacyDb {
  run(sql: string, params?: unknown[]): Promise<void>;
  open(): Promise<Store>;
  rows(sql: string, params?: unknown[]): Promise<unknown[]>;
}

/** What each adapter's suite can measure or make besides the store. */
interface Probes {
  /** The bytes `work` had written for it (the adapter's own measure). */
  written(work: () => Promise<void>): Promise<number>;
  legacy(): Promise<LegacyDb>;
}

/** `matches` and `seats` as the server made them until table events became rows (issue 41). */
const LEGACY_TABLES = [
  `CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL, status TEXT NOT NULL,
     created_at TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0, outcome TEXT, updated_at TEXT, seed_fixed INTEGER NOT NULL DEFAULT 0, clock TEXT,
     table_events TEXT, spectator_chat INTEGER NOT NULL DEFAULT 1, seq INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE seats (match_id TEXT NOT NULL REFERENCES matches (id), seat INTEGER NOT NULL, name TEXT, bot TEXT, token_hash TEXT, PRIMARY KEY (match_id, seat))`,
];

function storeSuite(name: string, open: () => Promise<{ store: Store; cleanup(): Promise<void> } & Probes>) {
  describe(`store: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let probes: Probes;
    beforeAll(async () => {
      const opened = await open();
      ({ store, cleanup } = opened);
      probes = opened;
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('stores a match and reads it back exactly (seed type kept)', async () => {
      const m = match();
      await store.createMatch(m);
      expect(await store.getMatch(m.id)).toEqual(m);
      const m2 = match();
      await store.createMatch(m2);
      expect((await store.getMatch(m2.id))!.seed).toBe(m2.seed);
      expect(await store.getMatch('nope')).toBeNull();
    });

    it('gives a seat once; filling the last seat starts the match', async () => {
      const m = match();
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 0, 'Ann', 'h0')).toBe(true);
      expect(await store.claimSeat(m.id, 0, 'Bob', 'hx')).toBe(false);
      expect((await store.getMatch(m.id))!.status).toBe('open');
      expect(await store.claimSeat(m.id, 1, 'Bob', 'h1')).toBe(true);
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('running');
      expect(got.seats.map((s) => [s.name, s.tokenHash])).toEqual([
        ['Ann', 'h0'],
        ['Bob', 'h1'],
      ]);
      expect(await store.claimSeat(m.id, 5, 'Eve', 'h')).toBe(false);
      expect(await store.claimSeat('nope', 0, 'Eve', 'h')).toBe(false);
    });

    it('one process claiming one seat at a time (serial): the same seats and start', async () => {
      const m = match();
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 1, 'Bob', 'h1', true)).toBe(true);
      expect(await store.claimSeat(m.id, 1, 'Eve', 'hx', true)).toBe(false);
      expect((await store.getMatch(m.id))!.status).toBe('open');
      expect(await store.claimSeat(m.id, 0, 'Ann', 'h0', true)).toBe(true);
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('running');
      expect(got.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
      const gone = match({ status: 'expired' });
      await store.createMatch(gone);
      expect(await store.claimSeat(gone.id, 0, 'Ann', 'h0', true)).toBe(false);
    });

    it('no seat of a match that is no longer open: an expiry between a join reading it and claiming', async () => {
      // As an expiry leaves it: still open seats, no longer open.
      const m = match({ status: 'expired' });
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 0, 'Ann', 'h0')).toBe(false);
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('expired');
      expect(got.seats.map((s) => s.name)).toEqual([null, null]);
    });

    it('concurrent claims of one seat: exactly one wins', async () => {
      const m = match();
      await store.createMatch(m);
      const r = await Promise.all(Array.from({ length: 8 }, (_, i) => store.claimSeat(m.id, 1, `p${i}`, `h${i}`)));
      expect(r.filter(Boolean).length).toBe(1);
    });

    it('concurrent claims of the last two seats: both win and the match starts', async () => {
      for (let i = 0; i < 10; i++) {
        const m = match();
        await store.createMatch(m);
        expect(await Promise.all([store.claimSeat(m.id, 0, 'Ann', 'h0'), store.claimSeat(m.id, 1, 'Bob', 'h1')])).toEqual([true, true]);
        const got = (await store.getMatch(m.id))!;
        expect(got.status).toBe('running');
        // PostgreSQL counts each join as a change of the match (several instances arbitrate with it).
        if (store.kind === 'postgres') expect(got.seq).toBe(2);
      }
    });

    it('appends the log in order, batches across matches, records the end', async () => {
      const a = match({ status: 'running' });
      const b = match({ status: 'running' });
      await store.createMatch(a);
      await store.createMatch(b);
      await store.appendActions(
        [
          { matchId: a.id, index: 0, seat: 0, action: { type: 'bid', n: 1 } },
          { matchId: b.id, index: 0, seat: 1, action: { type: 'bid', n: 3 } },
          { matchId: a.id, index: 1, seat: 1, action: { type: 'bid', n: 2, nested: { x: [1, 'two'] } } },
        ],
        [],
      );
      await store.appendActions([{ matchId: a.id, index: 2, seat: 0, action: { type: 'heap', heap: 0 } }], [{ matchId: a.id, outcome: { scores: [1, 0], ranking: [1, 2], breakdown: [{ x: 1 }, { x: 0 }] } }]);
      expect(await store.loadActions(a.id)).toEqual([
        { seat: 0, action: { type: 'bid', n: 1 } },
        { seat: 1, action: { type: 'bid', n: 2, nested: { x: [1, 'two'] } } },
        { seat: 0, action: { type: 'heap', heap: 0 } },
      ]);
      const got = (await store.getMatch(a.id))!;
      expect(got.version).toBe(3);
      expect(got.status).toBe('finished');
      expect(got.outcome!.ranking).toEqual([1, 2]);
      expect((await store.getMatch(b.id))!.version).toBe(1);
    });

    it('one batch of several matches stores each one\'s version, keeps a clock not sent, and counts each change once', async () => {
      const clock = { config: { kind: 'realtime' as const, baseMs: 60_000, incrementMs: 0 }, state: { left: [59_000, 60_000], since: [null, 1_700_000_000_000] }, absentBot: 'heuristic' };
      const [a, b, c] = [match({ status: 'running', clock: null }), match({ status: 'running' }), match({ status: 'running' })];
      for (const m of [a, b, c]) await store.createMatch(m);
      await store.appendActions(
        [
          { matchId: a.id, index: 0, seat: 0, action: { type: 'x' }, clock },
          { matchId: b.id, index: 0, seat: 0, action: { type: 'y' } },
          { matchId: c.id, index: 0, seat: 0, action: { type: 'z' } },
        ],
        [{ matchId: c.id, outcome: { scores: [0, 1], ranking: [2, 1], breakdown: [{}, {}] } }],
      );
      const [ga, gb, gc] = await Promise.all([a, b, c].map((m) => store.getMatch(m.id)));
      expect([ga!.version, gb!.version, gc!.version]).toEqual([1, 1, 1]);
      expect(ga!.clock).toEqual(clock);
      expect(gb!.clock).toEqual(b.clock);
      expect([ga!.status, gb!.status, gc!.status]).toEqual(['running', 'running', 'finished']);
      expect(gc!.outcome!.ranking).toEqual([2, 1]);
      // PostgreSQL counts the changes written to a match's row (several instances arbitrate with it); SQLite keeps none.
      if (store.kind === 'postgres') expect([ga!.seq, gb!.seq, gc!.seq]).toEqual([1, 1, 1]);
    });

    it('reads back the version of the last stored action after many commits, and a match that just acted is not expired', async () => {
      const old = new Date(Date.UTC(2020, 0, 1)).toISOString();
      const a = match({ status: 'running', createdAt: old, updatedAt: old });
      await store.createMatch(a);
      for (let i = 0; i < 5; i++) await store.appendActions([{ matchId: a.id, index: i, seat: i % 2, action: { type: 'bid', n: i } }], []);
      expect((await store.getMatch(a.id))!.version).toBe(5);
      expect((await store.listMatches({ status: ['running'], limit: 100_000 })).find((x) => x.id === a.id)!.version).toBe(5);
      const cutoff = new Date(Date.UTC(2020, 0, 5)).toISOString();
      expect(await store.expireMatches({ open: cutoff, running: cutoff, botsOnly: cutoff })).not.toContain(a.id);
      expect((await store.getMatch(a.id))!.status).toBe('running');
    });

    it('never stores an action twice: a duplicate index fails the whole batch', async () => {
      const a = match({ status: 'running' });
      await store.createMatch(a);
      await store.appendActions([{ matchId: a.id, index: 0, seat: 0, action: { type: 'x' } }], []);
      await expect(
        store.appendActions(
          [
            { matchId: a.id, index: 1, seat: 0, action: { type: 'y' } },
            { matchId: a.id, index: 0, seat: 1, action: { type: 'dup' } },
          ],
          [],
        ),
      ).rejects.toThrow();
      expect(await store.loadActions(a.id)).toEqual([{ seat: 0, action: { type: 'x' } }]);
      expect((await store.getMatch(a.id))!.version).toBe(1);
    });

    it('keeps hostile strings verbatim (parameterised SQL)', async () => {
      const evil = `'); DROP TABLE matches; --`;
      const m = match({ options: { [evil]: evil } });
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 0, evil, evil)).toBe(true);
      await store.appendActions([{ matchId: m.id, index: 0, seat: 0, action: { type: evil } }], []);
      const got = (await store.getMatch(m.id))!;
      expect(got.options).toEqual({ [evil]: evil });
      expect(got.seats[0]!.name).toBe(evil);
      expect(await store.loadActions(m.id)).toEqual([{ seat: 0, action: { type: evil } }]);
    });

    it('keeps snapshots by version and gives the latest; the log reads from an index', async () => {
      const m = match({ status: 'running' });
      await store.createMatch(m);
      expect(await store.loadSnapshot(m.id)).toBeNull();
      await store.appendActions([0, 1, 2].map((i) => ({ matchId: m.id, index: i, seat: i % 2, action: { type: 'bid', n: i } })), []);
      await store.saveSnapshot(m.id, { version: 1, state: '{"a":1}' });
      await store.saveSnapshot(m.id, { version: 3, state: '{"a":3}' });
      await store.saveSnapshot(m.id, { version: 3, state: '{"a":"again"}' });
      expect(await store.loadSnapshot(m.id)).toEqual({ version: 3, state: '{"a":3}' });
      expect((await store.loadActions(m.id, 2)).map((a) => a.action)).toEqual([{ type: 'bid', n: 2 }]);
    });

    it('keeps table talk in order and gives the last lines', async () => {
      const m = match({ status: 'running' });
      await store.createMatch(m);
      for (let i = 0; i < 5; i++) await store.appendChat(m.id, { idx: i, at: `t${i}`, seat: i % 2 ? null : 0, ...(i === 3 ? { quick: 'thanks' } : { text: `line ${i}` }) });
      await expect(store.appendChat(m.id, { idx: 4, at: 'again', seat: 0, text: 'dup' })).rejects.toThrow();
      expect(await store.loadChat(m.id, 2)).toEqual([
        { idx: 3, at: 't3', seat: null, quick: 'thanks' },
        { idx: 4, at: 't4', seat: 0, text: 'line 4' },
      ]);
    });

    it('expires idle matches by the policy and leaves the others; expired ones stay readable', async () => {
      const t = (d: number) => new Date(Date.UTC(2030, 0, d)).toISOString();
      const bot = (seat: number) => ({ seat, name: 'random', bot: 'random', tokenHash: null });
      const openOld = match({ createdAt: t(1), updatedAt: t(1) });
      const openNew = match({ createdAt: t(1), updatedAt: t(9) });
      const runOld = match({ status: 'running', createdAt: t(1), updatedAt: t(2) });
      const runNew = match({ status: 'running', createdAt: t(1), updatedAt: t(9) });
      const botsOld = match({ status: 'running', createdAt: t(1), updatedAt: t(9), seats: [bot(0), bot(1)] });
      const done = match({ status: 'finished', createdAt: t(1), updatedAt: t(1) });
      for (const x of [openOld, openNew, runOld, runNew, botsOld, done]) await store.createMatch(x);
      const ids = await store.expireMatches({ open: t(5), running: t(5), botsOnly: t(5) });
      const mine = new Set([openOld, openNew, runOld, runNew, botsOld, done].map((x) => x.id));
      expect(ids.filter((id) => mine.has(id)).sort()).toEqual([openOld.id, runOld.id, botsOld.id].sort());
      const status = async (x: StoredMatch) => (await store.getMatch(x.id))!.status;
      expect([await status(openOld), await status(openNew), await status(runOld), await status(runNew), await status(botsOld), await status(done)]).toEqual([
        'expired',
        'open',
        'expired',
        'running',
        'expired',
        'finished',
      ]);
      expect((await store.countByStatus()).expired).toBeGreaterThanOrEqual(3);
    });

    it('lists by status, newest first, with a limit; counts by status', async () => {
      const before = await store.countByStatus();
      const fin = match({ status: 'finished', createdAt: '2099-01-01T00:00:00.000Z' });
      const run = match({ status: 'running', createdAt: '2099-01-02T00:00:00.000Z' });
      await store.createMatch(fin);
      await store.createMatch(run);
      const all = await store.listMatches({ limit: 2 });
      expect(all.map((x) => x.id)).toEqual([run.id, fin.id]);
      expect(all[0]!.seats.length).toBe(2);
      const finished = await store.listMatches({ status: ['finished'], limit: 100 });
      expect(finished.every((x) => x.status === 'finished')).toBe(true);
      expect(finished.map((x) => x.id)).toContain(fin.id);
      const after = await store.countByStatus();
      expect(after.finished).toBe(before.finished + 1);
      expect(after.running).toBe(before.running + 1);
    });

    it('appends table events as rows: the 500th change writes no more than the 1st, and all read back in order (issue 41, item 5)', async () => {
      const m = match({ status: 'running', seats: [0, 1].map((seat) => ({ seat, name: `p${seat}`, bot: null, tokenHash: `h${seat}` })) });
      await store.createMatch(m);
      const events: TableEvent[] = [];
      // A leave/reclaim storm: each seat leaves, then takes its seat back.
      const change = async () => {
        const i = events.length;
        const seat = i % 2;
        const e: TableEvent = { version: i, seat, kind: i % 4 < 2 ? 'left' : 'reclaimed', ...(i % 4 < 2 ? { bot: 'heuristic' } : {}), at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() };
        await store.changeTable(m.id, { seat: { seat, bot: e.bot ?? null }, events: [e], eventsFrom: i });
        events.push(e);
      };
      // The least of a few changes: a B-tree page split now and then is not the list's size.
      const cost = async () => {
        const bytes: number[] = [];
        for (let i = 0; i < 5; i++) bytes.push(await probes.written(change));
        return Math.min(...bytes);
      };
      const first = await cost();
      while (events.length < 495) await change();
      const late = await cost();
      // Rewriting the list, the 500th change wrote ~40 KB more than the 1st.
      expect(late).toBeLessThan(first * 1.5);
      expect((await store.getMatch(m.id))!.tableEvents).toEqual(events);
    });

    it('opens a database whose table events are a JSON column with them as rows, once (issue 41, item 5)', async () => {
      const old = await probes.legacy();
      for (const sql of LEGACY_TABLES) await old.run(sql);
      const events: TableEvent[] = [
        { version: 3, seat: 1, kind: 'left', bot: 'heuristic', at: '2026-01-01T00:00:03.000Z' },
        { version: 5, seat: 1, kind: 'reclaimed', at: '2026-01-01T00:00:05.000Z' },
      ];
      const insert = 'INSERT INTO matches (id, game, players, options, seed, status, created_at, version, table_events) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)';
      await old.run(insert, ['with', 'nim', 2, '{}', '1', 'running', '2026-01-01T00:00:00.000Z', 0, JSON.stringify(events)]);
      await old.run(insert, ['empty', 'nim', 2, '{}', '1', 'running', '2026-01-01T00:00:00.000Z', 0, '[]']);
      await old.run(insert, ['none', 'nim', 2, '{}', '1', 'open', '2026-01-01T00:00:00.000Z', 0, null]);
      for (const id of ['with', 'empty', 'none']) for (const seat of [0, 1]) await old.run('INSERT INTO seats (match_id, seat, name, token_hash) VALUES ($1, $2, $3, $4)', [id, seat, `p${seat}`, `h${seat}`]);
      const rows = () => old.rows('SELECT match_id, idx, version, seat, kind, bot, at FROM table_events ORDER BY match_id, idx');
      const asRows = (list: TableEvent[]) => list.map((e, idx) => ({ match_id: 'with', idx, version: e.version, seat: e.seat, kind: e.kind, bot: e.bot ?? null, at: e.at }));

      let opened = await old.open();
      expect((await opened.getMatch('with'))!.tableEvents).toEqual(events);
      expect((await opened.getMatch('empty'))!.tableEvents).toEqual([]);
      expect((await opened.getMatch('none'))!.tableEvents).toEqual([]);
      expect(await rows()).toEqual(asRows(events));
      // The next change appends after them; opening again copies nothing twice.
      const back: TableEvent = { version: 7, seat: 1, kind: 'left', bot: 'heuristic', at: '2026-01-01T00:00:07.000Z' };
      await opened.changeTable('with', { seat: { seat: 1, bot: 'heuristic' }, events: [back], eventsFrom: 2 });
      await opened.close();
      opened = await old.open();
      expect((await opened.getMatch('with'))!.tableEvents).toEqual([...events, back]);
      expect(await rows()).toEqual(asRows([...events, back]));
      await opened.close();
    });
  });
}

storeSuite('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-store-'));
  const file = join(dir, 'x.sqlite');
  let probe: Database.Database | null = null;
  let legacies = 0;
  return {
    store: await openSqliteStore(file),
    cleanup: async () => {
      probe?.close();
      rmSync(dir, { recursive: true, force: true });
    },
    // The write-ahead log's growth: emptied into the database file first, it then holds exactly
    // the pages the work's commits wrote.
    async written(work) {
      probe ??= new Database(file);
      probe.pragma('busy_timeout = 5000');
      const [done] = probe.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
      expect(done!.busy).toBe(0);
      await work();
      return statSync(`${file}-wal`).size;
    },
    async legacy() {
      const old = join(dir, `legacy-${legacies++}.sqlite`);
      const sqlite = (sql: string) => sql.replace(/\$\d+/g, '?');
      const use = <T>(f: (db: Database.Database) => T): T => {
        const db = new Database(old);
        try {
          return f(db);
        } finally {
          db.close();
        }
      };
      return {
        run: async (sql, params = []) => void use((db) => db.prepare(sqlite(sql)).run(...params)),
        rows: async (sql, params = []) => use((db) => db.prepare(sqlite(sql)).all(...params)),
        open: () => openSqliteStore(old),
      };
    },
  };
});

describe.skipIf(!PG_URL)('postgres', () => {
  const schema = `t_${process.pid}_${Date.now()}`;
  const schemas = [schema];
  const client = async (path?: string) => {
    const c = new pg.Client({ connectionString: PG_URL, ...(path ? { options: `-c search_path=${path}` } : {}) });
    await c.connect();
    return c;
  };
  storeSuite('postgres', async () => ({
    store: await openPostgresStore(PG_URL!, { schema }),
    cleanup: async () => {
      const c = await client();
      for (const x of schemas) await c.query(`DROP SCHEMA IF EXISTS ${x} CASCADE`);
      await c.end();
    },
    // The bytes of the statements' parameters sent while the work runs: what it asks the database to write.
    async written(work) {
      let bytes = 0;
      const query = pg.Client.prototype.query;
      const size = (v: unknown): number => (Array.isArray(v) ? v.reduce((n: number, x) => n + size(x), 0) : v === null || v === undefined ? 0 : Buffer.byteLength(String(v)));
      pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
        bytes += size(typeof config === 'object' && config !== null && 'values' in config ? (config as { values: unknown }).values : values);
        return (query as (...a: unknown[]) => unknown).call(this, config, values, ...rest);
      } as typeof query;
      try {
        await work();
      } finally {
        pg.Client.prototype.query = query;
      }
      return bytes;
    },
    async legacy() {
      const old = `${schema}_old${schemas.length}`;
      schemas.push(old);
      const c = await client();
      await c.query(`CREATE SCHEMA ${old}`);
      await c.end();
      const inOld = async <T>(f: (c: pg.Client) => Promise<T>): Promise<T> => {
        const c = await client(old);
        try {
          return await f(c);
        } finally {
          await c.end();
        }
      };
      return {
        run: (sql, params = []) => inOld(async (c) => void (await c.query(sql, params))),
        rows: (sql, params = []) => inOld(async (c) => (await c.query(sql, params)).rows),
        open: () => openPostgresStore(PG_URL!, { schema: old }),
      };
    },
  }));
});
