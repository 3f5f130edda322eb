/**
 * The wire protocol between the server, the web client and the CLI: one zod module, imported by
 * all three as `@tabula/wire` (issue 43: a package of its own, so the web client and the CLI never
 * import the server; it imports nothing but zod and engine types, so a browser bundle stays small).
 *
 * HTTP (JSON; a bad request gets 400 `{ error, issues? }`):
 *   POST /api/matches                 CreateMatch → MatchInfo
 *   POST /api/matches/:id/join        JoinMatch → Joined            (the token is shown once)
 *   GET  /api/games                   → { games: GameInfo[] }
 *   GET  /api/server                  → { publicUrl } (`--public-url`, for invite links; null if unset)
 *   GET  /api/matches?status=…&limit=…&before=… ListMatchesQuery → MatchList  (newest first, paged)
 *   GET  /api/matches/:id             → MatchInfo
 *   GET  /api/matches/:id/record      → GameRecord (finished games only; 409 before the end; ETag, gzip)
 *   POST /api/matches/:id/rematch     RematchRequest → Rematched (a player of a finished match)
 *   GET  /healthz, GET /metrics (Prometheus text)
 * WebSocket at /ws: the client sends ClientMessage frames, the server ServerMessage frames — or,
 * to a client that connected to /ws?batch=1, ServerFrame: a burst of messages as one frame. A
 * client that connected with `patch=1` as well (PATCH_QUERY) may get an update's view as a patch
 * from the view of the version it last received (`base`, `patch`; engine patch.ts).
 */
import type { PatchOp } from '@tabula/engine';
import { z } from 'zod';
import { ClockConfig, type ClockView } from './clock';
import { chatTextProblem, nameProblem } from './plainText';

export const MAX_FRAME_BYTES = 64 * 1024;

/** The query a client adds to `/ws` to be sent views as patches (issue 26: a few bytes a move). */
export const PATCH_QUERY = 'patch=1';

// What names and chat lines may contain (controls, bidi, invisible characters): plainText.ts.
export { chatTextProblem, nameProblem } from './plainText';

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

