/**
 * Ratings (issue 44, "Ratings"; the server's `rating/`): per game, from rated matches' finishing
 * ranks (openskill's Weng–Lin Plackett–Luce, ties included). Routes:
 * `GET /api/ratings/:game?limit=&offset=` (the leaderboard of accounts that played a rated match of
 * the game in the last 30 days) and `GET /api/players/:username` (a player's ratings, games and
 * history per game). A finished rated match's info carries each seat's change (`ratingChanges`).
 */
import { z } from 'zod';

/** The games with ratings: the two real games (Bidding Nim is a test bed, never rated). */
export const RATED_GAMES = ['loyang', 'hansa'] as const;
export type RatedGame = (typeof RATED_GAMES)[number];

/** Rated games a player needs before their number is more than a first guess (shown as "?"). */
export const PROVISIONAL_GAMES = 10;

/** A player's rating in one game as shown: the conservative number, and whether it is provisional. */
export interface RatingShown {
  /** The conservative rating on a 1500-based scale (a new player shows 1500). */
  rating: number;
  /** Fewer than PROVISIONAL_GAMES rated games: shown as "?" beside the number. */
  provisional: boolean;
  /** Rated games played. */
  games: number;
}

/** A page of `GET /api/ratings/:game`; `limit` 1–100 (default 50), `offset` from 0. */
export const LeaderboardQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export interface LeaderboardEntry extends RatingShown {
  /** 1 for the best, counted over the whole board (not the page). */
  place: number;
  username: string;
  /** The end of the player's last rated match of the game (ISO). */
  lastPlayedAt: string;
}

/** The board's page; `next` is the `offset` of the page after it, when there is one. */
export interface Leaderboard {
  game: RatedGame;
  /** Only accounts whose last rated match of the game ended at or after this (ISO): 30 days back. */
  activeSince: string;
  players: LeaderboardEntry[];
  next?: number;
}

/** One point of a rating graph: the rating after a rated match. */
export interface RatingPoint {
  matchId: string;
  /** When the match ended (ISO). */
  at: string;
  rating: number;
}

export interface GameRating extends RatingShown {
  game: RatedGame;
  /** Every rated match of the game, oldest first. */
  history: RatingPoint[];
}

/** `GET /api/players/:username`: the games the player has ratings in (none before a rated match). */
export interface PlayerProfile {
  username: string;
  ratings: GameRating[];
}

/** What a rated match did to one seat's rating (the ending screen shows it). */
export interface RatingChange {
  seat: number;
  username: string;
  /** The rank the rating counted: the finishing rank, resigned and timed-out seats last. */
  rank: number;
  before: number;
  after: number;
  /** `after - before`. */
  change: number;
  /** Still provisional after this match. */
  provisional: boolean;
}
