/**
 * The `events` of an update as JSON, each version's entry serialised once (issue 26): the seat that
 * acted, the other seats and the spectators each get the latest version's events, and an entry
 * never changes once logged. An entry without private events is one text for every viewer; one
 * with private events is made per viewer, redacted (engine `eventsFor`) — a seat's text is never
 * another viewer's. Only the last RECENT entries of a match are kept, so a long log costs no
 * memory twice; a client far behind has its older entries serialised afresh.
 */
import { eventsFor, type Viewer } from '@tabula/engine';
import { type LiveMatch, MAX_EVENT_VERSIONS, type VersionEvents } from '../match/liveMatch';

const RECENT = 16;

type Texts = string | Map<Viewer, string>;

const recent = new WeakMap<LiveMatch, Map<VersionEvents, Texts>>();

function entryText(e: VersionEvents, viewer: Viewer): string {
  return JSON.stringify({ version: e.version, seat: e.seat, events: eventsFor(e.events, viewer) });
}

function cachedText(m: LiveMatch, e: VersionEvents, viewer: Viewer): string {
  let byEntry = recent.get(m);
  if (!byEntry) recent.set(m, (byEntry = new Map()));
  let texts = byEntry.get(e);
  if (texts === undefined) {
    texts = e.events.every((x) => x.to === undefined) ? entryText(e, viewer) : new Map();
    byEntry.set(e, texts);
    // Oldest first (insertion order): entries are added as versions are sent.
    for (const old of byEntry.keys()) {
      if (byEntry.size <= RECENT) break;
      byEntry.delete(old);
    }
  }
  if (typeof texts === 'string') return texts;
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
