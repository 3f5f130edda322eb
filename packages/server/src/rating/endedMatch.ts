/**
 * What the ratings need to know of a match that ended, whether the match service tells them at
 * its end or they read it back from storage after a restart (so `rating/` imports nothing of
 * `match/`: the server's start-up wires the two).
 */
import type { StoredMatch, StoredSeat, TableEvent } from '../store/store';

export interface EndedMatch {
  id: string;
  game: string;
  players: number;
  rated: boolean;
  seedFixed: boolean;
  clocked: boolean;
  /** A seat created for a bot has no token hash. */
  seats: ReadonlyArray<Pick<StoredSeat, 'seat' | 'tokenHash'>>;
  /** The outcome's ranking by seat (resigned seats already last); null when it ended without one. */
  ranking: readonly number[] | null;
  /** Ended because no seat was played by its person any more (table/absence.ts): no ranking. */
  abandoned: boolean;
  tableEvents: readonly TableEvent[];
  /** When it ended (ISO). */
  endedAt: string;
}

/** A finished match as stored. */
export function endedFromStored(s: StoredMatch): EndedMatch {
  return {
    id: s.id,
    game: s.game,
    players: s.players,
    rated: s.rated ?? false,
    seedFixed: s.seedFixed ?? false,
    clocked: Boolean(s.clock),
    seats: s.seats,
    ranking: s.outcome?.ranking ?? null,
    abandoned: s.status === 'abandoned',
    tableEvents: s.tableEvents ?? [],
    endedAt: s.updatedAt ?? s.createdAt,
  };
}

/** A match in memory as the match service has it at its end (its `LiveMatch`, read by shape). */
export interface LiveEnd {
  id: string;
  game: { id: string };
  players: number;
  status: string;
  rated: boolean;
  seedFixed: boolean;
  clock: unknown;
  seats: EndedMatch['seats'];
  outcome: { ranking: number[] } | null;
  tableEvents: readonly TableEvent[];
  /** ms on the server's clock. */
  endedAt: number | null;
}

/** A match that just ended here. */
export function endedFromLive(m: LiveEnd, now: number): EndedMatch {
  return {
    id: m.id,
    game: m.game.id,
    players: m.players,
    rated: m.rated,
    seedFixed: m.seedFixed,
    clocked: Boolean(m.clock),
    seats: m.seats,
    ranking: m.outcome?.ranking ?? null,
    abandoned: m.status === 'abandoned',
    tableEvents: m.tableEvents,
    endedAt: new Date(m.endedAt ?? now).toISOString(),
  };
}
