/**
 * Issue 26: a client that connected with `patch=1` is sent each view as a patch from the one it
 * last received (engine patch.ts) — the same view, in a fraction of the bytes. Whole games: the
 * same seat on two connections, one reading patches and one whole views, must see the same views.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch, chooseRandom, newRandomMemory, Rng } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { autoPlay } from '../src/bench/autoPlayer';
import { WireClient } from '../src/bench/client';
import type { LiveMatch } from '../src/match/liveMatch';
import { updateMessage } from '../src/net/messages';
import type { ServerMessage } from '@tabula/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Update = Extract<ServerMessage, { t: 'update' }>;

/** Every update a connection receives, as sent (WireClient fills a patched update's view in). */
function updatesOf(client: WireClient): Array<{ u: Update }> {
  const out: Array<{ u: Update }> = [];
  client.ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as ServerMessage;
    if (m.t === 'update') out.push({ u: m });
  });
  return out;
}

describe('views as patches (issue 26)', () => {
  for (const game of [loyang, hansa])
    it(`${game.id}: a seat reading patches sees every view the seat reading whole views sees, for a fraction of the bytes`, async () => {
      const { info, seats } = await seatedMatch(server.url, game.id, 2, {}, `patch-${game.id}`);
      const [a, b] = seats as [(typeof seats)[0], (typeof seats)[0]];
      // Seat 0 once more on each kind of connection, neither batching, to compare frame by frame.
      const patched = await WireClient.connect(server.url, { batch: false, patch: true });
      const whole = await WireClient.connect(server.url, { batch: false, patch: false });
      const viaPatch = updatesOf(patched);
      const viaWhole = updatesOf(whole);
      await patched.hello(info.id, a.token);
      await whole.hello(info.id, a.token);
      const players = seats.map((s) => autoPlay(s.client, s.seat, { game, random: Rng.seed(`patch:${s.seat}`) }));
      a.client.send({ t: 'hello', matchId: info.id, token: a.token });
      b.client.send({ t: 'hello', matchId: info.id, token: b.token });
      // 120 moves in all: enough for every kind of change, short enough for the suite.
      await new Promise<void>((resolve) => {
        const off = whole.onMessage((m) => {
          if (m.t === 'update' && (m.version >= 120 || m.outcome)) {
            off();
            resolve();
          }
        });
      });
      for (const p of players) p.stop();
      await new Promise((r) => setTimeout(r, 100));

      const byVersion = new Map(viaWhole.map(({ u }) => [u.version, u]));
      let view: unknown = null;
      let patches = 0;
      for (const { u } of viaPatch) {
        if (u.patch) {
          patches++;
          view = applyPatch(view, u.patch);
        } else view = u.view;
        const w = byVersion.get(u.version);
        if (w) expect(JSON.stringify(view), `view at version ${u.version}`).toBe(JSON.stringify(w.view));
      }
      // Only the greeting is whole; the same versions reached both connections.
      expect(viaPatch[0]!.u.view).toBeDefined();
      expect(patches).toBe(viaPatch.length - 1);
      expect(viaPatch.map(({ u }) => u.version)).toEqual(viaWhole.map(({ u }) => u.version));
      expect(viaWhole.every(({ u }) => u.patch === undefined && u.view !== undefined)).toBe(true);
      // The view part of the updates after the greeting (the legal list and the rest are the same).
      const bytes = (xs: unknown[]) => xs.reduce<number>((t, x) => t + JSON.stringify(x).length, 0);
      expect(bytes(viaPatch.slice(1).map(({ u }) => u.patch))).toBeLessThan(
        bytes(viaWhole.slice(1).map(({ u }) => u.view)) / 5,
      );
      await Promise.all([patched.close(), whole.close(), ...seats.map((s) => s.client.close())]);
    });

  it('a greeting always carries the whole view, even with since: the server cannot know what a greeting client holds', async () => {
    const { info, seats } = await seatedMatch(server.url, 'loyang', 2, {}, 'patch-greeting');
    const c = await WireClient.connect(server.url, { patch: true });
    const first = await c.hello(info.id, seats[0]!.token);
    const again = await c.hello(info.id, seats[0]!.token, first.update.version);
    expect(again.update.patch).toBeUndefined();
    expect(again.update.view).toEqual(first.update.view);
    await Promise.all([c.close(), ...seats.map((s) => s.client.close())]);
  });

  it('patches only from the version the connection holds: one left behind by a newer greeting gets the whole view', () => {
    // A Loyang match as updateMessage reads it, moved on by random moves.
    const rng = Rng.seed('behind');
    const memory = newRandomMemory(2);
    let state = loyang.setup({ players: 2, seed: 'behind' });
    const m = {
      game: loyang,
      version: 0,
      log: [],
      logBase: 0,
      outcome: null,
      activeJson: '[]',
    } as unknown as LiveMatch & { state: unknown; version: number };
    Object.assign(m, {
      state,
      legalJsonOf: () => '[]',
      undoOf: () => false,
      seatInfo: () => [],
      clockView: () => null,
    });
    const step = () => {
      const seat = loyang.activeSeats(state)[0]!;
      state = loyang.apply(
        state,
        seat,
        chooseRandom(loyang, loyang.legalActions(state, seat), seat, rng, memory),
      ).state;
      m.state = state;
      m.version++;
    };
    const read = (text: string) => JSON.parse(text) as Update;
    step();
    expect(read(updateMessage(m, 0, 0, {}, true)).version).toBe(1);
    step();
    // A second connection of seat 0 greets at version 2; the first still holds version 1.
    const greeted = read(updateMessage(m, 0, 0, {}, false));
    step();
    const late = read(updateMessage(m, 0, 1, {}, true));
    expect(late.patch).toBeUndefined();
    expect(late.view).toEqual(loyang.view(state, 0));
    const current = read(updateMessage(m, 0, 2, {}, true));
    expect(current.base).toBe(2);
    expect(current.view).toBeUndefined();
    expect(applyPatch(greeted.view, current.patch!)).toEqual(loyang.view(state, 0));
  });
});
