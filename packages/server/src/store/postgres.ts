/**
 * PostgreSQL, for a database shared by several server processes or kept on another machine.
 * Every statement is parameterised; each write is one transaction, committed (and, with the
 * default synchronous_commit, flushed to the WAL) before its promise resolves.
 */
import pg from 'pg';
import { LOGGED, RecentWrites, ROW_GRAIN_MS } from './recentWrites';
import {
  chatEntry,
  EXPIRY_WHERE,
  LIVE_BY_BOT_CREATOR,
  seatsByMatch,
  STATUSES,
  toStoredMatch,
  versionsAfter,
} from './rows';
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
import { type ActionRow, ConflictError, type Snapshot, type Store, type StoredMatch } from './store';

export interface PostgresOptions {
  /** A schema to create and use instead of `public` (tests use a fresh one per run). */
  schema?: string;
  max?: number;
}

/**
 * Group commits written at once. With one, an action arriving during a commit waits for it and then
 * for its own; with two it starts at once. Nim bench, six runs each alternating: 10.6k → 11.5k
 * actions/s, p50 4.1 → 3.7 ms, PostgreSQL's CPU per action unchanged (issue 26).
 */
const WRITE_LANES = 2;

/** A batch's actions, one array per column. */
const INSERT_ACTIONS =
  'INSERT INTO actions (match_id, idx, seat, action, to_move) SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[])';

/** `INSERT_ACTIONS`' parameters for `rows`. */
const actionColumns = (rows: readonly ActionRow[]) => [
  rows.map((r) => r.matchId),
  rows.map((r) => r.index),
  rows.map((r) => r.seat),
  rows.map((r) => JSON.stringify(r.action)),
  rows.map((r) => (r.toMove ? JSON.stringify(r.toMove) : null)),
];

/** The PostgreSQL store, with its pool (the cluster's leases use the same connections). */
export type PostgresStore = Store & { readonly pool: pg.Pool };

