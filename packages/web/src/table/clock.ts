/**
 * Match clocks as the table shows them (the server owns the clock, README "Clocks and absent
 * seats"): each update says what every seat has left and whether it runs; between updates the
 * running ones count down locally from the moment the update arrived.
 */
import type { CreateMatch, ServerMessage } from '@tabula/wire';

export type ClockView = NonNullable<Extract<ServerMessage, { t: 'update' }>['clock']>;
export type ClockConfig = NonNullable<CreateMatch['clock']>;

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

/** Each seat's time left at `now`, counting the running seats down from `receivedAt`. */
export function leftAt(clock: ClockView, receivedAt: number, now: number): number[] {
  const gone = Math.max(0, now - receivedAt);
  return clock.seats.map((s) => (s.running ? Math.max(0, s.leftMs - gone) : s.leftMs));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Real-time banks as m:ss (h:mm:ss from an hour); turn deadlines the same under an hour, then
 * "5h 07m" and, from two days, "3d 04h". Rounds up, so 0:00 means the time is really out.
 */
export function formatClock(ms: number, kind: ClockView['kind']): string {
  const left = Math.max(0, ms);
  if (kind === 'turn' && left >= 2 * D) {
    const d = Math.floor(left / D);
    return `${d}d ${pad(Math.floor((left % D) / H))}h`;
  }
  if (kind === 'turn' && left >= H) {
    const h = Math.floor(left / H);
    return `${h}h ${pad(Math.floor((left % H) / M))}m`;
  }
  const secs = Math.ceil(left / S);
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Low time: under 30 s of a real-time bank, under an hour of a turn deadline. */
export function isLow(ms: number, kind: ClockView['kind']): boolean {
  return ms < (kind === 'realtime' ? 30 * S : H);
}

/** What the lobby's clock fields make: none, a bank with an increment, or a deadline per move. */
export interface ClockChoice {
  kind: 'none' | 'realtime' | 'turn';
  baseMin: number;
  incSec: number;
  turn: number;
  turnUnit: 'h' | 'd';
}

export const DEFAULT_CLOCK: ClockChoice = { kind: 'none', baseMin: 10, incSec: 20, turn: 1, turnUnit: 'd' };

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(x) ? x : lo));

/** The CreateMatch clock for a choice, within the server's bounds (1 min–3 h + ≤10 min; 1 h–14 d). */
export function clockConfig(c: ClockChoice): ClockConfig | undefined {
  if (c.kind === 'realtime')
    return {
      kind: 'realtime',
      baseMs: Math.round(clamp(c.baseMin, 1, 180) * M),
      incrementMs: Math.round(clamp(c.incSec, 0, 600) * S),
    };
  if (c.kind === 'turn')
    return { kind: 'turn', turnMs: Math.round(clamp(c.turn * (c.turnUnit === 'd' ? D : H), H, 14 * D)) };
  return undefined;
}
