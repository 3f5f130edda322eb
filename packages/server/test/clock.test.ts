/** The clock model (issue 23), pure: time banks, increments, deadlines, expiry. */
import { describe, expect, it } from 'vitest';
import { advance, clockView, expired, nextExpiry, startClock, type ClockConfig } from '../src/clock';

const realtime: ClockConfig = { kind: 'realtime', baseMs: 600_000, incrementMs: 20_000 };
const turn: ClockConfig = { kind: 'turn', turnMs: 24 * 3600_000 };

describe('real-time clock: a bank with an increment per turn', () => {
  it('counts only while a seat owes a decision, and credits the increment when its turn ends', () => {
    let s = startClock(realtime, 2);
    s = advance(realtime, s, [0], 1_000);
    expect(clockView(realtime, s, 31_000).seats).toEqual([
      { leftMs: 570_000, running: true },
      { leftMs: 600_000, running: false },
    ]);
    // Seat 0 acts at 31 s and its turn ends: charged 30 s, credited 20 s; seat 1 starts.
    s = advance(realtime, s, [1], 31_000, 0);
    expect(clockView(realtime, s, 41_000).seats).toEqual([
      { leftMs: 590_000, running: false },
      { leftMs: 590_000, running: true },
    ]);
  });

  it('several actions in one turn: no increment until the turn ends', () => {
    let s = advance(realtime, startClock(realtime, 2), [0], 0);
    s = advance(realtime, s, [0], 10_000, 0);
    s = advance(realtime, s, [0], 20_000, 0);
    expect(clockView(realtime, s, 20_000).seats[0]).toEqual({ leftMs: 580_000, running: true });
    s = advance(realtime, s, [1], 30_000, 0);
    expect(clockView(realtime, s, 30_000).seats[0]).toEqual({ leftMs: 590_000, running: false });
  });

  it('simultaneous seats count each on its own', () => {
    let s = advance(realtime, startClock(realtime, 3), [0, 1, 2], 0);
    s = advance(realtime, s, [1, 2], 5_000, 0);
    s = advance(realtime, s, [2], 9_000, 1);
    expect(clockView(realtime, s, 12_000).seats.map((x) => x.leftMs)).toEqual([615_000, 611_000, 588_000]);
    expect(expired(s, 12_000)).toEqual([]);
    expect(nextExpiry(s)).toBe(600_000);
    expect(expired(s, 600_000)).toEqual([2]);
  });
});

describe('turn-based clock: a deadline per decision', () => {
  it('each decision gets the full time again, also a second decision of the same turn', () => {
    let s = advance(turn, startClock(turn, 2), [0], 0);
    s = advance(turn, s, [0], 3_600_000, 0);
    expect(clockView(turn, s, 3_600_000).seats[0]).toEqual({ leftMs: 24 * 3600_000, running: true });
    expect(nextExpiry(s)).toBe(25 * 3600_000);
    expect(expired(s, 25 * 3600_000 - 1)).toEqual([]);
    expect(expired(s, 25 * 3600_000)).toEqual([0]);
  });
});
