/**
 * Reading the log for the last move and for "since your last decision" (issue 24). A taken-back
 * action is no move: an undo entry removes itself and the latest live entry of its seat (the
 * server's undo takes back that seat's own last action).
 */
import type { LogEntry } from '../net/connState';

export function liveEntries(log: readonly LogEntry[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (const e of log) {
    if (e.events.some((x) => x.type === 'undo')) {
      for (let i = out.length - 1; i >= 0; i--)
        if (out[i]!.seat === e.seat) {
          out.splice(i, 1);
          break;
        }
      continue;
    }
    out.push(e);
  }
  return out;
}

/** What the other seats did since `seat`'s own last action (all of it if the seat has not acted yet). */
export function sinceMine(live: readonly LogEntry[], seat: number): LogEntry[] {
  let i = live.length;
  while (i > 0 && live[i - 1]!.seat !== seat) i--;
  return live.slice(i);
}

/**
 * The last move as `seat` should see it: what the others did since its own last action, or, when
 * it acted last, that action; for a spectator the latest run of one seat's actions.
 */
export function lastMoveEntries(live: readonly LogEntry[], seat: number | null): LogEntry[] {
  const last = live[live.length - 1];
  if (!last) return [];
  if (seat !== null) return last.seat === seat ? [last] : sinceMine(live, seat);
  let i = live.length - 1;
  while (i > 0 && live[i - 1]!.seat === last.seat) i--;
  return live.slice(i);
}
