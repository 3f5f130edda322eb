/**
 * The HTTP API's bodies and answers (the routes are listed in `protocol.ts`'s header): what a
 * lobby sends to create, join, list and rematch matches, and what it is told back.
 */
import { z } from 'zod';
import { ClockConfig, type ClockView } from './clock';
import { nameProblem } from './plainText';
import type { RatingChange } from './ratingApi';

/** A player name: refused if `nameProblem` finds one, then NFC-normalised and trimmed, 1–40 UTF-16 units. */
export const PlayerName = z
  .string()
  .superRefine((s, ctx) => {
    const why = nameProblem(s);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(1).max(40));

/** A level (issue 22, `@tabula/bots` levels.ts) or a raw spec; budgets are capped in bots/budget.ts. */
export const BotSpec = z
  .string()
  .regex(
    /^((level:)?(beginner|intermediate|expert|master)|(random|heuristic|search)(:(ms|iters)=\d{1,6})?)$/,
    'a bot is a level (beginner, intermediate, expert, master) or random, heuristic or search[:ms=N|:iters=N]',
  );

export const SeatSpec = z
  .object({
    /** A bot takes this seat at creation. */
    bot: BotSpec.optional(),
    /**
     * A person seated at creation by the creator (hot-seat): the seat's token comes back in the
     * answer's `tokens`. Without `bot` or `name`, the seat is open for anyone to join.
     */
    name: PlayerName.optional(),
    /**
     * The seat is kept for an invited person (issue 21): only a join that brings this code (the
     * creator's secret, sent in the invite link) takes it, and the lobby does not list it as open.
     */
    invite: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, 'an invite code is 16–128 letters, digits, _ or -')
      .optional(),
  })
  .refine(
    (s) => [s.bot, s.name, s.invite].filter((x) => x !== undefined).length <= 1,
    'a seat has a bot, a name or an invite code, not two of them',
  );

export const CreateMatch = z.object({
  game: z.string().min(1).max(32),
  players: z.number().int().min(1).max(5),
  options: z.record(z.string().max(32), z.union([z.string().max(64), z.number(), z.boolean()])).optional(),
  seats: z.array(SeatSpec).max(5).optional(),
  /**
   * A fixed seed (reproducible study games), allowed only where no one can gain from knowing it:
   * solo, hot-seat (every person seated by name at creation) and bot-only matches. It is then
   * shown in the match's info. Otherwise the server draws the seed from a cryptographic source.
   */
  seed: z.union([z.string().max(64), z.number().int()]).optional(),
  /** A clock (clock.ts): a time bank with an increment, or a deadline per decision; none by default. */
  clock: ClockConfig.optional(),
  /** The bot that plays a seat whose person ran out of time, left or resigned (default heuristic). */
  absentBot: BotSpec.optional(),
  /** Spectators may talk at the table (default true); false mutes them. */
  spectatorChat: z.boolean().optional(),
  /**
   * A private table (issue 44; default false): no lobby lists it. It is reached only by its link,
   * an invite link or a seat's token; friends will see it too once there are friends.
   */
  private: z.boolean().optional(),
  /**
   * A rated match (issue 44, default false): its result moves its players' ratings if, at its end,
   * every seat is held by a different account. Refused (400) where it could never be rated: a game
   * without ratings, solo, a bot at a seat, a fixed seed, no clock, several seats named at creation.
   */
  rated: z.boolean().optional(),
});
export type CreateMatch = z.infer<typeof CreateMatch>;

export const JoinMatch = z.object({
  /** A free seat; absent → the lowest free seat not kept for an invited person. */
  seat: z.number().int().min(0).max(4).optional(),
  name: PlayerName,
  /** The invite code of a seat kept for an invited person (from the invite link). */
  invite: z.string().max(128).optional(),
});
export type JoinMatch = z.infer<typeof JoinMatch>;

/**
 * `expired`: left unfinished past the expiry policy (README); `abandoned`: every person left or
 * ran out of time. Both stay readable; nobody plays them.
 */
export const MatchStatus = z.enum(['open', 'running', 'finished', 'expired', 'abandoned']);
export type MatchStatus = z.infer<typeof MatchStatus>;

/** The most matches one page of the listing holds (`limit`), and how many `ids` may name. */
const PAGE_MAX = 500;
const IDS_MAX = 100;

const STATUS_LIST = /^(open|running|finished|expired|abandoned)(,(open|running|finished|expired|abandoned))*$/;
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z)~[A-Za-z0-9_-]{1,64}$/;

