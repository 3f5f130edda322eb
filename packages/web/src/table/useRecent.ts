/**
 * The last move for the table on screen (issue 24): which log entries it is, which things on the
 * table they changed (the game's `lastMove` keys), what the other seats did since this seat's own
 * last action, and a log entry picked to be shown on the table instead (until the next update).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GameUi } from '../games/types';
import type { LogEntry } from '../net/connState';
import { lastMoveEntries, liveEntries, sinceMine } from './recent';

export interface Recent {
  /** Pick keys to mark on the table. */
  keys: ReadonlySet<string>;
  /** Versions of the log entries shown on the table. */
  marked: ReadonlySet<number>;
  /** What the others did since this seat's last action; empty for a spectator. */
  since: LogEntry[];
  /** The seat has not acted yet. */
  first: boolean;
  /** Whether an entry changed anything on the table (its log line can show it). */
  touches(entry: LogEntry): boolean;
  /** Show an entry's things on the table (scrolled into view); null: the last move again. */
  pick(version: number | null): void;
  /** Changes whenever the person asked to see the marked things (scroll them into view). */
  shown: number;
}

export function useRecent(log: LogEntry[], seat: number | null, ui: GameUi | null, version: number): Recent {
  const [picked, setPicked] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is the trigger: an earlier move picked in the log is let go.
  useEffect(() => setPicked(null), [version]);
  const live = useMemo(() => liveEntries(log), [log]);
  const keysOf = useCallback((e: LogEntry) => ui?.lastMove?.(e.events, seat) ?? [], [ui, seat]);
  useShowMarked(shown);
  return useMemo(() => {
    const chosen = picked !== null ? live.filter((e) => e.version === picked) : [];
    const entries = chosen.length ? chosen : lastMoveEntries(live, seat);
    const since = seat === null ? [] : sinceMine(live, seat);
    return {
      keys: new Set(entries.flatMap(keysOf)),
      marked: new Set(entries.map((e) => e.version)),
      since,
      first: seat !== null && !live.some((e) => e.seat === seat),
      touches: (e: LogEntry) => keysOf(e).length > 0,
      pick: (v: number | null) => {
        setPicked(v);
        setShown((n) => n + 1);
      },
      shown,
    };
  }, [live, seat, picked, keysOf, shown]);
}

/** Scrolls the first marked thing on the table into view when asked (a log line or "show the last move"). */
function useShowMarked(shown: number): void {
  useEffect(() => {
    if (!shown) return;
    const el = document.querySelector('.table-area .last-move');
    if (el && 'scrollIntoView' in el) el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [shown]);
}
