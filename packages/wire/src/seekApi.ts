/**
 * Seeks (issue 44, "Finding a game"; the server's `seek/`): "Play now" with a game, a seat count, a
 * speed, rated or casual and an accepted rating range. Routes: `POST /api/seeks` (a `SeekRequest`,
 * answered with a `SeekState`), `GET /api/seeks/:id` (the seeker polls: waiting or matched; for a
 * real-time seek each poll is its heartbeat), `DELETE /api/seeks/:id` (cancel one's own),
 * `GET /api/seeks?game=` (the open seeks a lobby lists, `OpenSeeks`) and `POST /api/seeks/:id/join`
 * (join an open seek at once: one's own seek with its settings, paired with it first).
 */
import { z } from 'zod';
import { RATED_GAMES } from './ratingApi';

/** A seek's speed: real-time with a bank and an increment (as a real-time clock), or days per move. */
export const SeekSpeed = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('realtime'),
      /** The bank each seat starts with: 1 minute to 3 hours (as `ClockConfig`). */
      baseMs: z
        .number()
        .int()
        .min(60_000)
        .max(3 * 3600_000),
      /** Added when a seat's own move ends its turn: up to 10 minutes. */
      incrementMs: z.number().int().min(0).max(600_000),
    })
    .strict(),
  z.object({ kind: z.literal('turn'), days: z.number().int().min(1).max(14) }).strict(),
]);
export type SeekSpeed = z.infer<typeof SeekSpeed>;

/** The widest accepted range one asks for, in rating points either side of one's own. */
export const SEEK_RANGE_MAX = 1000;

export const SeekRequest = z
  .object({
    game: z.enum(RATED_GAMES),
    /** Loyang 2–4, Hansa 2–5 (the server checks the game's own count). */
    players: z.number().int().min(2).max(5),
    speed: SeekSpeed,
    rated: z.boolean(),
    /** Ratings accepted, in points either side of one's own (it widens while waiting); null or absent: any. */
    range: z.number().int().min(50).max(SEEK_RANGE_MAX).nullable().optional(),
  })
  .strict();
export type SeekRequest = z.infer<typeof SeekRequest>;

/** `GET /api/seeks?game=`: only one game's seeks, or every game's. */
export const SeekListQuery = z.object({ game: z.enum(RATED_GAMES).optional() }).strict();
export type SeekListQuery = z.infer<typeof SeekListQuery>;

/** What a seeker's poll says: still waiting, matched (the match and the seat the account holds), or over. */
export type SeekState =
  | { id: string; status: 'waiting'; since: string }
  | { id: string; status: 'matched'; matchId: string; seat: number }
  | { id: string; status: 'cancelled' | 'ended' };

/** A seek as the lobby lists it. */
export interface OpenSeek {
  id: string;
  username: string;
  game: (typeof RATED_GAMES)[number];
  rating: number;
  players: number;
  speed: SeekSpeed;
  rated: boolean;
  /** When the seeker began waiting (ISO). */
  since: string;
  /** The signed-in reader's own seek (it cannot be joined). */
  mine: boolean;
}

export interface OpenSeeks {
  seeks: OpenSeek[];
}
