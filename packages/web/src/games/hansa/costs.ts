/**
 * Hansa actions with a lasting cost, confirmed before they are sent (issue 24, "no one-click
 * loss"; pick.tsx `costOf`): ending the turn with actions left gives them up (H-5.1); the free
 * pawn move after the first action ends the turn (H-14.5). Neither can be undone: the turn passes.
 */
import type { HansaAction, HansaView } from '@tabula/hansa';
import type { T } from '../../i18n/i18n';

export function hansaCost(v: HansaView, t: T) {
  return (a: HansaAction): string | null => {
    if (a.type === 'endTurn' && v.actionsLeft > 0) return t('cost.endTurn', { n: v.actionsLeft });
    if (a.type === 'movePawn' && !a.paid && v.actionsUsed > 0) return t('cost.pawnFree');
    return null;
  };
}

/** Decisions in the middle of an action chosen with `begin` (H-5.3): Cancel steps back (undo). */
const MID_ACTION = new Set(['action', 'moveLift', 'movePut']);

export function midAction(v: HansaView, seat: number | null): boolean {
  return seat !== null && v.top !== null && v.top.seat === seat && MID_ACTION.has(v.top.kind);
}
