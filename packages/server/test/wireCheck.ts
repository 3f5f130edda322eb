/**
 * Checking every message a connection received against the engine, without keeping the messages:
 * each update is reduced as it arrives to a digest (hashes of its view and legal list, its events),
 * then compared with a replay of the match's record, version by version.
 */
import { createHash } from 'node:crypto';
import { type AnyGame, applyAction, eventsFor, type GameRecord, type Viewer } from '@tabula/engine';
import { leakedSecrets } from '@tabula/engine/testing';
import { expect } from 'vitest';
import type { WireClient } from '../src/bench/client';

const sha = (s: string) => createHash('sha1').update(s).digest('hex');
const UPDATE_KEYS = ['active', 'clock', 'events', 'legal', 'outcome', 'seats', 't', 'undo', 'version', 'view'].join();
/** A patched update (@tabula/wire's PATCH_QUERY): `base` and `patch` on the wire, `view` filled in by WireClient. */
const PATCHED_KEYS = [
  'active',
  'base',
  'clock',
  'events',
  'legal',
  'outcome',
  'patch',
  'seats',
  't',
  'undo',
  'version',
  'view',
].join();

/**
 * Views are hashed and compared on a sample of versions — every 8th, every version with private
 * events, the last — so that games of 10,000 actions stay affordable; legal lists, events and the
 * message shape are checked on every message.
 */
const sampled = (version: number, hasPrivate: boolean, over: boolean) => version % 8 === 0 || hasPrivate || over;

export interface Digest {
  version: number;
  /** Null when this version is not sampled. */
  view: string | null;
  legal: string;
  events: Array<{ version: number; seat: number; events: string }>;
}

/** Starts digesting a client's updates; errors and odd messages are kept whole. */
export function digest(client: WireClient, viewer: Viewer): { viewer: Viewer; updates: Digest[]; other: unknown[] } {
  // Plain comparisons per message (an `expect` per message costs more than the message).
  const out = { viewer, updates: [] as Digest[], other: [] as unknown[] };
  client.onMessage((m) => {
    if (m.t !== 'update') {
      // A rate-limit notice is the one error a fast random player may meet (and recovers from).
      // A seats message (someone connected or dropped) carries only the public seat list.
      if (m.t === 'seats' && Object.keys(m).sort().join() === 'seats,t') return;
      // The answer to this seat's own labelled act (autoPlayer.ts): a ref and a version, nothing of the game.
      if (m.t === 'ack' && Object.keys(m).sort().join() === 'ref,t,version') return;
      if (m.t !== 'welcome' && !(m.t === 'error' && m.code === 'rate-limited')) out.other.push(m);
      return;
    }
    const keys = Object.keys(m).sort().join();
    if (keys !== UPDATE_KEYS && keys !== PATCHED_KEYS) out.other.push({ badKeys: Object.keys(m) });
    for (const s of m.seats)
      if (Object.keys(s).sort().join() !== 'bot,connected,name,seat') out.other.push({ badSeat: s });
    const hasPrivate = m.events.some((e) => e.events.some((ev) => ev.to !== undefined));
    out.updates.push({
      version: m.version,
      view: sampled(m.version, hasPrivate, m.outcome !== null) ? sha(JSON.stringify(m.view)) : null,
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
export function checkDigests(
  game: AnyGame,
  record: GameRecord,
  conns: Array<ReturnType<typeof digest>>,
  extraSecrets: string[],
): void {
  let state = game.setup({ players: record.players, seed: record.seed, options: record.options });
  let viewsChecked = 0;
  const wrong: string[] = [];
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
      if (d.view !== null) {
        const viewJson = JSON.stringify(game.view(state, viewer));
        expect(leakedSecrets(viewJson, secrets), `secret in the view of ${viewer}`).toEqual([]);
        expect(d.view, `view of ${viewer} at version ${version}`).toBe(sha(viewJson));
        viewsChecked++;
      }
      const legal =
        viewer === 'spectator' || !game.activeSeats(state).includes(viewer) ? [] : game.legalActions(state, viewer);
      if (d.legal !== sha(JSON.stringify(legal))) wrong.push(`legal of ${viewer} at version ${version}`);
    }
  };
  check(0);
  record.actions.forEach(({ seat, action }, i) => {
    const r = applyAction(game, state, seat, action);
    state = r.state;
    eventsAt.push(conns.map((c) => JSON.stringify(eventsFor(r.events, c.viewer))));
    check(i + 1);
  });
  expect(viewsChecked).toBeGreaterThan(record.actions.length / 8);
  conns.forEach((c, conn) => {
    for (const d of c.updates)
      for (const e of d.events) {
        if (e.seat !== record.actions[e.version - 1]!.seat) wrong.push(`seat of version ${e.version} to ${c.viewer}`);
        if (e.events !== eventsAt[e.version - 1]![conn])
          wrong.push(`events of version ${e.version} to ${c.viewer}: ${e.events}`);
      }
  });
  expect(wrong.slice(0, 5)).toEqual([]);
}
