/**
 * Issue 20, point 3: opening a match costs a bounded amount of work, whatever its length. A match
 * is stored with snapshots of its state (every SNAPSHOT_EVERY actions and at its end); a spectator
 * greeting a long finished match with `since 0` gets the final view and the recent events only;
 * a seated client repeating its hello, or a seat connecting and dropping, sends the others no views.
 */
import { applyAction, stateHash } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createMatch, WireClient } from '../src/client';
import { serverGames } from '../src/games';
import { MAX_EVENT_VERSIONS } from '../src/liveMatch';
import { SNAPSHOT_EVERY } from '../src/service';
import type { MatchInfo, ServerMessage } from '../src/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function finished(id: string): Promise<MatchInfo> {
  for (;;) {
    const info = await api<MatchInfo>(server.url, 'GET', `/api/matches/${id}`);
    if (info.status === 'finished') return info;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a long match opens from its snapshot', () => {
  it('snapshots match a replay of the log; a finished match reopens replaying a bounded tail, with a bounded update', async () => {
    const game = serverGames.loyang!;
    const m = await createMatch(server.url, { game: 'loyang', players: 2, seats: [{ bot: 'random' }, { bot: 'random' }] });
    const info = await finished(m.id);
    expect(info.version).toBeGreaterThan(Math.max(SNAPSHOT_EVERY, MAX_EVENT_VERSIONS));
    // Snapshots are written after the action that reaches them is stored: give the last one a moment.
    await new Promise((r) => setTimeout(r, 100));
    const snap = (await server.store.loadSnapshot(m.id))!;
    expect(snap.version).toBe(info.version);

    // The stored log replays to the stored snapshot, exactly.
    const stored = (await server.store.getMatch(m.id))!;
    let state = game.setup({ players: 2, seed: stored.seed, options: stored.options });
    for (const a of await server.store.loadActions(m.id)) state = applyAction(game, state, a.seat, a.action).state;
    expect(stateHash(JSON.parse(snap.state))).toBe(stateHash(state));

    // Nobody watches a finished match: it has left memory. A fresh spectator reopens it from a
    // snapshot, replaying only the actions after it (enough for the recent events), and gets the
    // final view with the last events only.
    expect(server.service.liveCount).toBe(0);
    const loads = vi.spyOn(server.store, 'loadActions');
    const c = await WireClient.connect(server.url);
    const { update } = await c.hello(m.id, undefined, 0);
    expect(loads).toHaveBeenCalledTimes(1);
    const replayed = (await loads.mock.results[0]!.value).length;
    expect(replayed).toBeGreaterThanOrEqual(MAX_EVENT_VERSIONS);
    expect(replayed).toBeLessThan(SNAPSHOT_EVERY + MAX_EVENT_VERSIONS);
    loads.mockRestore();
    expect(update.version).toBe(info.version);
    expect(update.outcome).not.toBeNull();
    expect(update.view).toEqual(JSON.parse(JSON.stringify(game.view(state, 'spectator'))));
    expect(update.events.length).toBe(MAX_EVENT_VERSIONS);
    expect(update.events[0]!.version).toBe(info.version - MAX_EVENT_VERSIONS + 1);
    expect(update.events.at(-1)!.version).toBe(info.version);
    await c.close();
  });
});

describe('greetings and presence cost the others no views', () => {
  it('a seated client repeating hello gets its update; the other seat gets nothing', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2);
    const [a, b] = seats as [(typeof seats)[0], (typeof seats)[0]];
    await a.client.hello(info.id, a.token);
    await b.client.hello(info.id, b.token);
    const seenByB: ServerMessage[] = [];
    const off = b.client.onMessage((msg) => seenByB.push(msg));
    for (let i = 0; i < 5; i++) {
      const { update } = await a.client.hello(info.id, a.token, 0);
      expect(update.version).toBe(0);
    }
    await new Promise((r) => setTimeout(r, 150));
    off();
    expect(seenByB).toEqual([]);
  });

  it('a seat dropping and coming back reaches the others as a seats message, not an update', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2);
    const [a, b] = seats as [(typeof seats)[0], (typeof seats)[0]];
    await a.client.hello(info.id, a.token);
    await b.client.hello(info.id, b.token);
    // Seat 1's arrival reached seat 0 as a seats message too; let it land before counting.
    await a.client.seen('seats', (m) => m.seats[1]!.connected);
    const seenByA: ServerMessage[] = [];
    a.client.onMessage((msg) => seenByA.push(msg));
    await b.client.close();
    const back = await WireClient.connect(server.url);
    await back.hello(info.id, b.token);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenByA.map((msg) => msg.t)).toEqual(['seats', 'seats']);
    const [gone, returned] = seenByA as Array<Extract<ServerMessage, { t: 'seats' }>>;
    expect(gone!.seats[1]!.connected).toBe(false);
    expect(returned!.seats[1]!.connected).toBe(true);
    await back.close();
  });
});
