/**
 * Checking every message a connection received against the engine, without keeping the messages:
 * each update is reduced as it arrives to a digest (hashes of its view and legal list, its events),
 * then compared with a replay of the match's record, version by version.
 */
import { createHash } from 'node:crypto';
import { type AnyGame, applyAction, eventsFor, type GameRecord, type Viewer } from '@tabula/engine';
import { leakedSecrets } from '@tabula/engine/testing';
import { expect } from 'vitest';
import type { WireClient } from '../src/client';

const sha = (s: string) => createHash('sha1').update(s).digest('hex');
const UPDATE_KEYS = ['active', 'events', 'legal', 'outcome', 'seats', 't', 'version', 'view'].join();

export interface Digest {
  version: number;
  view: string;
  legal: string;
  events: Array<{ version: number; seat: number; events: string }>;
}

/** Starts digesting a client's updates; errors and odd messages are kept whole. */
export function digest(client: WireClient, viewer: Viewer): { viewer: Viewer; updates: Digest[]; other: unknown[] } {
  const out = { viewer, updates: [] as Digest[], other: [] as unknown[] };
  client.onMessage((m) => {
    if (m.t !== 'update') {
      if (m.t !== 'welcome') out.other.push(m);
      return;
    }
    expect(Object.keys(m).sort().join()).toBe(UPDATE_KEYS);
    for (const s of m.seats) expect(Object.keys(s).sort().join()).toBe('bot,connected,name,seat');
    out.updates.push({
      version: m.version,
      view: sha(JSON.stringify(m.view)),
      legal: sha(JSON.stringify(m.legal)),
      events: m.events.map((e) => ({ version: e.version, seat: e.seat, events: JSON.stringify(e.events) })),
    });
  });
  return out;
}

/**
 * Replays `record` and checks each digest: the view is exactly `game.view(state, viewer)` (which
 * must not contain the seed or PRNG state), the legal list the seat's own, the events exactly
 * `eventsFor(events, viewer)` of their version.
 */
export function checkDigests(game: AnyGame, record: GameRecord, conns: Array<ReturnType<typeof digest>>, extraSecrets: string[]): void {
  let state = game.setup({ players: record.players, seed: record.seed, options: record.options });
  const eventsAt: string[][] = []; // per version, per connection index
  const byVersion = new Map<number, Array<{ conn: number; d: Digest }>>();
  conns.forEach((c, conn) => {
    expect(c.other, `non-update messages to ${c.viewer}`).toEqual([]);
    expect(c.updates.length).toBeGreaterThan(0);
    for (const d of c.updates) {
      const list = byVersion.get(d.version) ?? [];
      list.push({ conn, d });
      byVersion.set(d.version, list);
    }
  });
  const check = (version: number) => {
    const secrets = [String(record.seed), ...extraSecrets];
    const rng = (state as { rng?: number[] }).rng;
    if (rng) secrets.push(rng.join(','));
    for (const { conn, d } of byVersion.get(version) ?? []) {
      const viewer = conns[conn]!.viewer;
      const viewJson = JSON.stringify(game.view(state, viewer));
      expect(leakedSecrets(viewJson, secrets), `secret in the view of ${viewer}`).toEqual([]);
      expect(d.view, `view of ${viewer} at version ${version}`).toBe(sha(viewJson));
      const legal = viewer === 'spectator' || !game.activeSeats(state).includes(viewer) ? [] : game.legalActions(state, viewer);
      expect(d.legal, `legal of ${viewer} at version ${version}`).toBe(sha(JSON.stringify(legal)));
    }
  };
  check(0);
  record.actions.forEach(({ seat, action }, i) => {
    const r = applyAction(game, state, seat, action);
    state = r.state;
    eventsAt.push(conns.map((c) => JSON.stringify(eventsFor(r.events, c.viewer))));
    check(i + 1);
  });
  conns.forEach((c, conn) => {
    for (const d of c.updates)
      for (const e of d.events) {
        expect(e.seat).toBe(record.actions[e.version - 1]!.seat);
        expect(e.events, `events of version ${e.version} to ${c.viewer}`).toBe(eventsAt[e.version - 1]![conn]);
      }
  });
}
