/**
 * What may never be taken back (engine contract `irreversible`, engine README "Undo"): drawing a
 * replacement bonus token from the face-down supply (H-10.7) and revealing the tokens on the tin
 * plate (H-11.6). Every other action (income, place, displace, move, establishing a Kontor, a
 * token used, the pawn) may be undone while the turn lasts and no other seat has answered it.
 */
import type { Seat } from '@tabula/engine';
import type { HansaAction, HansaState } from './types';

export function irreversible(before: HansaState, _seat: Seat, _action: HansaAction, after: HansaState): string | null {
  // H-10.7: a draw from the pile is irreversible. The pile is shuffled at setup and a draw pops
  // it, so its length shows every draw; `rng` is used only at setup and never changes after.
  if (before.pile.length !== after.pile.length) return 'a bonus token was drawn from the supply (H-10.7)';
  for (let i = 0; i < before.seats.length; i++) {
    const b = before.seats[i]!.plate;
    const a = after.seats[i]!.plate;
    if (b.length !== a.length || b.some((t, j) => t.seen !== a[j]!.seen))
      return 'a bonus token on the tin plate was revealed (H-11.6)';
  }
  return null;
}
