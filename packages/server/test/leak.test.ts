/**
 * Hidden information over the wire, for each game: every message each connection (each seat and
 * a spectator) receives during a whole game is checked against the engine. Each update's view is
 * exactly `game.view(state, viewer)` of that version, its legal list is the seat's own, its events
 * are exactly `eventsFor(events, viewer)`; no message carries the seed, the PRNG state, token
 * hashes or anything addressed to another seat.
 */
import { type AnyGame, applyAction, eventsFor, type GameEvent, type Viewer } from '@tabula/engine';
import { leakedSecrets } from '@tabula/engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireClient } from '../src/client';
import { serverGames } from '../src/games';
import { hashToken } from '../src/tokens';
import { playWholeGame, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function checkConnection(game: AnyGame, states: unknown[], events: GameEvent[][], client: WireClient, viewer: Viewer, secrets: string[]) {
  let updates = 0;
  for (const raw of client.raw) expect(leakedSecrets(raw, secrets), `secret in a message to ${viewer}`).toEqual([]);
  for (const m of client.received) {
    if (m.t === 'error') throw new Error(`${viewer} got an error: ${m.message}`);
    if (m.t !== 'update') continue;
    updates++;
    const state = states[m.version];
    expect(m.view, `view of ${viewer} at version ${m.version}`).toEqual(JSON.parse(JSON.stringify(game.view(state, viewer))));
    const legal = viewer === 'spectator' || !game.activeSeats(state).includes(viewer) ? [] : game.legalActions(state, viewer);
    expect(m.legal).toEqual(JSON.parse(JSON.stringify(legal)));
    for (const e of m.events) {
      expect(e.events).toEqual(JSON.parse(JSON.stringify(eventsFor(events[e.version - 1]!, viewer))));
      for (const ev of e.events) expect(ev.to === undefined || (viewer !== 'spectator' && (ev.to as number[]).includes(viewer))).toBe(true);
    }
    for (const s of m.seats) expect(Object.keys(s).sort()).toEqual(['bot', 'connected', 'name', 'seat']);
  }
  expect(updates).toBeGreaterThan(0);
}

describe('no hidden information over the wire', () => {
  for (const game of Object.values(serverGames)) {
    it(`${game.id}: every message to every seat and a spectator`, async () => {
      const players = Math.min(game.facts.maxPlayers, Math.max(game.facts.minPlayers, 3));
      const r = await playWholeGame(server.url, game, players);
      // Rebuild every state and its events from the record.
      const states: unknown[] = [game.setup({ players, seed: r.record.seed, options: r.record.options })];
      const events: GameEvent[][] = [];
      for (const { seat, action } of r.record.actions) {
        const next = applyAction(game, states.at(-1), seat, action);
        states.push(next.state);
        events.push(next.events);
      }
      const secrets = [String(r.record.seed), ...r.seats.map((s) => s.token), ...r.seats.map((s) => hashToken(s.token))];
      for (const s of states) {
        const rng = (s as { rng?: number[] }).rng;
        if (rng) secrets.push(rng.join(','));
      }
      for (const s of r.seats) checkConnection(game, states, events, s.client, s.seat, secrets);
      checkConnection(game, states, events, r.spectator, 'spectator', secrets);

      // The spectator never got a private event; each seat got only its own.
      const privateCount = events.flat().filter((e) => e.to !== undefined).length;
      if (game.facts.hiddenInformation) expect(privateCount).toBeGreaterThan(0);
      for (const s of r.seats) await s.client.close();
      await r.spectator.close();
    });
  }

  it('nim: no seat learns another seat’s bid before all have bid (N-1)', async () => {
    const game = serverGames.nim!;
    const r = await playWholeGame(server.url, game, 3);
    for (const s of r.seats)
      for (const m of s.client.received) {
        if (m.t !== 'update') continue;
        const v = m.view as { phase: string; bids: unknown[] };
        if (v.phase === 'bid') v.bids.forEach((b, i) => i !== s.seat && expect([null, 'hidden']).toContain(b));
        for (const e of m.events) for (const ev of e.events) if (ev.type === 'ownBid') expect(ev.seat).toBe(s.seat);
      }
  });
});
