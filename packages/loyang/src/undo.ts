/**
 * What may never be taken back (engine contract `irreversible`, engine README "Undo"): an action
 * that turned up or dealt a card from the secret Draw pile, shuffled, turned up a field from a
 * Field pile, let a seat look through its pile, or showed a card held secretly in a hand. Taking
 * any of those back would not make the seats forget what they saw, or would let a seat draw again.
 * Everything else (sowing, buying, selling, delivering, a loan, a helper's steps) may be undone
 * while the seat's turn or step lasts.
 */
import type { Seat } from '@tabula/engine';
import type { LoyangAction, LoyangState } from './types';

const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

export function irreversible(
  before: LoyangState,
  _seat: Seat,
  _action: LoyangAction,
  after: LoyangState,
): string | null {
  if (!same(before.rng, after.rng)) return 'cards were shuffled (L-5.1, L-9.H.7)';
  if (!same(before.draw, after.draw))
    return 'a card was turned up or dealt from the Draw pile (L-5.2, L-5.10, L-9.H.2)';
  for (let i = 0; i < before.p.length; i++) {
    const b = before.p[i]!;
    const a = after.p[i]!;
    if (!same(b.pile, a.pile) || b.pileKnown !== a.pileKnown)
      return 'a field was turned up from a Field pile or the pile was looked through (L-4.2, L-15)';
    if (!same(b.hand, a.hand) || b.start !== a.start) return 'a card from a hand was shown (L-5)';
  }
  return null;
}
