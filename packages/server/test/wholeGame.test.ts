/** A whole game of each title, one WebSocket client per seat, against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverGames } from '../src/games';
import { playWholeGame, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('whole games over the wire', () => {
  for (const game of Object.values(serverGames)) {
    for (const players of [game.facts.minPlayers, game.facts.maxPlayers]) {
      it(`${game.id}, ${players} players, one client per seat`, async () => {
        const r = await playWholeGame(server.url, game, players);
        expect(r.final.status).toBe('finished');
        expect(r.final.outcome).not.toBeNull();
        // Every seat saw the same end, and the stored record replays to that outcome.
        for (const f of r.finals) expect(f.outcome).toEqual(r.final.outcome);
        expect(game.outcome(r.replayed)).toEqual(r.final.outcome);
        expect(r.record.actions.length).toBe(r.final.version);
        const acked = r.players.reduce((n, p) => n + p.stats.actions, 0);
        expect(acked).toBe(r.final.version);
        for (const p of r.players) expect(p.stats.lastErrors).toEqual([]);
        for (const s of r.seats) await s.client.close();
        await r.spectator.close();
      });
    }
  }
});
