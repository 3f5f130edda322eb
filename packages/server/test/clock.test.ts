/** The clock model (issues 23 and 41), pure: time banks, increments, deadlines, expiry, undo. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockConfig } from '@tabula/wire';
import {
  advance,
  clockView,
  type ClockState,
  expired,
  nextExpiry,
  type Owing,
  startClock,
  undone,
} from '../src/table/clock';

const realtime: ClockConfig = { kind: 'realtime', baseMs: 600_000, incrementMs: 20_000 };
const turn: ClockConfig = { kind: 'turn', turnMs: 24 * 3600_000 };
const HOUR = 3600_000;

/** People owe in every seat listed; `moved`: whose move caused the change. */
const owe = (seats: number[], moved?: number): Owing => ({
  active: seats,
  people: seats,
  ...(moved !== undefined ? { moved } : {}),
});
const left = (c: ClockConfig, s: ClockState, now: number) => clockView(c, s, now).seats.map((x) => x.leftMs);

describe('real-time clock: a bank with an increment per turn', () => {
  it('counts only while a seat owes a decision, and credits the increment when its move ends its turn', () => {
    let s = startClock(realtime, 2);
    s = advance(realtime, s, owe([0]), 1_000);
    expect(clockView(realtime, s, 31_000).seats).toEqual([
      { leftMs: 570_000, running: true },
      { leftMs: 600_000, running: false },
    ]);
    // Seat 0 acts at 31 s and its turn ends: charged 30 s, credited 20 s; seat 1 starts.
    s = advance(realtime, s, owe([1], 0), 31_000);
    expect(clockView(realtime, s, 41_000).seats).toEqual([
      { leftMs: 590_000, running: false },
      { leftMs: 590_000, running: true },
    ]);
  });

  it('several actions in one turn: no increment until the turn ends', () => {
    let s = advance(realtime, startClock(realtime, 2), owe([0]), 0);
    s = advance(realtime, s, owe([0], 0), 10_000);
    s = advance(realtime, s, owe([0], 0), 20_000);
    expect(clockView(realtime, s, 20_000).seats[0]).toEqual({ leftMs: 580_000, running: true });
    s = advance(realtime, s, owe([1], 0), 30_000);
    expect(clockView(realtime, s, 30_000).seats[0]).toEqual({ leftMs: 590_000, running: false });
  });

  it('simultaneous seats count each on its own', () => {
    let s = advance(realtime, startClock(realtime, 3), owe([0, 1, 2]), 0);
    s = advance(realtime, s, owe([1, 2], 0), 5_000);
    s = advance(realtime, s, owe([2], 1), 9_000);
    expect(left(realtime, s, 12_000)).toEqual([615_000, 611_000, 588_000]);
    expect(expired(s, 12_000)).toEqual([]);
    expect(nextExpiry(s)).toBe(600_000);
    expect(expired(s, 600_000)).toEqual([2]);
  });

  it('issue 41: a turn that ends without the seat’s move (another seat’s undo, the end of the match) earns no increment', () => {
    let s = advance(realtime, startClock(realtime, 2), owe([0, 1]), 0);
    s = advance(realtime, s, owe([1], 0), 10_000);
    expect(left(realtime, s, 10_000)).toEqual([610_000, 590_000]);
    s = advance(realtime, s, owe([]), 10_000);
    expect(left(realtime, s, 10_000)).toEqual([610_000, 590_000]);
  });

  it('issue 41: handed to the bot, the seat is charged and stops, with no increment; taken back, it runs on from what it had', () => {
    let s = advance(realtime, startClock(realtime, 2), owe([0]), 0);
    s = advance(realtime, s, { active: [0], people: [] }, 30_000);
    expect(clockView(realtime, s, 90_000).seats[0]).toEqual({ leftMs: 570_000, running: false });
    // The bot's move ends the turn: the person's bank gets nothing for it.
    s = advance(realtime, s, { active: [1], people: [1], moved: 0 }, 100_000);
    expect(left(realtime, s, 100_000)[0]).toBe(570_000);
    s = advance(realtime, s, owe([0]), 200_000);
    expect(clockView(realtime, s, 210_000).seats[0]).toEqual({ leftMs: 560_000, running: true });
  });
});

