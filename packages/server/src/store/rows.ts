/** Turning database rows into stored matches, the same way for both adapters. */
import type { MatchStatus } from '@tabula/wire';
import type { MatchRowDb, SeatRowDb, TableEventRowDb } from './schema';
import type { ChatEntry, StoredMatch, StoredRecord, TableEvent } from './store';

/**
 * `events`: the match's `table_events` rows in order; left out (listings, which never show them)
 * the stored match has no `tableEvents`.
 */
export function toStoredMatch(row: MatchRowDb, seats: SeatRowDb[], events?: TableEventRowDb[]): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    players: Number(row.players),
    options: JSON.parse(row.options),
    seed: JSON.parse(row.seed),
    seedFixed: Number(row.seed_fixed) === 1,
    status: row.status as MatchStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
    clock: row.clock ? JSON.parse(row.clock) : null,
    ...(events ? { tableEvents: events.map(tableEvent) } : {}),
    spectatorChat: Number(row.spectator_chat ?? 1) === 1,
    ...(row.bot_creator ? { botCreator: row.bot_creator } : {}),
    ...(Number(row.private ?? 0) === 1 ? { private: true } : {}),
    ...(Number(row.rated ?? 0) === 1 ? { rated: true } : {}),
    // SQLite works out `logged` from the log, which its row's version may lag (recentWrites.ts).
    version: Math.max(Number(row.version), Number(row.logged ?? 0)),
    // Counted by PostgreSQL for several instances (src/cluster/); left out while 0, as SQLite keeps it.
    ...(Number(row.seq ?? 0) > 0 ? { seq: Number(row.seq) } : {}),
    outcome: row.outcome === null ? null : JSON.parse(row.outcome),
    ...(row.to_move ? { toMove: JSON.parse(row.to_move) as number[] } : {}),
    seats: seats
      .filter((s) => s.match_id === row.id)
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({ seat: Number(s.seat), name: s.name, bot: s.bot, tokenHash: s.token_hash })),
  };
}

/** A `table_events` row as an event (no `bot`: a reclaim or the end). */
function tableEvent(r: TableEventRowDb): TableEvent {
  return {
    version: Number(r.version),
    seat: Number(r.seat),
    kind: r.kind as TableEvent['kind'],
    ...(r.bot !== null ? { bot: r.bot } : {}),
    at: r.at,
  };
}

/**
 * Seat rows by match, so a listing maps each match with its own seats rather than filtering every
 * seat of the page for each match (quadratic: ~2 ms of a 500-match listing, issue 41 item 1).
 */
export function seatsByMatch(seats: SeatRowDb[]): Map<string, SeatRowDb[]> {
  const out = new Map<string, SeatRowDb[]>();
  for (const s of seats) {
    const list = out.get(s.match_id);
    if (list) list.push(s);
    else out.set(s.match_id, [s]);
  }
  return out;
}

/** The version each match reaches after a batch (the highest index + 1), with its clock then. */
export function versionsAfter(
  rows: Array<{ matchId: string; index: number; clock?: unknown }>,
): Map<string, { version: number; clock: string | null }> {
  const out = new Map<string, { version: number; clock: string | null }>();
  for (const r of rows) {
    const v = r.index + 1;
    if (v > (out.get(r.matchId)?.version ?? 0))
      out.set(r.matchId, { version: v, clock: r.clock === undefined ? null : JSON.stringify(r.clock) });
  }
  return out;
}

/** Statuses counted for /metrics, every one present. */
export const STATUSES = ['open', 'running', 'finished', 'expired', 'abandoned'] as const;

/** A chat row as an entry: absent fields left out. */
export function chatEntry(r: {
  idx: number;
  at: string;
  seat: number | null;
  text: string | null;
  quick: string | null;
}): ChatEntry {
  return {
    idx: Number(r.idx),
    at: r.at,
    seat: r.seat === null ? null : Number(r.seat),
    ...(r.text !== null ? { text: r.text } : {}),
    ...(r.quick !== null ? { quick: r.quick } : {}),
  };
}

/** A new match's row values, in `INSERT_MATCH`'s order (queries.ts). */
export function matchValues(m: StoredMatch): unknown[] {
  return [
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
    m.private ? 1 : 0,
    m.rated ? 1 : 0,
  ];
}

/** A `GET_RECORD` row (queries.ts) as a stored record with its end time. */
export function recordOf(x: {
  etag: string;
  gz: Buffer;
  bytes: number;
  chat_next: number;
  ended_at: string;
}): StoredRecord & { endedAt: string } {
  return { etag: x.etag, gz: x.gz, bytes: Number(x.bytes), chatNext: Number(x.chat_next), endedAt: x.ended_at };
}

/** `COUNT_BY_STATUS` rows (queries.ts) as a count for every status, absent ones 0. */
export function countsOf(rows: Array<{ status: string; n: number | string }>): Record<MatchStatus, number> {
  const out = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<(typeof STATUSES)[number], number>;
  for (const r of rows) out[r.status as keyof typeof out] = Number(r.n);
  return out;
}
