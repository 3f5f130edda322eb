/**
 * The embedded default: one SQLite file (WAL, synchronous=FULL so a commit is on disk before the
 * server acknowledges it). better-sqlite3 is synchronous; batches from the group committer keep
 * the fsyncs few.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { toStoredMatch, versionsAfter } from './rows';
import { type MatchRowDb, SCHEMA, type SeatRowDb } from './schema';
import type { ActionRow, ListFilter, OutcomeJson, Store, StoredMatch } from './store';

/**
 * `full` (default): each commit is fsynced, surviving power loss. `normal`: WAL without fsync per
 * commit — a commit still survives the process being killed, not the machine losing power.
 */
export type SqliteSync = 'full' | 'normal';

export function openSqliteStore(file: string, sync: SqliteSync = 'full'): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(sync === 'normal' ? 'synchronous = NORMAL' : 'synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  for (const sql of SCHEMA) db.exec(sql);

  const insMatch = db.prepare(
    'INSERT INTO matches (id, game, players, options, seed, status, created_at, version, outcome) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insSeat = db.prepare('INSERT INTO seats (match_id, seat, name, bot, token_hash) VALUES (?, ?, ?, ?, ?)');
  const claim = db.prepare(
    'UPDATE seats SET name = ?, token_hash = ? WHERE match_id = ? AND seat = ? AND name IS NULL AND bot IS NULL',
  );
  const freeSeats = db.prepare('SELECT COUNT(*) AS n FROM seats WHERE match_id = ? AND name IS NULL AND bot IS NULL');
  const setStatus = db.prepare("UPDATE matches SET status = ? WHERE id = ? AND status = 'open'");
  const insAction = db.prepare('INSERT INTO actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)');
  const setVersion = db.prepare('UPDATE matches SET version = ? WHERE id = ? AND version < ?');
  const finish = db.prepare("UPDATE matches SET status = 'finished', outcome = ? WHERE id = ?");
  const getMatch = db.prepare('SELECT * FROM matches WHERE id = ?');
  const getSeats = db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat');
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM matches GROUP BY status');
  const getActions = db.prepare('SELECT seat, action FROM actions WHERE match_id = ? ORDER BY idx');

  const create = db.transaction((m: StoredMatch) => {
    insMatch.run(m.id, m.game, m.players, JSON.stringify(m.options), JSON.stringify(m.seed), m.status, m.createdAt, m.version, m.outcome === null ? null : JSON.stringify(m.outcome));
    for (const s of m.seats) insSeat.run(m.id, s.seat, s.name, s.bot, s.tokenHash);
  });
  const claimTx = db.transaction((matchId: string, seat: number, name: string, hash: string) => {
    if (claim.run(name, hash, matchId, seat).changes !== 1) return false;
    if ((freeSeats.get(matchId) as { n: number }).n === 0) setStatus.run('running', matchId);
    return true;
  });
  const append = db.transaction((rows: ActionRow[], finished: Array<{ matchId: string; outcome: OutcomeJson }>) => {
    for (const r of rows) insAction.run(r.matchId, r.index, r.seat, JSON.stringify(r.action));
    for (const [id, v] of versionsAfter(rows)) setVersion.run(v, id, v);
    for (const f of finished) finish.run(JSON.stringify(f.outcome), f.matchId);
  });

  const load = (id: string): StoredMatch | null => {
    const row = getMatch.get(id) as MatchRowDb | undefined;
    return row ? toStoredMatch(row, getSeats.all(id) as SeatRowDb[]) : null;
  };

  return {
    kind: 'sqlite',
    async createMatch(m) {
      create(m);
    },
    async claimSeat(matchId, seat, name, tokenHash) {
      return claimTx(matchId, seat, name, tokenHash);
    },
    async appendActions(rows, finished) {
      append(rows, finished);
    },
    async getMatch(id) {
      return load(id);
    },
    async loadActions(id) {
      return (getActions.all(id) as Array<{ seat: number; action: string }>).map((r) => ({ seat: r.seat, action: JSON.parse(r.action) }));
    },
    async listMatches(filter: ListFilter) {
      const statuses = filter.status ?? ['open', 'running', 'finished'];
      const marks = statuses.map(() => '?').join(', ');
      const rows = db
        .prepare(`SELECT * FROM matches WHERE status IN (${marks}) ORDER BY created_at DESC, id LIMIT ?`)
        .all(...statuses, filter.limit) as MatchRowDb[];
      if (rows.length === 0) return [];
      const seats = db
        .prepare(`SELECT * FROM seats WHERE match_id IN (${rows.map(() => '?').join(', ')})`)
        .all(...rows.map((r) => r.id)) as SeatRowDb[];
      return rows.map((r) => toStoredMatch(r, seats));
    },
    async countByStatus() {
      const out = { open: 0, running: 0, finished: 0 };
      for (const r of counts.all() as Array<{ status: keyof typeof out; n: number }>) out[r.status] = r.n;
      return out;
    },
    async close() {
      db.close();
    },
  };
}