describe('turn-based clock: a deadline per decision sequence', () => {
  it('issue 41: an action after which the seat still owes does not restart its deadline', () => {
    let s = advance(turn, startClock(turn, 2), owe([0]), 0);
    s = advance(turn, s, owe([0], 0), HOUR);
    expect(clockView(turn, s, HOUR).seats[0]).toEqual({ leftMs: 23 * HOUR, running: true });
    expect(nextExpiry(s)).toBe(24 * HOUR);
    expect(expired(s, 24 * HOUR - 1)).toEqual([]);
    expect(expired(s, 24 * HOUR)).toEqual([0]);
  });

  it('the next sequence, after another seat moved, gets the whole time again', () => {
    let s = advance(turn, startClock(turn, 2), owe([0]), 0);
    s = advance(turn, s, owe([1], 0), 5 * HOUR);
    s = advance(turn, s, owe([0], 1), 6 * HOUR);
    expect(left(turn, s, 6 * HOUR)).toEqual([24 * HOUR, 24 * HOUR]);
  });

  it('issue 41: handed to the bot and back mid-decision, the deadline goes on from what was left; played out by the bot, it is reset', () => {
    let s = advance(turn, startClock(turn, 2), owe([0]), 0);
    s = advance(turn, s, { active: [0], people: [] }, 5 * HOUR);
    s = advance(turn, s, owe([0]), 6 * HOUR);
    expect(clockView(turn, s, 6 * HOUR).seats[0]).toEqual({ leftMs: 19 * HOUR, running: true });
    s = advance(turn, s, { active: [0], people: [] }, 7 * HOUR);
    s = advance(turn, s, { active: [1], people: [1], moved: 0 }, 7 * HOUR);
    expect(left(turn, s, 7 * HOUR)[0]).toBe(24 * HOUR);
  });
});

describe('issue 41: an undo restores the clock the undone action replaced, and never gives time back', () => {
  it('a seat the undone action had stopped owes again with what it had, not a fresh deadline', () => {
    const before = advance(turn, startClock(turn, 2), owe([0, 1]), 0);
    // Seat 0's action (after which it still owes) ended seat 1's decision at 2 h.
    const after = advance(turn, before, owe([0], 0), 2 * HOUR);
    expect(left(turn, after, 2 * HOUR)).toEqual([22 * HOUR, 24 * HOUR]);
    const back = undone(turn, before, after, owe([0, 1]), 3 * HOUR, 0);
    expect(clockView(turn, back, 3 * HOUR).seats).toEqual([
      { leftMs: 21 * HOUR, running: true },
      { leftMs: 21 * HOUR, running: true },
    ]);
  });

  it('the seat that undoes runs on as it is: time it spent away since the undone action stays uncharged', () => {
    const before = advance(realtime, startClock(realtime, 2), owe([0]), 0);
    let s = advance(realtime, before, owe([0], 0), 10_000);
    s = advance(realtime, s, { active: [0], people: [] }, 20_000);
    s = advance(realtime, s, owe([0]), 50_000);
    // 20 s held, 30 s away (the bot's), 10 s held: 30 s charged.
    expect(left(realtime, undone(realtime, before, s, owe([0]), 60_000, 0), 60_000)[0]).toBe(570_000);
  });

  it('property: over random hand-overs, reclaims, undos and actions that end no turn, no seat’s time grows', () => {
    for (const c of [realtime, turn]) {
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(
              fc.constantFrom('away', 'back', 'act', 'undo'),
              fc.integer({ min: 0, max: 3 }),
              fc.integer({ min: 0, max: 4 * HOUR }),
            ),
            { maxLength: 30 },
          ),
          (steps) => {
            // Two seats in a simultaneous phase. `act` is an action after which the seat still
            // owes; it may start or end the other seat's decision, which its undo gives back.
            let active = [0, 1];
            let people = [0, 1];
            let now = 0;
            let s = advance(c, startClock(c, 2), { active, people }, now);
            // The engine's undo trail: one seat's own actions since another seat acted (U1, U2).
            let trail: Array<{ seat: number; clock: ClockState; active: number[]; had: number[] }> = [];
            for (const [what, pick, wait] of steps) {
              const seat = pick % 2;
              const was = left(c, s, now + wait);
              now += wait;
              if (what === 'away') people = people.filter((x) => x !== seat);
              else if (what === 'back' && !people.includes(seat)) people = [...people, seat];
              if (what === 'act' && people.includes(seat) && active.includes(seat)) {
                if (trail.at(-1)?.seat !== seat) trail = [];
                trail.push({ seat, clock: s, active, had: left(c, s, now) });
                active = pick >= 2 ? [0, 1] : [seat];
                s = advance(c, s, { active, people, moved: seat }, now);
              } else if (what === 'undo' && trail.length && people.includes(trail.at(-1)!.seat)) {
                const last = trail.pop()!;
                active = last.active;
                s = undone(c, last.clock, s, { active, people }, now, last.seat);
                // Act + undo is no move: nobody has more than before the action.
                const is = left(c, s, now);
                for (const x of [0, 1])
                  if (c.kind === 'realtime' || active.includes(x)) expect(is[x]).toBeLessThanOrEqual(last.had[x]!);
              } else s = advance(c, s, { active, people }, now);
              const is = left(c, s, now);
              // A turn-based seat that owes nothing has no deadline to compare.
              for (const x of [0, 1])
                if (c.kind === 'realtime' || active.includes(x)) expect(is[x]).toBeLessThanOrEqual(was[x]!);
              expect(is.every((x) => x >= 0)).toBe(true);
            }
          },
        ),
        { seed: 41, numRuns: 300 },
      );
    }
  });
});