export async function openPostgresStore(url: string, o: PostgresOptions = {}): Promise<PostgresStore> {
  if (o.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(o.schema))
    throw new Error(`bad schema name "${o.schema}"`);
  // Server settings in the URL (`?options=-c synchronous_commit=off`, say) are kept beside the
  // schema: pg would let the URL's `options` replace the schema's, so they are merged here.
  const parsed = new URL(url);
  const settings = [parsed.searchParams.get('options'), o.schema ? `-c search_path=${o.schema}` : null]
    .filter((x) => x)
    .join(' ');
  parsed.searchParams.delete('options');
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: o.max ?? 8,
    // The schema name is checked above: it is an identifier, which parameters cannot carry.
    ...(settings ? { options: settings } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  // Instances starting together take turns (CREATE … IF NOT EXISTS races with itself in PostgreSQL).
  const setup = await pool.connect();
  try {
    await setup.query('BEGIN');
    await setup.query("SELECT pg_advisory_xact_lock(hashtext('tabula:schema'))");
    if (o.schema) await setup.query(`CREATE SCHEMA IF NOT EXISTS ${o.schema}`);
    for (const sql of [...SCHEMA, recordsTable('BYTEA')]) await setup.query(sql);
    for (const { table, column, type } of ADDED_COLUMNS)
      await setup.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type}`);
    // Columns retired since (legacyEvents.ts): moved out and dropped, in this same transaction.
    for (const { table, column, postgres } of RETIRED_COLUMNS) {
      const has = await setup.query(
        'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
        [table, column],
      );
      if (has.rowCount) for (const sql of postgres) await setup.query(sql);
    }
    await setup.query('COMMIT');
  } catch (e) {
    await setup.query('ROLLBACK').catch(() => undefined);
    setup.release();
    await pool.end();
    throw e;
  }
  setup.release();
  const now = () => new Date().toISOString();
  // One instance: a match's row is rewritten for its actions once a grain, as SQLite's is.
  const recent = new RecentWrites(ROW_GRAIN_MS);

  const tx = async <T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const out = await work(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  };

  const seatsOf = async (ids: string[]): Promise<SeatRowDb[]> =>
    ids.length === 0 ? [] : (await pool.query('SELECT * FROM seats WHERE match_id = ANY($1::text[])', [ids])).rows;

  return {
    kind: 'postgres',
    writeLanes: WRITE_LANES,
    async createMatch(m: StoredMatch) {
      // The match and its seats in one statement, atomic by itself: one round trip, not 3 + seats
      // (issue 26: a new table every ~25 actions is half of a Nim bench's cost). The seats'
      // foreign key is checked at the statement's end, when the match row is there.
      await pool.query({
        name: 'tabula-create-match',
        text:
          'WITH created AS (INSERT INTO matches (id, game, players, options, seed, seed_fixed, status, created_at, updated_at, version, outcome, clock, spectator_chat, bot_creator) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $18)) ' +
          'INSERT INTO seats (match_id, seat, name, bot, token_hash) SELECT $1::text, s.* FROM unnest($14::int[], $15::text[], $16::text[], $17::text[]) AS s',
        values: [
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
          m.seats.map((x) => x.seat),
          m.seats.map((x) => x.name),
          m.seats.map((x) => x.bot),
          m.seats.map((x) => x.tokenHash),
          m.botCreator ?? null,
        ],
      });
    },
    async claimSeat(matchId, seat, name, tokenHash, serial = false) {
      // The seat while the match is open, and if it was free the match row (started when no other
      // seat is free), in one statement. The match row is locked while open: an expiry committed
      // since the join read it is seen, and one coming later waits for this claim.
      const claim = {
        name: 'tabula-claim-seat',
        text:
          "WITH open AS (SELECT id FROM matches WHERE id = $3 AND status = 'open' FOR UPDATE), " +
          'claimed AS (UPDATE seats SET name = $1, token_hash = $2 WHERE match_id = $3 AND seat = $4 AND name IS NULL AND bot IS NULL AND EXISTS (SELECT 1 FROM open) RETURNING seat), ' +
          "moved AS (UPDATE matches SET status = CASE WHEN status = 'open' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = $3 AND seat <> $4 AND name IS NULL AND bot IS NULL) THEN 'running' ELSE status END, " +
          'updated_at = $5, seq = seq + 1 WHERE id = $3 AND EXISTS (SELECT 1 FROM claimed)) ' +
          'SELECT COUNT(*)::int AS n FROM claimed',
        values: [name, tokenHash, matchId, seat, now()],
      };
      // Claims of this match come one at a time from this process alone: the statement is atomic
      // by itself, one round trip instead of four (issue 26: seating is a third of PostgreSQL's
      // statements in the Nim bench).
      if (serial) return (await pool.query(claim)).rows[0].n === 1;
      return tx(async (c) => {
        // Lock the match row so two joins for the last two seats cannot both miss the status change.
        // Its own statement: the claim's snapshot, taken once the lock is held, sees every join of
        // this match committed before.
        await c.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
        return (await c.query(claim)).rows[0].n === 1;
      });
    },
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
      return tx(async (c) => {
        // Several instances (src/cluster/): a row checked against the match row's seq is written
        // only if the match is still there — the compare-and-set that arbitrates between them.
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
    },
    async getMatch(id) {
      // The match and its seats in one prepared statement, a row per seat (issue 26: each join
      // reads its match, and seating is most of PostgreSQL's work in the Nim bench).
      const r = await pool.query({
        name: 'tabula-get-match',
        // The table's events ride along as one JSON array, built once (not once per seat row).
        text:
          "WITH ev AS (SELECT COALESCE(json_agg(json_build_object('version', version, 'seat', seat, 'kind', kind, 'bot', bot, 'at', at) ORDER BY idx), '[]'::json) AS table_events FROM table_events WHERE match_id = $1) " +
          `SELECT matches.*, ${LOGGED}, ${TO_MOVE}, ev.table_events, s.seat AS seat_no, s.name AS seat_name, s.bot AS seat_bot, s.token_hash AS seat_token FROM matches CROSS JOIN ev LEFT JOIN seats s ON s.match_id = matches.id WHERE matches.id = $1`,
        values: [id],
      });
      if (r.rows.length === 0) return null;
      const rows = r.rows as Array<
        MatchRowDb & {
          table_events: TableEventRowDb[];
          seat_no: number | null;
          seat_name: string | null;
          seat_bot: string | null;
          seat_token: string | null;
        }
      >;
      const seats = rows
        .filter((x) => x.seat_no !== null)
        .map(
          (x): SeatRowDb => ({
            match_id: id,
            seat: x.seat_no!,
            name: x.seat_name,
            bot: x.seat_bot,
            token_hash: x.seat_token,
          }),
        );
      return toStoredMatch(rows[0]!, seats, rows[0]!.table_events);
    },
    async loadActions(id, from = 0) {
      const r = await pool.query('SELECT seat, action FROM actions WHERE match_id = $1 AND idx >= $2 ORDER BY idx', [
        id,
        from,
      ]);
      return r.rows.map((x: { seat: number; action: string }) => ({ seat: x.seat, action: JSON.parse(x.action) }));
    },
    async listMatches(filter) {
      const statuses = filter.status ?? [...STATUSES];
      const b = filter.before;
      const page = b ? 'AND (created_at < $3 OR (created_at = $3 AND id < $4))' : '';
      const r = await pool.query(
        `SELECT matches.*, ${LOGGED}, ${TO_MOVE} FROM matches WHERE status = ANY($1::text[]) ${page} ORDER BY created_at DESC, id DESC LIMIT $2`,
        [statuses, filter.limit, ...(b ? [b.createdAt, b.id] : [])],
      );
      const rows = r.rows as MatchRowDb[];
      const by = seatsByMatch(await seatsOf(rows.map((x) => x.id)));
      return rows.map((x) => toStoredMatch(x, by.get(x.id) ?? []));
    },
    async appendChat(matchId, e) {
      await pool.query('INSERT INTO chat (match_id, idx, at, seat, text, quick) VALUES ($1, $2, $3, $4, $5, $6)', [
        matchId,
        e.idx,
        e.at,
        e.seat,
        e.text ?? null,
        e.quick ?? null,
      ]);
    },
    async loadChat(matchId, limit) {
      const r = await pool.query(
        'SELECT idx, at, seat, text, quick FROM chat WHERE match_id = $1 ORDER BY idx DESC LIMIT $2',
        [matchId, limit],
      );
      return r.rows.reverse().map(chatEntry);
    },
    async changeTable(matchId, ch) {
      await tx(async (c) => {
        // Several instances: written only if nobody changed the match since `seq` was read.
        const r = await c.query(
          'UPDATE matches SET seq = seq + 1, updated_at = $3 WHERE id = $1 AND ($2::int IS NULL OR seq = $2)',
          [matchId, ch.seq ?? null, now()],
        );
        if (r.rowCount !== 1) throw new ConflictError(matchId);
        if (ch.seat)
          await c.query('UPDATE seats SET bot = $1 WHERE match_id = $2 AND seat = $3', [
            ch.seat.bot,
            matchId,
            ch.seat.seat,
          ]);
        if (ch.clock !== undefined)
          await c.query('UPDATE matches SET clock = $1 WHERE id = $2', [
            ch.clock === null ? null : JSON.stringify(ch.clock),
            matchId,
          ]);
        if (ch.status) await c.query('UPDATE matches SET status = $1 WHERE id = $2', [ch.status, matchId]);
        if (ch.outcome)
          await c.query('UPDATE matches SET outcome = $1 WHERE id = $2', [JSON.stringify(ch.outcome), matchId]);
        // Each new event is a row of its own: what a change writes does not grow with the list.
        if (ch.events.length > 0)
          await c.query(
            'INSERT INTO table_events (match_id, idx, version, seat, kind, bot, at) SELECT $1::text, u.* FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[]) AS u',
            [
              matchId,
              ch.events.map((_, i) => ch.eventsFrom + i),
              ch.events.map((e) => e.version),
              ch.events.map((e) => e.seat),
              ch.events.map((e) => e.kind),
              ch.events.map((e) => e.bot ?? null),
              ch.events.map((e) => e.at),
            ],
          );
      });
    },
    async getRecord(matchId) {
      // Only while no chat line was added since it was built (records.ts).
      const r = await pool.query(
        `SELECT r.etag, r.gz, r.bytes, r.chat_next, COALESCE(m.updated_at, m.created_at) AS ended_at FROM records r JOIN matches m ON m.id = r.match_id WHERE r.match_id = $1 AND r.chat_next = ${CHAT_NEXT('r.match_id')}`,
        [matchId],
      );
      const x = r.rows[0] as
        | { etag: string; gz: Buffer; bytes: number; chat_next: number; ended_at: string }
        | undefined;
      return x
        ? { etag: x.etag, gz: x.gz, bytes: Number(x.bytes), chatNext: Number(x.chat_next), endedAt: x.ended_at }
        : null;
    },
    async saveRecord(matchId, x) {
      await pool.query(
        'INSERT INTO records (match_id, etag, gz, bytes, chat_next) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id) DO UPDATE SET etag = EXCLUDED.etag, gz = EXCLUDED.gz, bytes = EXCLUDED.bytes, chat_next = EXCLUDED.chat_next',
        [matchId, x.etag, x.gz, x.bytes, x.chatNext],
      );
    },
    // The record builder's worker thread connects as the pool does (records.ts).
    readSource: {
      kind: 'postgres',
      config: { connectionString: parsed.toString(), ...(settings ? { options: settings } : {}) },
    },
    async saveSnapshot(matchId, snap) {
      await pool.query('INSERT INTO snapshots (match_id, version, state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        matchId,
        snap.version,
        snap.state,
      ]);
    },
    async loadSnapshot(matchId, atMost = 2 ** 31 - 1) {
      const r = await pool.query(
        'SELECT version, state FROM snapshots WHERE match_id = $1 AND version <= $2 ORDER BY version DESC LIMIT 1',
        [matchId, atMost],
      );
      return r.rows.length ? ({ version: Number(r.rows[0].version), state: r.rows[0].state } as Snapshot) : null;
    },
    async expireMatches(cutoff) {
      const r = await pool.query(
        `UPDATE matches SET status = 'expired', updated_at = $4, seq = seq + 1 WHERE ${EXPIRY_WHERE} RETURNING id`,
        [cutoff.open, cutoff.running, cutoff.botsOnly, now()],
      );
      return r.rows.map((x: { id: string }) => x.id);
    },
    async countLiveByBotCreator(botCreator, openSince) {
      return Number((await pool.query(LIVE_BY_BOT_CREATOR, [botCreator, openSince])).rows[0].n);
    },
    async countByStatus() {
      const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<(typeof STATUSES)[number], number>;
      const r = await pool.query('SELECT status, COUNT(*)::int AS n FROM matches GROUP BY status');
      for (const x of r.rows as Array<{ status: keyof typeof out; n: number }>) out[x.status] = x.n;
      return out;
    },
    async seqs(ids) {
      const r = await pool.query('SELECT id, seq FROM matches WHERE id = ANY($1::text[])', [ids]);
      return new Map((r.rows as Array<{ id: string; seq: number }>).map((x) => [x.id, Number(x.seq)]));
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    pool,
    async close() {
      await pool.end();
    },
  };
}
