/**
 * The `events` of an update as JSON, each version's entry serialised once (issue 26): the seat that
 * acted, the other seats and the spectators each get the latest version's events, and an entry
 * never changes once logged. An entry without private events is logged as its text, one for every
 * viewer (liveMatch.ts); one with private events is made per viewer, redacted (engine
 * `eventsFor`) — a seat's text is never another viewer's — and only the last RECENT such texts
 * are kept; a client far behind has its older ones serialised afresh.
 */
import { eventsFor, type Viewer } from '@tabula/engine';
import { MAX_EVENT_VERSIONS, type VersionEvents } from '../match/eventLog';
import type { LiveMatch } from '../match/liveMatch';

const RECENT = 16;

const recent = new WeakMap<LiveMatch, Map<VersionEvents, Map<Viewer, string>>>();

function entryText(e: VersionEvents, viewer: Viewer): string {
  return e.text ?? JSON.stringify({ version: e.version, seat: e.seat, events: eventsFor(e.events ?? [], viewer) });
}

function cachedText(m: LiveMatch, e: VersionEvents, viewer: Viewer): string {
  if (e.text !== null) return e.text;
  let byEntry = recent.get(m);
  if (!byEntry) recent.set(m, (byEntry = new Map()));
  let texts = byEntry.get(e);
  if (texts === undefined) {
    texts = new Map();
    byEntry.set(e, texts);
    // Oldest first (insertion order): entries are added as versions are sent.
    for (const old of byEntry.keys()) {
      if (byEntry.size <= RECENT) break;
      byEntry.delete(old);
    }
  }
  let text = texts.get(viewer);
  if (text === undefined) texts.set(viewer, (text = entryText(e, viewer)));
  return text;
}

/**
 * The events of versions after `since`, each redacted for `viewer`, as a JSON array: at most the
 * last MAX_EVENT_VERSIONS versions' (a client further behind gets the current view and those).
 */
export function eventsJsonSince(m: LiveMatch, viewer: Viewer, since: number): string {
  const from = Math.max(since >= 0 && since <= m.version ? since : 0, m.version - MAX_EVENT_VERSIONS, m.logBase);
  const entries = m.log.slice(from - m.logBase);
  const recentFrom = m.version - RECENT;
  return `[${entries.map((e) => (e.version > recentFrom ? cachedText(m, e, viewer) : entryText(e, viewer))).join(',')}]`;
}