/**
 * The lobby's listing, paged newest first (issue 44): only public tables, unless `ids` names the
 * matches (the links a person holds, "My matches"), which lists those, private ones included.
 * `status` is a comma-separated list (`open,running`); all statuses when absent.
 */
export const ListMatchesQuery = z.object({
  status: z
    .string()
    .regex(STATUS_LIST, 'status is a comma-separated list of open, running, finished, expired, abandoned')
    .optional(),
  limit: z.coerce
    .number({ message: `limit is a page size, a whole number from 1 to ${PAGE_MAX}` })
    .int(`limit is a page size, a whole number from 1 to ${PAGE_MAX}`)
    .min(1, `limit is a page size, a whole number from 1 to ${PAGE_MAX}`)
    .max(PAGE_MAX, `limit is at most ${PAGE_MAX} matches a page`)
    .optional(),
  /** A page's `next`: lists the matches after it (issue 41, item 1). */
  before: z
    .string()
    .regex(CURSOR, "before is a page's `next` (a match's creation time and id, 'time~id')")
    .refine(
      (c) => !Number.isNaN(Date.parse(c.slice(0, c.lastIndexOf('~')))),
      "before is a page's `next`: its time is not a real date",
    )
    .optional(),
  /** Comma-separated match ids: these matches only (private ones included: their ids are their links). */
  ids: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$/, 'ids is a comma-separated list of match ids')
    .refine((x) => x.split(',').length <= IDS_MAX, `ids names at most ${IDS_MAX} matches`)
    .optional(),
});
export type ListMatchesQuery = z.infer<typeof ListMatchesQuery>;

/** A page of the listing; `next` is there exactly when more matches follow: ask for them with `before=<next>`. */
export interface MatchList {
  matches: MatchInfo[];
  next?: string;
}

/** A game the server hosts, with what a lobby needs to offer it. */
export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  hiddenInformation: boolean;
  options: Array<{
    name: string;
    type: 'boolean' | 'number' | 'string';
    default: string | number | boolean;
    description: string;
    values?: Array<string | number>;
  }>;
}

export interface SeatInfo {
  seat: number;
  /** The player's name, the bot's spec, or null for a free seat. */
  name: string | null;
  bot: string | null;
  connected: boolean;
  /** A person's seat played by a bot for now (time out, left, resigned); its token takes it back. */
  away?: boolean;
  /** The seat resigned: a bot plays it for good (it cannot be taken back) and it ranks last. */
  resigned?: boolean;
  /** A free seat kept for the person its invite link was sent to: not open to anyone else. */
  reserved?: boolean;
}

export interface MatchInfo {
  id: string;
  game: string;
  players: number;
  options: Record<string, string | number | boolean>;
  status: MatchStatus;
  seats: SeatInfo[];
  /** Number of actions applied so far. */
  version: number;
  createdAt: string;
  /** Each seat's clock now, when the match has one. */
  clock?: ClockView;
  /** The creator's fixed seed, shown to everyone (absent when the server chose it: secret until the end). */
  seed?: string | number;
  outcome: { scores: number[]; ranking: number[]; breakdown: Array<Record<string, number>> } | null;
  /** A running match: the seats that owe a decision now (listing.ts). */
  toMove?: number[];
  /** A finished match whose players asked for a rematch: the new match's id (rematch.ts). */
  rematch?: string;
  /** A private table: listed in no lobby (CreateMatch.private). */
  private?: true;
  /** Created as rated (ratingApi.ts); absent for a casual match. */
  rated?: true;
  /** A finished match that was rated: what it did to each seat's rating, by seat. */
  ratingChanges?: RatingChange[];
}

/** The answer to creating a match: its info, and the tokens of the seats named at creation. */
export interface Created extends MatchInfo {
  tokens?: Array<{ seat: number; token: string }>;
}

export interface Joined {
  matchId: string;
  seat: number;
  /** The secret seat token (≥128 bits, base64url). Keep it: it is the only way back to the seat. */
  token: string;
}

/**
 * A rematch of a finished match: same game, players, options, bots, clock, chat setting and
 * privacy, a new seed. `tokens` are the asker's seat tokens in the finished match; those seats are theirs again.
 */
export const RematchRequest = z.object({
  tokens: z.array(z.string().min(1).max(128)).min(1).max(5),
});
export type RematchRequest = z.infer<typeof RematchRequest>;

export interface Rematched {
  matchId: string;
  /** The asker's seats in the new match, with their new tokens (the seat numbers stay the same). */
  tokens: Array<{ seat: number; token: string }>;
}
