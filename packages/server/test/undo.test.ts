/**
 * Issue 24, undo on the server: `{ type: 'undo' }` is checked like any action (a stale version, a
 * seat that did not act last, an action past a barrier → a refusal naming its rule, nothing
 * changed), stored in the log so that replay — and a cold restore — rebuild the same state and the
 * same undo trail, and snapshots wait until nothing can be undone.
 */
import { replay, stateHash, UNDO } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveMatch } from '../src/match/liveMatch';
import type { ServerMessage } from '@tabula/wire';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { MatchInfo } from '@tabula/wire';
import { seatedMatch, startTestServer, type SeatClient, type TestServer } from './helpers';

type Update = Extract<ServerMessage, { t: 'update' }>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** Sends an action and resolves with the update at `version + 1` or the refusal. */
async function act(
  s: SeatClient,
  version: number,
  action: object,
): Promise<Update | Extract<ServerMessage, { t: 'error' }>> {
  const reply = Promise.race([s.client.next('update', (u) => u.version > version), s.client.next('error')]);
  s.client.send({ t: 'act', version, action: action as Record<string, unknown> });
  return reply;
}

describe('undo through the server (nim)', () => {
  it('allows taking back a chosen heap, refuses a stale, foreign or past-barrier undo, and stores it so the log replays exactly', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2, {}, 'undo-server');
    const [a, b] = seats as [SeatClient, SeatClient];
    await a.client.hello(info.id, a.token);
    await b.client.hello(info.id, b.token);
    await act(a, 0, { type: 'bid', n: 3 });
    const afterBids = (await act(b, 1, { type: 'bid', n: 1 })) as Update;
    // The update tells the seat why its own last action cannot be taken back.
    expect(afterBids.undo).toEqual({
      ruleId: 'ENGINE-UNDO-HIDDEN',
      message: expect.stringMatching(/bids were revealed \(N-2\)/),
    });

    // The last bid revealed every bid (N-2): it may not be taken back.
    const revealed = await act(b, 2, UNDO);
    expect(revealed).toMatchObject({ t: 'error', code: 'illegal', ruleId: 'ENGINE-UNDO-HIDDEN' });
    expect((revealed as { message: string }).message).toMatch(/bids were revealed \(N-2\)/);

    const chosen = (await act(a, 2, { type: 'heap', heap: 0 })) as Update;
    expect(chosen.version).toBe(3);
    expect(chosen.undo).toBe(true);
    expect(((await b.client.seen('update', (u) => u.version === 3)) as Update).undo).toBe(false);
    expect(await act(b, 3, UNDO)).toMatchObject({ t: 'error', ruleId: 'ENGINE-UNDO-OTHER' });
    expect(await act(a, 2, UNDO)).toMatchObject({ t: 'error', code: 'stale' });

    const live = (await server.service.open(info.id))!;
    expect(live.snapshotDue(1)).toBe(false);
    const undone = (await act(a, 3, UNDO)) as Update;
    expect(undone.version).toBe(4);
    expect(undone.view).toEqual(((await a.client.seen('update', (u) => u.version === 2)) as Update).view);
    expect(undone.events.at(-1)).toEqual({ version: 4, seat: 0, events: [{ type: 'undo', seat: 0 }] });
    expect(undone.undo).toBe(false);
    expect(live.snapshotDue(1)).toBe(true);

    await act(a, 4, { type: 'heap', heap: 1 });
    const taken = (await act(a, 5, { type: 'take', n: 1 })) as Update;
    expect(taken.version).toBe(6);
    expect(taken.undo).toMatchObject({ ruleId: 'ENGINE-UNDO-ENDED' });
    expect(await act(a, 6, UNDO)).toMatchObject({ t: 'error', ruleId: 'ENGINE-UNDO-ENDED' });
    const heapB = (await act(b, 6, { type: 'heap', heap: 2 })) as Update;
    expect(heapB.undo).toBe(true);

    // The stored log holds the undo; replay and a cold restore agree with the live match.
    const actions = await server.store.loadActions(info.id);
    expect(actions.map((x) => (x.action as { type: string }).type)).toEqual([
      'bid',
      'bid',
      'heap',
      'undo',
      'heap',
      'take',
      'heap',
    ]);
    const record = { game: 'nim', engineVersion: '0.1.0', players: 2, options: {}, seed: 'undo-server', actions };
    expect(stateHash(replay(nim, record))).toBe(stateHash(live.state));
    const restored = LiveMatch.restore(nim, (await server.store.getMatch(info.id))!, null, actions);
    expect(stateHash(restored.state)).toBe(stateHash(live.state));
    expect(restored.undoOf(1)).toBe(true);
    expect(restored.undoOf(0)).toBe(false);
    await a.client.close();
    await b.client.close();
  });

  it('an undo restarts no turn-based deadline, so undoing and redoing cannot stall a match', async () => {
    const HOUR = 3600_000;
    let now = 1_000_000;
    const own = await startTestServer({ now: () => now });
    try {
      const m = await createMatch(own.url, {
        game: 'nim',
        players: 2,
        absentBot: 'random',
        clock: { kind: 'turn', turnMs: 24 * HOUR },
      });
      const seats: SeatClient[] = [];
      for (let i = 0; i < 2; i++) {
        const j = await joinMatch(own.url, m.id, { name: `p${i}` });
        const client = await WireClient.connect(own.url);
        await client.hello(m.id, j.token);
        seats.push({ seat: j.seat, token: j.token, client });
      }
      const [a, b] = seats as [SeatClient, SeatClient];
      await act(a, 0, { type: 'bid', n: 3 });
      await act(b, 1, { type: 'bid', n: 1 });
      now += HOUR;
      const chosen = (await act(a, 2, { type: 'heap', heap: 0 })) as Update;
      // Issue 41: an action after which the seat still owes restarts nothing; its deadline runs on.
      expect(chosen.clock!.seats[0]).toEqual({ leftMs: 23 * HOUR, running: true });
      now += 2 * HOUR;
      const undone = (await act(a, 3, UNDO)) as Update;
      expect(undone.clock!.seats[0]!.leftMs).toBe(21 * HOUR);
      expect((await api<MatchInfo>(own.url, 'GET', `/api/matches/${m.id}`)).clock!.seats[0]!.leftMs).toBe(21 * HOUR);
      await a.client.close();
      await b.client.close();
    } finally {
      await own.close();
    }
  });
});
