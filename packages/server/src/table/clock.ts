/**
 * Match clocks (issue 23), pure: what each seat has left and since when it owes a decision. The
 * server owns the clock; clients only display it.
 * - `realtime`: a time bank per seat with an increment per turn — credited only when the seat's
 *   own move ends its turn (or its own step of a simultaneous phase).
 * - `turn`: each decision sequence has its own deadline (one move a day): it restarts only when
 *   the sequence ends — the seat stops owing (by its move, or another seat's) — not on each action
 *   of a seat that still owes, nor when the seat goes to the absent-seat bot and back.
 * A seat's clock runs only while it owes a decision (the engine's active seats) and its person
 * plays it, each seat on its own in simultaneous phases. Handed to the absent-seat bot mid-decision,
 * the seat is charged the time it used (no increment) and its clock stops; taken back, it runs on
 * from what was left; the bot's moves feed the person's bank nothing. Times are wall-clock (ms
 * since the epoch) and stored with every action, so a clock survives a restart; the seconds a
 * restart takes count like any others.
 *
 * The invariant (issue 41, point 2: a 1-minute bank grew by 3 h 20 min in 20 leave/hello cycles,
 * and act + undo stalled a turn-based match forever): over any sequence of messages that makes
 * no move ending a turn — leave, hello, a time-out, an action after which the seat still owes,
 * an undo — a seat's remaining time (its bank; in turn-based play, the time left for the decision
 * sequence it owes) only falls. `advance` grows a seat's time only for the seat whose move ended
 * its turn (`moved`), or in turn-based play for a seat whose sequence ended; `undone` caps every
 * other seat at what the restored clock leaves it. Nothing is ever shown or stored below zero.
 * The clock setting and view as the wire carries them (`ClockConfig`, `ClockView`) are in
 * `@tabula/wire` (issue 43).
 */
import type { ClockConfig, ClockView } from '@tabula/wire';

export interface ClockState {
  /** Time left per seat (ms), as of `since` while its clock runs; never below zero. */
  left: number[];
  /** Since when each seat's clock runs (its person owes a decision; ms since the epoch), or null. */
  since: Array<number | null>;
}

const full = (c: ClockConfig) => (c.kind === 'realtime' ? c.baseMs : c.turnMs);

export function startClock(c: ClockConfig, players: number): ClockState {
  return { left: new Array(players).fill(full(c)), since: new Array(players).fill(null) };
}

/** Who owes a decision now, and what caused the change. */
export interface Owing {
  /** The seats that owe a decision now (the engine's active seats), whoever plays them. */
  active: readonly number[];
  /** Those of them played by their person: only their clocks run. */
  people: readonly number[];
  /** The seat whose move (an action, not an undo) caused the change; absent for anything else. */
  moved?: number | null;
}

/** A seat's time left at `now`, never below zero. */
function remainingOf(s: ClockState, seat: number, now: number): number {
  const at = s.since[seat]!;
  return Math.max(0, at === null ? s.left[seat]! : s.left[seat]! - (now - at));
}

/**
 * The clock after a change of who owes what, at `now`. A seat whose clock ran and no longer runs
 * is charged the time it took; if its decision sequence ended, a real-time seat is credited the
 * increment when its own move ended it, and a turn-based seat's deadline is reset for its next
 * sequence; if it still owes (handed to the bot), its time left is kept as it is. Seats whose
 * person now owes start counting from what they have left.
 */
export function advance(c: ClockConfig, s: ClockState, o: Owing, now: number): ClockState {
  const left = s.left.slice();
  const since = s.since.slice();
  for (let seat = 0; seat < left.length; seat++) {
    const active = o.active.includes(seat);
    const runs = active && o.people.includes(seat);
    if (since[seat] !== null && !runs) {
      left[seat] =
        remainingOf(s, seat, now) + (!active && seat === o.moved && c.kind === 'realtime' ? c.incrementMs : 0);
      since[seat] = null;
    }
    // The sequence is over (whoever played it out): the next one gets the whole time.
    if (!active && c.kind === 'turn') left[seat] = c.turnMs;
    if (runs && since[seat] === null) since[seat] = now;
  }
  return { left, since };
}

/**
 * The clock after `undoer`'s undo at `now`: `advance` without a move, each other seat capped at
 * what `before` (the clock the undone action replaced, run on to now) leaves it, so an undo never
 * gives time back — a seat the undone action had stopped owes again with what it had, not with a
 * fresh deadline. The undoer's own clock runs on as it is: the undone action, after which it
 * still owed, did not touch it (only a hand-over and a reclaim may have since, and those stand).
 */
export function undone(
  c: ClockConfig,
  before: ClockState,
  s: ClockState,
  o: Owing,
  now: number,
  undoer: number,
): ClockState {
  const next = advance(c, s, { active: o.active, people: o.people }, now);
  for (let seat = 0; seat < next.left.length; seat++) {
    if (seat === undoer || (c.kind === 'turn' && !o.active.includes(seat))) continue;
    const cap = remainingOf(before, seat, now);
    if (remainingOf(next, seat, now) <= cap) continue;
    const at = next.since[seat]!;
    next.left[seat] = at === null ? cap : cap + (now - at);
  }
  return next;
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
    // Never below zero (issue 41): the tick that hands a seat out of time over comes a little late.
    seats: s.left.map((_, seat) => ({ leftMs: remainingOf(s, seat, now), running: s.since[seat] !== null })),
  };
}
