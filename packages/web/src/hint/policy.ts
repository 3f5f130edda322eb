/**
 * When a seat may ask for a hint (issue 22): always when it is the only person at the table (the
 * others are bots: solo), when every person's seat is played on this device (hot-seat), and in
 * the replay; in a match with other people only when the match was created with `hints` — the
 * creator chose "Hints allowed" and every invited person saw it on the join page before taking
 * the seat. The hint runs in this browser, so this is the agreement the client keeps.
 */
import type { SeatInfo } from '@tabula/wire';

export type HintWhy = 'solo' | 'hotSeat' | 'agreed' | 'off';

/** A seat a person holds (or may still take): not a bot's own seat. A person away is still one. */
function person(s: SeatInfo): boolean {
  return s.bot === null || !!s.away || !!s.resigned;
}

export function hintPolicy(options: Record<string, unknown>, seats: SeatInfo[], localSeats: number[]): HintWhy {
  const persons = seats.filter(person);
  if (persons.length <= 1) return 'solo';
  if (persons.every((s) => localSeats.includes(s.seat))) return 'hotSeat';
  return options.hints === true ? 'agreed' : 'off';
}
