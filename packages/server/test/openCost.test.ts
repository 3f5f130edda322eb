/**
 * Issue 20, point 3: opening a match costs a bounded amount of work, whatever its length. A match
 * is stored with snapshots of its state (every SNAPSHOT_EVERY actions); a spectator
 * greeting a long finished match with `since 0` gets the final view and the recent events only;
 * a seated client repeating its hello, or a seat connecting and dropping, sends the others no views.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, stateHash } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import { MAX_EVENT_VERSIONS } from '../src/match/eventLog';
import { SNAPSHOT_EVERY } from '../src/match/service';
import type { MatchInfo, ServerMessage } from '@tabula/wire';
import { startServer } from '../src/server';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('a long match opens from its snapshot', () => {
  it('snapshots match a replay of the log; a finished match reopens replaying a bounded tail, with a bounded update', async () => {
    const game = serverGames.loyang!;
    // A server of its own on a folder it keeps, so that it can be restarted cold.
    const dir = mkdtempSync(join(tmpdir(), 'tabula-open-'));
    let s = await startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 2 });
    const m = await createMatch(s.url, { game: 'loyang', players: 2, seats: [{ bot: 'random' }, { bot: 'random' }] });
    let info: MatchInfo;
    do {
      await new Promise((r) => setTimeout(r, 50));
      info = await api<MatchInfo>(s.url, 'GET', `/api/matches/${m.id}`);
    } while (info.status !== 'finished');
    expect(info.version).toBeGreaterThan(Math.max(SNAPSHOT_EVERY, MAX_EVENT_VERSIONS));
    // Snapshots are written after the action that reaches them is stored: give the last one a moment.
    await new Promise((r) => setTimeout(r, 100));
    const snap = (await s.store.loadSnapshot(m.id))!;
    // The newest is the last multiple's, not the end's: a match opens from one at least
    // MAX_EVENT_VERSIONS old, so one at the end would never be read.
    expect(snap.version).toBeGreaterThanOrEqual(
      Math.floor(info.version / SNAPSHOT_EVERY) * SNAPSHOT_EVERY - SNAPSHOT_EVERY,
    );
    expect(snap.version).toBeLessThanOrEqual(info.version);

    // The stored log replays to the stored snapshot, exactly.
    const stored = (await s.store.getMatch(m.id))!;
    let state = game.setup({ players: 2, seed: stored.seed, options: stored.options });
    const log = await s.store.loadActions(m.id);
    for (const a of log.slice(0, snap.version)) state = applyAction(game, state, a.seat, a.action).state;
    expect(stateHash(JSON.parse(snap.state))).toBe(stateHash(state));
    for (const a of log.slice(snap.version)) state = applyAction(game, state, a.seat, a.action).state;

    // A restarted server opens it cold: from a snapshot, replaying only the actions after it
    // (enough for the recent events); the spectator gets the final view and the last events only.
    await s.close();
    s = await startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 2 });
    try {
      const loads = vi.spyOn(s.store, 'loadActions');
      const c = await WireClient.connect(s.url);
      const { update } = await c.hello(m.id, undefined, 0);
      expect(loads).toHaveBeenCalledTimes(1);
      const replayed = (await loads.mock.results[0]!.value).length;
      expect(replayed).toBeGreaterThanOrEqual(MAX_EVENT_VERSIONS);
      // Exactly the actions after the newest snapshot at least MAX_EVENT_VERSIONS old.
      const used = (await s.store.loadSnapshot(m.id, info.version - MAX_EVENT_VERSIONS))?.version ?? 0;
      expect(replayed).toBe(info.version - used);
      // A snapshot falls on the first version past each multiple of SNAPSHOT_EVERY where nothing
      // can be undone (LiveMatch.snapshotDue), so two may lie a little more than SNAPSHOT_EVERY
      // apart (a random game once replayed 460 > 456); the one used is past the multiple before
      // the last one the recent events reach back to.
      expect(used).toBeGreaterThanOrEqual(
        (Math.floor((info.version - MAX_EVENT_VERSIONS) / SNAPSHOT_EVERY) - 1) * SNAPSHOT_EVERY,
      );
      expect(replayed).toBeLessThan(2 * SNAPSHOT_EVERY + MAX_EVENT_VERSIONS);
      expect(update.version).toBe(info.version);
      expect(update.outcome).not.toBeNull();
      expect(update.view).toEqual(JSON.parse(JSON.stringify(game.view(state, 'spectator'))));
      expect(update.events.length).toBe(MAX_EVENT_VERSIONS);
      expect(update.events[0]!.version).toBe(info.version - MAX_EVENT_VERSIONS + 1);
      expect(update.events.at(-1)!.version).toBe(info.version);
      await c.close();
      // The next spectator is served from memory: nothing is read or replayed again.
      const again = await WireClient.connect(s.url);
      expect((await again.hello(m.id, undefined, 0)).update.version).toBe(info.version);
      expect(loads).toHaveBeenCalledTimes(1);
      loads.mockRestore();
      await again.close();
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
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
