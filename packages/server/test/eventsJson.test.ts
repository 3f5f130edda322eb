/**
 * Each version's events are serialised once per distinct redaction (eventsJson.ts, issue 26): what
 * a viewer gets is exactly the engine's `eventsFor` of every version since its last, whichever
 * viewer's text was made first — a private event never reaches another seat or a spectator.
 */
import { eventsFor, type GameEvent, type Viewer } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { eventsJsonSince } from '../src/net/eventsJson';
import type { VersionEvents } from '../src/match/eventLog';
import type { LiveMatch } from '../src/match/liveMatch';

/** A match's log alone: what eventsJsonSince reads. */
function logOf(versions: GameEvent[][]): LiveMatch {
  const log: VersionEvents[] = versions.map((events, i) => {
    const entry = { version: i + 1, seat: i % 2, events };
    // As LiveMatch logs them: an entry without private events as its text.
    return events.some((e) => e.to !== undefined)
      ? { ...entry, text: null }
      : { ...entry, events: null, text: JSON.stringify(entry) };
  });
  return { version: log.length, logBase: 0, log, versions } as unknown as LiveMatch;
}

/** What a viewer must get, from the versions' events themselves (not from how the log keeps them). */
const expected = (m: LiveMatch, viewer: Viewer, since: number) =>
  (m as unknown as { versions: GameEvent[][] }).versions
    .map((events, i) => ({ version: i + 1, seat: i % 2, events: eventsFor(events, viewer) }))
    .filter((e) => e.version > since);

describe('events as JSON, once per distinct redaction', () => {
  it('gives every viewer the engine’s redaction, whoever asked first, and shares public entries', () => {
    const m = logOf([
      [{ type: 'bid', seat: 0 }],
      [
        { type: 'draw', seat: 1, card: 'secret', to: [1] },
        { type: 'drew', seat: 1 },
      ],
      [{ type: 'pass', seat: 0 }],
      [{ type: 'peek', seat: 0, card: 'hidden', to: [0] }],
    ]);
    for (const order of [
      [0, 1, 'spectator'],
      ['spectator', 1, 0],
      [1, 'spectator', 0],
    ] as Viewer[][])
      for (const viewer of order)
        for (const since of [0, 1, 3])
          expect(JSON.parse(eventsJsonSince(m, viewer, since))).toEqual(expected(m, viewer, since));
    expect(eventsJsonSince(m, 'spectator', 0)).not.toMatch(/secret|hidden/);
    expect(eventsJsonSince(m, 0, 0)).not.toMatch(/secret/);
    expect(eventsJsonSince(m, 1, 0)).not.toMatch(/hidden/);
  });

  it('serialises a version beyond the recent ones afresh, the same as a recent one', () => {
    const m = logOf(
      Array.from({ length: 40 }, (_, i) => [{ type: 'n', seat: i % 2, n: i, ...(i % 3 ? {} : { to: [i % 2] }) }]),
    );
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      expect(JSON.parse(eventsJsonSince(m, viewer, 0))).toEqual(expected(m, viewer, 0));
      expect(JSON.parse(eventsJsonSince(m, viewer, 35))).toEqual(expected(m, viewer, 35));
    }
  });
});
