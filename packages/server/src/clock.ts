/**
 * Match clocks (issue 23), pure: what each seat has left and since when it owes a decision. The
 * server owns the clock; clients only display it.
 * - `realtime`: a time bank per seat with an increment per turn — added when the seat stops
 *   owing decisions (its turn, or its own step of a simultaneous phase, is over).
 * - `turn`: each decision has its own deadline (one move a day).
 * A seat's clock runs only while it owes a decision (the engine's active seats), each seat on
 * its own in simultaneous phases; a seat played by a bot has no running clock. Times are wall-clock
 * (ms since the epoch) and stored with every action, so a clock survives a restart; the seconds a
 * restart takes count like any others.
 */
import { z } from 'zod';

export const ClockConfig = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('realtime'),
    /** The bank each seat starts with: 1 minute to 3 hours. */
    baseMs: z.number().int().min(60_000).max(3 * 3600_000),
    /** Added after each of the seat's turns: up to 10 minutes. */
    incrementMs: z.number().int().min(0).max(600_000),
  }),
  z.object({
    kind: z.literal('turn'),
    /** Time for each decision: 1 hour to 14 days. */
    turnMs: z.number().int().min(3600_000).max(14 * 24 * 3600_000),
  }),
]);
export type ClockConfig = z.infer<typeof ClockConfig>;

export interface ClockState {
  /** Time left per seat (ms), as of `since` while it owes a decision. */
  left: number[];
  /** When each seat began owing its current decision (ms since the epoch), or null. */
  since: Array<number | null>;
}

/** What every view shows: each seat's time left now, and whether it is running. */
export interface ClockView {
  kind: ClockConfig['kind'];
  seats: Array<{ leftMs: number; running: boolean }>;
}

const full = (c: ClockConfig) => (c.kind === 'realtime' ? c.baseMs : c.turnMs);

export function startClock(c: ClockConfig, players: number): ClockState {
  return { left: new Array(players).fill(full(c)), since: new Array(players).fill(null) };
}

/**
 * The clock after a change of who owes what, at `now`: seats that stopped owing are charged
 * the time they took (and, in real time, credited the increment); seats that began owing start
 * counting. `owing` lists the person seats that owe a decision now; `acted` the seat whose action
 * caused the change (its deadline restarts in turn-based play even if it still owes one).
 */
export function advance(c: ClockConfig, s: ClockState, owing: readonly number[], now: number, acted: number | null = null): ClockState {
  const left = s.left.slice();
  const since = s.since.slice();
  for (let seat = 0; seat < left.length; seat++) {
    const was = since[seat] !== null;
    const is = owing.includes(seat);
    const restart = c.kind === 'turn' && seat === acted;
    if (was && (!is || restart)) {
      left[seat] = c.kind === 'turn' ? c.turnMs : left[seat]! - (now - since[seat]!) + (is ? 0 : c.incrementMs);
      since[seat] = null;
    }
    if (is && since[seat] === null) since[seat] = now;
  }
  return { left, since };
}

/** The seats whose time has run out at `now`. */
export function expired(s: ClockState, now: number): number[] {
  const out: number[] = [];
  s.since.forEach((at, seat) => {
    if (at !== null && now - at >= s.left[seat]!) out.push(seat);
  });
  return out;
}

/** When the next seat's time runs out (ms since the epoch), or null when no clock runs. */
export function nextExpiry(s: ClockState): number | null {
  let next: number | null = null;
  s.since.forEach((at, seat) => {
    if (at !== null && (next === null || at + s.left[seat]! < next)) next = at + s.left[seat]!;
  });
  return next;
}

export function clockView(c: ClockConfig, s: ClockState, now: number): ClockView {
  return {
    kind: c.kind,
    seats: s.left.map((l, seat) => {
      const at = s.since[seat]!;
      return at === null ? { leftMs: l, running: false } : { leftMs: Math.max(0, l - (now - at)), running: true };
    }),
  };
}
