/**
 * Who owes a decision now (engine.md §2): the top of each seat's pending-decision stack, and the
 * seats that may act — all but one waiting for another seat's Foreman reaction to its discard.
 */
import { lastOf, type Seat } from '@tabula/engine';
import type { Decision, LoyangState } from './types';

/** Seats owing a decision, except one waiting for another seat's Foreman reaction to its discard. */
export function activeSeats(s: LoyangState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (s.stacks[seat]!.length === 0) continue;
    let blocked = false;
    for (let t = 0; t < s.players; t++) {
      const top = topDecision(s, t);
      if (t !== seat && top && top.kind === 'foreman' && top.from === seat) blocked = true;
    }
    if (!blocked) out.push(seat);
  }
  return out;
}

/** `activeSeats(s).includes(seat)` without building the list (hot path). */
export function isActive(s: LoyangState, seat: Seat): boolean {
  if (!s.stacks[seat] || s.stacks[seat]!.length === 0) return false;
  for (let t = 0; t < s.players; t++) {
    if (t === seat) continue;
    const top = topDecision(s, t);
    if (top && top.kind === 'foreman' && top.from === seat) return false;
  }
  return true;
}

/** The decision `seat` owes now, if any (`lastOf`: no read of index −1, for every seat at every action). */
export function topDecision(s: LoyangState, seat: Seat): Decision | undefined {
  const st = s.stacks[seat];
  return st ? lastOf(st) : undefined;
}

/** Seats in clockwise order starting with `first`. */
export function clockwise(players: number, first: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push((first + i) % players);
  return out;
}
