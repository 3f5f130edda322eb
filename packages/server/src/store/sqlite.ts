/**
 * The embedded default: one SQLite file in WAL mode. Writes go to a writer thread
 * (`sqliteWriter.js`), one transaction per call, fsynced (synchronous=FULL) before the promise
 * resolves — so the server acknowledges an action only once it is on disk, and the fsync never
 * blocks the event loop. Reads run on the calling thread and see every acknowledged write.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { chatEntry, EXPIRY_WHERE, LIVE_BY_BOT_CREATOR, seatsByMatch, STATUSES, toStoredMatch } from './rows';
import { LOGGED, RecentWrites, ROW_GRAIN_MS } from './recentWrites';
import { RETIRED_COLUMNS } from './legacyEvents';
import {
  ADDED_COLUMNS,
  CHAT_NEXT,
  type MatchRowDb,
  recordsTable,
  SCHEMA,
  type SeatRowDb,
  type TableEventRowDb,
  TO_MOVE,
} from './schema';
import type { ListFilter, Snapshot, Store, StoredMatch, StoredRecord, TableChange } from './store';

/**
 * `full` (default): each commit is fsynced, surviving power loss. `normal`: WAL without fsync per
 * commit — a commit still survives the process being killed, not the machine losing power.
 */
export type SqliteSync = 'full' | 'normal';

type Statement = [sql: string, params: unknown[]];

/** A match row with its version as the log has it (recentWrites.ts). */
const MATCH_COLUMNS = `matches.*, ${LOGGED}, ${TO_MOVE}`;

/**
 * The main-thread side of the writer thread: writes asked for in the same synchronous run go to
 * the thread as one batch (one transaction, one fsync); while a batch is being written the next
 * one gathers. Each `run` resolves once its batch is committed.
 */
class Writer {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Array<{ resolve(c: number[]): void; reject(e: Error): void }>>();
  private queue: Array<{ statements: Statement[]; resolve(c: number[]): void; reject(e: Error): void }> = [];
  private inFlight = false;
  private scheduled = false;
  private nextId = 1;
  private dead: Error | null = null;
  readonly ready: Promise<void>;
  onCommit: (ms: number) => void = () => undefined;

