/**
 * What a connection to one match knows at a moment (`MatchConnection.current`): the seat's view,
 * legal list, clock, log, chat and the last refusal — what the table renders.
 */
import type { ErrorCode, GameEventWire, MatchInfo, SeatInfo } from '@tabula/wire';
import type { ClockView } from '../table/clock';
import type { ChatLine } from './chatLines';

export interface LogEntry {
  version: number;
  seat: number;
  events: GameEventWire[];
}

export interface Refusal {
  code: ErrorCode;
  message: string;
  ruleId?: string;
}

export interface ConnState {
  status: 'connecting' | 'open' | 'reconnecting' | 'closed';
  seat: number | null;
  game: string | null;
  players: number;
  options: Record<string, string | number | boolean>;
  version: number;
  view: unknown;
  legal: unknown[];
  /** Whether this seat may take back its last action now (the server's `undo`, engine undo.ts). */
  undo: boolean;
  /** Why not, when this seat's own last action stops it (a draw, a reveal, the end of its turn). */
  undoWhy: { ruleId: string; message: string } | null;
  active: number[];
  outcome: MatchInfo['outcome'];
  /** The match ended abandoned (every person left or ran out of time): over, with no outcome (issue 44). */
  abandoned: boolean;
  seats: SeatInfo[];
  /** Each seat's clock as of `clockAt` (when the update arrived, `Date.now()`); null without one. */
  clock: ClockView | null;
  clockAt: number;
  log: LogEntry[];
  /** The last refusal, until the next update. */
  refusal: Refusal | null;
  /** An act is on its way. */
  busy: boolean;
  /** Set when the server refuses the hello itself (unknown match, bad token). */
  fatal: Refusal | null;
  /** Table talk, oldest first. */
  chat: ChatLine[];
  /** The last refusal of a chat line (muted, rate-limited, too long), until the next line goes through. */
  chatError: Refusal | null;
}

export function initialState(): ConnState {
  return {
    status: 'connecting',
    seat: null,
    game: null,
    players: 0,
    options: {},
    version: -1,
    view: null,
    legal: [],
    undo: false,
    undoWhy: null,
    active: [],
    outcome: null,
    abandoned: false,
    seats: [],
    clock: null,
    clockAt: 0,
    log: [],
    refusal: null,
    busy: false,
    fatal: null,
    chat: [],
    chatError: null,
  };
}
