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
 *   GET  /api/matches?status=…&limit=…&before=…&ids=… ListMatchesQuery → MatchList  (newest first, paged; public tables, or the named ids)
 *   GET  /api/matches/:id             → MatchInfo
 *   GET  /api/matches/:id/record      → GameRecord (finished games only; 409 before the end; ETag, gzip)
 *   POST /api/matches/:id/rematch     RematchRequest → Rematched (a player of a finished match)
 *   GET  /healthz, GET /metrics (Prometheus text)
 * WebSocket at /ws: the client sends ClientMessage frames, the server ServerMessage frames — or,
 * to a client that connected to /ws?batch=1, ServerFrame: a burst of messages as one frame. A
 * client that connected with `patch=1` as well (PATCH_QUERY) may get an update's view as a patch
 * from the view of the version it last received (`base`, `patch`; engine patch.ts), and with
 * `steps=1` (STEPS_QUERY) every version as its own update.
 */
import type { PatchOp } from '@tabula/engine';
import { z } from 'zod';
import type { MatchInfo, SeatInfo } from './api';
import type { ClockView } from './clock';
import { chatTextProblem } from './plainText';

export const MAX_FRAME_BYTES = 64 * 1024;

/** The query a client adds to `/ws` to be sent views as patches (issue 26: a few bytes a move). */
export const PATCH_QUERY = 'patch=1';

/**
 * The query a client adds to `/ws` to be sent every version as its own update even while its seat
 * is idle (issue 45: the table shows another seat's burst of moves one step at a time; without it
 * an idle seat's updates of one burst are merged into one).
 */
export const STEPS_QUERY = 'steps=1';

// What names and chat lines may contain (controls, bidi, invisible characters): plainText.ts.
export { chatTextProblem, nameProblem } from './plainText';

/** Quick messages, for phones: each client shows them in its own language. */
export const QuickMessage = z.enum(['good-luck', 'well-played', 'good-game', 'thanks', 'hurry-up', 'oops']);
export type QuickMessage = z.infer<typeof QuickMessage>;

/** A client's label for one `act`: a string of up to 64 characters or a safe integer ≥ 0. */
export const ActRef = z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
export type ActRef = z.infer<typeof ActRef>;

export const ClientMessage = z.discriminatedUnion('t', [
  /**
   * Authenticate: with a seat token to play, without one to watch — or, with `seat` and no token,
   * as that seat of an account's (issue 44: the session cookie sent when the socket opened names
   * the account, which must hold the seat, `POST /api/account/seats`). `since` = last version seen.
   * A later hello moves the connection to another match; frames that arrive before its `welcome`
   * still belong to the previous one.
   */
  z.object({
    t: z.literal('hello'),
    matchId: z.string().min(1).max(64),
    token: z.string().max(128).optional(),
    seat: z.number().int().min(0).max(63).optional(),
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
      /**
       * The match ended abandoned: no seat played by its person any more (every person left or ran
       * out of time), so no outcome and nobody plays on — yet a rated one is counted (issue 44), and
       * the client shows its end and the rating change as for a finished match.
       */
      abandoned?: true;
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
