/**
 * A resident match's recent events (liveMatch.ts `log`): what updates carry to a viewer behind by
 * a few versions, redacted per viewer when an event is private (net/eventsJson.ts).
 */
import type { GameEvent, Seat } from '@tabula/engine';
import { flatJson } from './flatJson';

export interface VersionEvents {
  /** The version this action produced (its log index + 1). */
  version: number;
  seat: Seat;
  /** Its events when one of them is private (`to`): redacted per viewer when sent; else null. */
  events: GameEvent[] | null;
  /**
   * The entry as JSON when none of its events is private, the same for every viewer; else null.
   * Kept as text, one piece (flatJson.ts): a resident match keeps up to MAX_EVENT_VERSIONS +
   * LOG_SLACK entries, and 200 Hansa versions held as objects took ~63 KB of heap (issue 46).
   */
  text: string | null;
}

/**
 * Updates carry the events of at most this many versions: a client far behind (a spectator
 * greeting a long match with since 0) gets the current view and the recent events, not the whole
 * history — the replay page reads the record for that. The log kept in memory is trimmed to it.
 */
export const MAX_EVENT_VERSIONS = 200;
/**
 * The log is trimmed back to MAX_EVENT_VERSIONS every LOG_SLACK versions: a copy that often costs
 * little, and a resident match holds at most MAX_EVENT_VERSIONS + LOG_SLACK entries (it was twice
 * MAX_EVENT_VERSIONS; issue 46).
 */
export const LOG_SLACK = 50;

/** The log entry of `version`, the one `seat`'s action produced with `events`. */
export function logEntry(version: number, seat: Seat, events: GameEvent[]): VersionEvents {
  return events.some((e) => e.to !== undefined)
    ? { version, seat, events, text: null }
    : { version, seat, events: null, text: flatJson({ version, seat, events }) };
}