/** `status` is a comma-separated list (`open,running`); all statuses when absent. */
export const ListMatchesQuery = z.object({
  status: z
    .string()
    .regex(
      /^(open|running|finished|expired|abandoned)(,(open|running|finished|expired|abandoned))*$/,
      'status is a comma-separated list of open, running, finished, expired, abandoned',
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  /** A page's `next`: lists the matches after it (issue 41, item 1). */
  before: z
    .string()
    .regex(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z~[A-Za-z0-9_-]{1,64}$/,
      "before is a page's `next` (a match's creation time and id, 'time~id')",
    )
    .optional(),
});
export type ListMatchesQuery = z.infer<typeof ListMatchesQuery>;

/** A page of the listing; `next` (when the page is full) asks for the one after it as `before`. */
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
 * A rematch of a finished match: same game, players, options, bots, clock and chat setting, a new
 * seed. `tokens` are the asker's seat tokens in the finished match; those seats are theirs again.
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

/** Quick messages, for phones: each client shows them in its own language. */
export const QuickMessage = z.enum(['good-luck', 'well-played', 'good-game', 'thanks', 'hurry-up', 'oops']);
export type QuickMessage = z.infer<typeof QuickMessage>;

/** A client's label for one `act`: a string of up to 64 characters or a safe integer ≥ 0. */
export const ActRef = z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
export type ActRef = z.infer<typeof ActRef>;

export const ClientMessage = z.discriminatedUnion('t', [
  /**
   * Authenticate: with a seat token to play, without one to watch. `since` = last version seen.
   * A later hello moves the connection to another match; frames that arrive before its `welcome`
   * still belong to the previous one.
   */
  z.object({
    t: z.literal('hello'),
    matchId: z.string().min(1).max(64),
    token: z.string().max(128).optional(),
    since: z.number().int().min(0).optional(),
  }),
  /**
   * Submit an action chosen against state `version`; a stale version is refused. With a `ref`
   * (the client's own label), the answer names it: an `ack` with the version the action produced,
   * or an `error` carrying the same `ref` — so a client never has to guess which update was its own.
   */
  z.object({
    t: z.literal('act'),
    version: z.number().int().min(0),
    action: z.record(z.string(), z.unknown()),
    ref: ActRef.optional(),
  }),
  z.object({ t: z.literal('ping') }),
  /** Concede: in 2-player the match ends; with more, a bot plays the seat, ranked last. */
  z.object({ t: z.literal('resign') }),
  /** Leave the table: a bot plays the seat until its token takes it back (a hello). */
  z.object({ t: z.literal('leave') }),
  /** Table talk: a text (1–500 characters, plain text) or one of the quick messages, not both. */
  z
    .object({
      t: z.literal('chat'),
      text: z
        .string()
        .superRefine((s, ctx) => {
          const why = chatTextProblem(s);
          if (why) ctx.addIssue({ code: 'custom', message: why });
        })
        .transform((s) => s.normalize('NFC').trim())
        .pipe(z.string().min(1).max(500))
        .optional(),
      quick: QuickMessage.optional(),
    })
    .refine((m) => (m.text === undefined) !== (m.quick === undefined), 'a chat message has a text or a quick message'),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export interface GameEventWire {
  type: string;
  [key: string]: unknown;
}

export type ServerMessage =
  | {
      t: 'welcome';
      matchId: string;
      game: string;
      players: number;
      seat: number | null;
      options: Record<string, string | number | boolean>;
    }
  /** The seat's (or spectator's) redacted view after `version` actions. */
  | {
      t: 'update';
      version: number;
      /**
       * The whole view — or, to a client that asked for patches, absent on the wire and instead
       * `base` and `patch` (WireClient and the web client fill `view` in from them).
       */
      view: unknown;
      /** The version whose view (the last this connection received) `patch` applies to. */
      base?: number;
      /** engine `applyPatch(viewAtBase, patch)` is this version's view. */
      patch?: PatchOp[];
      /** Legal actions of this connection's seat now (empty for spectators and idle seats). */
      legal: unknown[];
      active: number[];
      /** Whether this connection's seat may send `{ type: 'undo' }` now (engine undo.ts), or why not when its own last action stops it. */
      undo: UndoState;
      /** Events since the version the client last saw, redacted for this viewer. */
      events: Array<{ version: number; seat: number; events: GameEventWire[] }>;
      outcome: MatchInfo['outcome'];
      seats: SeatInfo[];
      /** Each seat's time left and whether it runs; null without a clock. */
      clock: ClockView | null;
    }
  /** A refusal: nothing changed. `ruleId` for an illegal move; the current version for a stale one. */
  | { t: 'error'; code: ErrorCode; message: string; ruleId?: string; version?: number; ref?: ActRef }
  /** The `act` labelled `ref` was stored: it produced `version` (sent after that version's update). */
  | { t: 'ack'; ref: ActRef; version: number }
  /** Who is at the table changed (someone connected or dropped); nothing else did. */
  | { t: 'seats'; seats: SeatInfo[] }
  /** Table talk: the recent lines after a greeting, then each new line (seat null: a spectator). */
  | { t: 'chat'; entries: Array<{ idx: number; at: string; seat: number | null; text?: string; quick?: QuickMessage }> }
  | { t: 'pong' };

/**
 * A server frame to a client that connected to `/ws?batch=1` (outbox.ts): one message, or a JSON
 * array of the messages one run of the server's event loop had for it, to be read in order.
 */
export type ServerFrame = ServerMessage | ServerMessage[];

/**
 * A seat's undo now: `true` when it may undo; the refusal (`ENGINE-UNDO-HIDDEN`: the last action
 * drew or revealed something, the message citing the game's rule; `ENGINE-UNDO-ENDED`: it ended
 * the turn) when its own last action stops it; `false` otherwise (nothing of its own to take back).
 */
export type UndoState = true | false | { ruleId: string; message: string };

export type ErrorCode =
  | 'bad-json'
  | 'bad-message'
  | 'too-large'
  | 'rate-limited'
  | 'unknown-match'
  | 'bad-token'
  | 'not-authenticated'
  | 'spectator'
  | 'stale'
  | 'illegal'
  | 'not-your-turn'
  /** Table talk refused for good: the match's line cap, or after its end (issue 41, point 3). */
  | 'chat-closed'
  | 'internal';
