/**
 * A local match's seat played at the table's pace (issue 45), as `usePacedConn` does for a server
 * table: bots' actions one step at a time, the seat's own at once, and no legal action or undo
 * while a step waits.
 */
import { useCallback, useMemo } from 'react';
import type { LocalMatch, SeatSnapshot } from '../../local/localMatch';
import { useLocalMatch } from '../../local/useLocalMatch';
import type { GameUi } from '../../games/types';
import type { LogEntry } from '../../net/connState';
import { actedBetween, nothingToWatch, type Pace, usePaced } from './usePaced';

export function usePacedLocal(match: LocalMatch, seat: number, ui: GameUi): { snap: SeatSnapshot; pace: Pace } {
  const latest = useLocalMatch(match, seat);
  const listen = useCallback(
    (fn: (s: SeatSnapshot) => void) => match.subscribe(() => fn(match.snapshot(seat))),
    [match, seat],
  );
  const key = useMemo(() => ({ match, seat }), [match, seat]);
  const { shown, pace } = usePaced<SeatSnapshot>(latest, key, {
    version: (s) => s.version,
    own: (a, b) => actedBetween(b.log as LogEntry[], seat, a.version, b.version),
    quiet: (a, b) => nothingToWatch(b.log as LogEntry[], a.version, b.version, ui),
    listen,
  });
  const behind = pace.waiting > 0;
  const snap = useMemo(
    () =>
      shown === latest && !behind
        ? latest
        : {
            ...shown,
            legal: behind ? [] : shown.legal,
            undo: behind ? false : shown.undo,
            busy: latest.busy,
            refusal: latest.refusal,
          },
    [shown, latest, behind],
  );
  return { snap, pace };
}
