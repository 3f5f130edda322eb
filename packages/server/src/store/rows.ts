/** Turning database rows into stored matches, the same way for both adapters. */
import type { MatchStatus } from '../wire';
import type { MatchRowDb, SeatRowDb } from './schema';
import type { StoredMatch } from './store';

export function toStoredMatch(row: MatchRowDb, seats: SeatRowDb[]): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    players: Number(row.players),
    options: JSON.parse(row.options),
    seed: JSON.parse(row.seed),
    status: row.status as MatchStatus,
    createdAt: row.created_at,
    version: Number(row.version),
    outcome: row.outcome === null ? null : JSON.parse(row.outcome),
    seats: seats
      .filter((s) => s.match_id === row.id)
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({ seat: Number(s.seat), name: s.name, bot: s.bot, tokenHash: s.token_hash })),
  };
}

/** The version each match reaches after a batch: the highest index + 1. */
export function versionsAfter(rows: Array<{ matchId: string; index: number }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.matchId, Math.max(out.get(r.matchId) ?? 0, r.index + 1));
  return out;
}
