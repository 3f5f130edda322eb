/**
 * Cancel of an action under way (H-5.3: an action is not spent until it is complete). An action
 * started on the board is two choices sent at once — its begin and the thing clicked (plans.ts) —
 * and a move grows by one choice per piece; Cancel once took back only the last choice, so a
 * board-started action needed a second press (issue 45). One press now takes back every choice of
 * the action: an undo, then another each time the answer still shows the action under way, until
 * the turn's choice is back or nothing more can be taken back.
 */
import { useEffect, useState } from 'react';
import type { HansaView } from '@tabula/hansa';
import { midAction } from './costs';

export function useCancel(
  v: HansaView,
  seat: number | null,
  undo: { can: boolean; act(): void } | undefined,
  busy: boolean,
) {
  // The view an undo was sent from: the next one is its answer.
  const [from, setFrom] = useState<HansaView | null>(null);
  useEffect(() => {
    if (from === null || from === v || busy) return;
    if (undo?.can && midAction(v, seat)) {
      setFrom(v);
      undo.act();
    } else setFrom(null);
  }, [from, v, seat, undo, busy]);
  const can = !!undo?.can && midAction(v, seat);
  return {
    can,
    // Pressed again after a refusal (the view unchanged), it sends the undo again.
    cancel: () => {
      if (!can) return;
      setFrom(v);
      undo!.act();
    },
  };
}
