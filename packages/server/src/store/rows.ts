/** Turning database rows into stored matches, the same way for both adapters. */
import type { MatchStatus } from '@tabula/wire';
import type { MatchRowDb, SeatRowDb, TableEventRowDb } from './schema';
import type { ChatEntry, StoredMatch, TableEvent } from './store';

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
export function tableEvent(r: TableEventRowDb): TableEvent {
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

/**
 * Issue 41, item 6: a creator's running matches with a searching bot, and its open ones created at
 * or after $2 (none when null); $1 is the hashed address.
 */
export const LIVE_BY_BOT_CREATOR =
  "SELECT COUNT(*) AS n FROM matches WHERE bot_creator = $1 AND (status = 'running' OR (status = 'open' AND created_at >= $2))";

/** Statuses counted for /metrics, every one present. */
export const STATUSES = ['open', 'running', 'finished', 'expired', 'abandoned'] as const;

/**
 * The expiry rule as one SQL condition with six parameters (see ExpiryCutoff): open matches idle
 * since the open cutoff, running ones with a person idle since the running cutoff, bot-only ones
 * created before the bots-only cutoff.
 */
export const EXPIRY_WHERE = `(status = 'open' AND COALESCE(updated_at, created_at) < $1)
  OR (status = 'running' AND COALESCE(updated_at, created_at) < $2
      AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = matches.id AND s.bot IS NULL))
  OR (status = 'running' AND created_at < $3
      AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.match_id = matches.id AND s.bot IS NULL))`;

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
