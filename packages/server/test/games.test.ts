/**
 * A whole game of each title played over the wire — one WebSocket client per seat plus a
 * spectator — against the real server; then every update each connection received is checked
 * against a replay of the stored record (no hidden information, nothing missing, nothing extra).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireClient } from '../src/bench/client';
import { autoPlay } from '../src/bench/autoPlayer';
import { serverGames } from '@tabula/wire/games';
import { hashToken } from '../src/seats/tokens';
import { playWholeGame, seatedMatch, spawnServer, stopServer } from './helpers';
import { checkDigests } from './wireCheck';

// The real command line in a child process, so the server and the clients run on separate cores.
// WAL without an fsync per commit: this suite is about the wire (crash.test.ts covers the default).
const dir = mkdtempSync(join(tmpdir(), 'tabula-games-'));
let server: { child: ChildProcess; url: string };
beforeAll(async () => {
  server = await spawnServer(dir, ['--sync', 'normal']);
}, 40_000);
afterAll(async () => {
  if (server) await stopServer(server.child);
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Random Hansa games run 10k–90k actions. Hansa has no simultaneous moves, so a fixed match seed
 * and seeded clients replay one game exactly: `v4-21` is the shortest of 50 seeds tried (9,750
 * actions with 4 players), which keeps this suite within its time budget.
 */
const tables: Array<[string, number, string?]> = [
  ['nim', 2],
  ['nim', 4],
  ['loyang', 1],
  ['loyang', 3],
  ['hansa', 4, 'v4-21'],
];

describe('whole games over the wire, every message checked', () => {
  for (const [id, players, seed] of tables) {
    const game = serverGames[id];
    it.skipIf(!game)(
      `${id}, ${players} player(s)`,
      async () => {
        const r = await playWholeGame(server.url, game!, players, seed);
        expect(r.final.status).toBe('finished');
        for (const f of r.finals) expect(f.outcome).toEqual(r.final.outcome);
        expect(game!.outcome(replay(game!, r.record))).toEqual(r.final.outcome);
        expect(r.record.actions.length).toBe(r.final.version);
        expect(r.autos.reduce((n, p) => n + p.stats.actions, 0)).toBe(r.final.version);
        // A rate limit (200 messages/s a connection) may drop a fast random player's action; the
        // player sends it again. Any other error is a failure.
        for (const p of r.autos) expect(p.stats.lastErrors.filter((e) => !e.startsWith('rate-limited'))).toEqual([]);
        const tokens = r.seats.flatMap((s) => [s.token, hashToken(s.token)]);
        checkDigests(game!, r.record, r.digests, tokens);
        if (game!.facts.hiddenInformation)
          expect(JSON.stringify(r.digests.map((d) => d.updates.map((u) => u.events)))).toContain('to');
      },
      120_000,
    );
  }

  it('nim: no seat learns another seat’s bid before all have bid (N-1)', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 3);
    const autos = await Promise.all(
      seats.map(async (s) =>
        autoPlay(s.client, s.seat, { initial: (await s.client.hello(info.id, s.token)).update, game: serverGames.nim }),
      ),
    );
    await Promise.all(autos.map((a) => a.done));
    for (const s of seats) {
      for (const m of s.client.received) {
        if (m.t !== 'update') continue;
        const v = m.view as { phase: string; bids: unknown[] };
        if (v.phase === 'bid') v.bids.forEach((b, i) => i !== s.seat && expect([null, 'hidden']).toContain(b));
        for (const e of m.events) for (const ev of e.events) if (ev.type === 'ownBid') expect(ev.seat).toBe(s.seat);
      }
      await s.client.close();
    }
  });

  it('the spectator of a running match gets no legal actions and no private events', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2);
    for (const s of seats) await s.client.hello(info.id, s.token);
    const a = seats[0]!;
    const spec = await WireClient.connect(server.url);
    await spec.hello(info.id);
    const got = spec.next('update');
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 } });
    const u = await got;
    expect(u.legal).toEqual([]);
    expect(u.events[0]!.events).toEqual([{ type: 'bid', seat: 0 }]);
    expect(JSON.stringify(u)).not.toContain('"n":3');
    await Promise.all([spec.close(), ...seats.map((s) => s.client.close())]);
  });
});