  constructor(file: string, sync: SqliteSync) {
    this.worker = new Worker(new URL('./sqliteWriter.js', import.meta.url), {
      workerData: {
        file,
        sync,
        schema: [...SCHEMA, recordsTable('BLOB')],
        columns: ADDED_COLUMNS,
        retired: RETIRED_COLUMNS.map((r) => ({ table: r.table, column: r.column, sql: r.sqlite })),
      },
    });
    let ready!: () => void;
    let failed!: (e: Error) => void;
    this.ready = new Promise((res, rej) => ((ready = res), (failed = rej)));
    this.worker.on(
      'message',
      (m: { ready?: true; id?: number; ms?: number; results?: Array<{ changes?: number[]; error?: string }> }) => {
        if (m.ready) return ready();
        if (m.ms !== undefined) this.onCommit(m.ms);
        const batch = this.waiting.get(m.id!) ?? [];
        this.waiting.delete(m.id!);
        m.results!.forEach((r, i) =>
          r.error !== undefined ? batch[i]?.reject(new Error(r.error)) : batch[i]?.resolve(r.changes!),
        );
        this.inFlight = false;
        this.schedule();
      },
    );
    const fail = (e: Error) => {
      this.dead = e;
      failed(e);
      for (const batch of this.waiting.values()) for (const w of batch) w.reject(e);
      for (const w of this.queue) w.reject(e);
      this.waiting.clear();
      this.queue = [];
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`SQLite writer thread exited (${code})`)));
  }

  /** Runs the statements as one unit (all or nothing); resolves with each statement's change count. */
  run(statements: Statement[]): Promise<number[]> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise((resolve, reject) => {
      this.queue.push({ statements, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Posts the waiting writes once the current synchronous run is over (a microtask, so writes asked
   * for together — a group commit, say — go as one batch) rather than a whole event-loop turn later:
   * that turn would first handle every pending socket event before the batch even left.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight || this.queue.length === 0) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (this.inFlight || this.queue.length === 0 || this.dead) return;
      const batch = this.queue;
      this.queue = [];
      const id = this.nextId++;
      this.inFlight = true;
      this.waiting.set(id, batch);
      this.worker.postMessage({ id, units: batch.map((w) => w.statements) });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** A table change as SQLite statements (one unit: all or nothing). */
function tableStatements(matchId: string, c: TableChange, at: string): Statement[] {
  const out: Statement[] = [];
  if (c.seat)
    out.push(['UPDATE seats SET bot = ? WHERE match_id = ? AND seat = ?', [c.seat.bot, matchId, c.seat.seat]]);
  if (c.clock !== undefined)
    out.push([
      'UPDATE matches SET clock = ? WHERE id = ?',
      [c.clock === null ? null : JSON.stringify(c.clock), matchId],
    ]);
  if (c.status) out.push(['UPDATE matches SET status = ? WHERE id = ?', [c.status, matchId]]);
  if (c.outcome) out.push(['UPDATE matches SET outcome = ? WHERE id = ?', [JSON.stringify(c.outcome), matchId]]);
  // Each new event is a row of its own: what a change writes does not grow with the list.
  c.events.forEach((e, i) =>
    out.push([
      'INSERT INTO table_events (match_id, idx, version, seat, kind, bot, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [matchId, c.eventsFrom + i, e.version, e.seat, e.kind, e.bot ?? null, e.at],
    ]),
  );
  out.push(['UPDATE matches SET updated_at = ? WHERE id = ?', [at, matchId]]);
  return out;
}

export async function openSqliteStore(file: string, sync: SqliteSync = 'full'): Promise<Store> {
  mkdirSync(dirname(file), { recursive: true });
  const writer = new Writer(file, sync);
  await writer.ready;
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');

  const getMatch = db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = ?`);
  const getSeats = db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat');
  const getEvents = db.prepare('SELECT version, seat, kind, bot, at FROM table_events WHERE match_id = ? ORDER BY idx');
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM matches GROUP BY status');
  const getActions = db.prepare('SELECT seat, action FROM actions WHERE match_id = ? AND idx >= ? ORDER BY idx');
  const getSnapshot = db.prepare(
    'SELECT version, state FROM snapshots WHERE match_id = ? AND version <= ? ORDER BY version DESC LIMIT 1',
  );
  const now = () => new Date().toISOString();
  const getChat = db.prepare(
    'SELECT idx, at, seat, text, quick FROM chat WHERE match_id = ? ORDER BY idx DESC LIMIT ?',
  );
  // Only while no chat line was added since it was built (records.ts).
  const getRecord = db.prepare(
    `SELECT r.etag, r.gz, r.bytes, r.chat_next, COALESCE(m.updated_at, m.created_at) AS ended_at FROM records r JOIN matches m ON m.id = r.match_id WHERE r.match_id = ? AND r.chat_next = ${CHAT_NEXT('r.match_id')}`,
  );

  const recent = new RecentWrites(ROW_GRAIN_MS);

  const load = (id: string): StoredMatch | null => {
    const row = getMatch.get(id) as MatchRowDb | undefined;
    return row ? toStoredMatch(row, getSeats.all(id) as SeatRowDb[], getEvents.all(id) as TableEventRowDb[]) : null;
  };

  return {
    kind: 'sqlite',
    async createMatch(m) {
      await writer.run([
        [
          'INSERT INTO matches (id, game, players, options, seed, seed_fixed, status, created_at, updated_at, version, outcome, clock, spectator_chat, bot_creator) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            m.id,
            m.game,
            m.players,
            JSON.stringify(m.options),
            JSON.stringify(m.seed),
            m.seedFixed ? 1 : 0,
            m.status,
            m.createdAt,
            m.updatedAt ?? m.createdAt,
            m.version,
            m.outcome === null ? null : JSON.stringify(m.outcome),
            m.clock ? JSON.stringify(m.clock) : null,
            m.spectatorChat === false ? 0 : 1,
            m.botCreator ?? null,
          ],
        ],
        ...m.seats.map(
          (s): Statement => [
            'INSERT INTO seats (match_id, seat, name, bot, token_hash) VALUES (?, ?, ?, ?, ?)',
            [m.id, s.seat, s.name, s.bot, s.tokenHash],
          ],
        ),
      ]);
    },
    async claimSeat(matchId, seat, name, tokenHash) {
      const [claimed] = await writer.run([
        // Only while the match is open: a join read it open, but an expiry may have come since.
        [
          "UPDATE seats SET name = ?, token_hash = ? WHERE match_id = ? AND seat = ? AND name IS NULL AND bot IS NULL AND EXISTS (SELECT 1 FROM matches WHERE id = ? AND status = 'open')",
          [name, tokenHash, matchId, seat, matchId],
        ],
        // The match starts with its last free seat; one statement for that and the time.
        [
          "UPDATE matches SET updated_at = ?, status = CASE WHEN status = 'open' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND name IS NULL AND bot IS NULL) THEN 'running' ELSE status END WHERE id = ?",
          [now(), matchId, matchId],
        ],
      ]);
      return claimed === 1;
    },
    async appendActions(rows, finished) {
      const ending = new Set(finished.map((f) => f.matchId));
      await writer.run([
        ...rows.map(
          (r): Statement => [
            'INSERT INTO actions (match_id, idx, seat, action, to_move) VALUES (?, ?, ?, ?, ?)',
            [r.matchId, r.index, r.seat, JSON.stringify(r.action), r.toMove ? JSON.stringify(r.toMove) : null],
          ],
        ),
        ...recent
          .rowsToWrite(rows, ending)
          .map(
            ([id, v]): Statement => [
              'UPDATE matches SET version = ?, updated_at = ?, clock = COALESCE(?, clock) WHERE id = ? AND version < ?',
              [v.version, now(), v.clock, id, v.version],
            ],
          ),
        ...finished.map(
          (f): Statement => [
            "UPDATE matches SET status = 'finished', outcome = ? WHERE id = ?",
            [JSON.stringify(f.outcome), f.matchId],
          ],
        ),
      ]);
    },
    async getMatch(id) {
      return load(id);
    },
    async loadActions(id, from = 0) {
      return (getActions.all(id, from) as Array<{ seat: number; action: string }>).map((r) => ({
        seat: r.seat,
        action: JSON.parse(r.action),
      }));
    },
    async listMatches(filter: ListFilter) {
      const statuses = filter.status ?? [...STATUSES];
      const marks = statuses.map(() => '?').join(', ');
      const b = filter.before;
      const page = b ? 'AND (created_at < ? OR (created_at = ? AND id < ?))' : '';
      const rows = db
        .prepare(
          `SELECT ${MATCH_COLUMNS} FROM matches WHERE status IN (${marks}) ${page} ORDER BY created_at DESC, id DESC LIMIT ?`,
        )
        .all(...statuses, ...(b ? [b.createdAt, b.createdAt, b.id] : []), filter.limit) as MatchRowDb[];
      if (rows.length === 0) return [];
      const seats = db
        .prepare(`SELECT * FROM seats WHERE match_id IN (${rows.map(() => '?').join(', ')})`)
        .all(...rows.map((r) => r.id)) as SeatRowDb[];
      const by = seatsByMatch(seats);
      return rows.map((r) => toStoredMatch(r, by.get(r.id) ?? []));
    },
    async appendChat(matchId, e) {
      await writer.run([
        [
          'INSERT INTO chat (match_id, idx, at, seat, text, quick) VALUES (?, ?, ?, ?, ?, ?)',
          [matchId, e.idx, e.at, e.seat, e.text ?? null, e.quick ?? null],
        ],
      ]);
    },
    async loadChat(matchId, limit) {
      const rows = getChat.all(matchId, limit) as Array<{
        idx: number;
        at: string;
        seat: number | null;
        text: string | null;
        quick: string | null;
      }>;
      return rows.reverse().map(chatEntry);
    },
    async changeTable(matchId, c) {
      await writer.run(tableStatements(matchId, c, now()));
    },
    async getRecord(matchId) {
      const r = getRecord.get(matchId) as
        | { etag: string; gz: Buffer; bytes: number; chat_next: number; ended_at: string }
        | undefined;
      return r ? { etag: r.etag, gz: r.gz, bytes: r.bytes, chatNext: r.chat_next, endedAt: r.ended_at } : null;
    },
    async saveRecord(matchId, r: StoredRecord) {
      await writer.run([
        [
          'INSERT OR REPLACE INTO records (match_id, etag, gz, bytes, chat_next) VALUES (?, ?, ?, ?, ?)',
          [matchId, r.etag, r.gz, r.bytes, r.chatNext],
        ],
      ]);
    },
    readSource: { kind: 'sqlite', file },
    async saveSnapshot(matchId, snap) {
      await writer.run([
        [
          'INSERT OR IGNORE INTO snapshots (match_id, version, state) VALUES (?, ?, ?)',
          [matchId, snap.version, snap.state],
        ],
      ]);
    },
    async loadSnapshot(matchId, atMost = 2 ** 31 - 1) {
      return (getSnapshot.get(matchId, atMost) as Snapshot | undefined) ?? null;
    },
    async expireMatches(cutoff) {
      // EXPIRY_WHERE names $1, $2, $3 once each, in order: plain placeholders in the same order.
      const where = EXPIRY_WHERE.replace(/\$\d/g, '?');
      const ids = (
        db.prepare(`SELECT id FROM matches WHERE ${where}`).all(cutoff.open, cutoff.running, cutoff.botsOnly) as Array<{
          id: string;
        }>
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      // Re-checked inside the write, so a match that just got an action is not expired.
      await writer.run([
        [
          `UPDATE matches SET status = 'expired', updated_at = ? WHERE ${where}`,
          [now(), cutoff.open, cutoff.running, cutoff.botsOnly],
        ],
      ]);
      const marks = ids.map(() => '?').join(', ');
      return (
        db.prepare(`SELECT id FROM matches WHERE status = 'expired' AND id IN (${marks})`).all(...ids) as Array<{
          id: string;
        }>
      ).map((r) => r.id);
    },
    async countLiveByBotCreator(botCreator, openSince) {
      return (db.prepare(LIVE_BY_BOT_CREATOR.replace(/\$\d/g, '?')).get(botCreator, openSince) as { n: number }).n;
    },
    async countByStatus() {
      const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<(typeof STATUSES)[number], number>;
      for (const r of counts.all() as Array<{ status: keyof typeof out; n: number }>) out[r.status] = r.n;
      return out;
    },
    observeCommits(fn) {
      writer.onCommit = fn;
    },
    async close() {
      await writer.close();
      db.close();
    },
  };
}
