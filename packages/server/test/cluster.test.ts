/**
 * Several instances serving one site (issue 26): three `tabula serve` processes over one
 * PostgreSQL schema and one Redis. Clients of one match are spread over them; every message each
 * received is checked against a replay of the stored record. And two instances receiving actions
 * for one match at the same moment never both apply one against the same version.
 */
import { replay } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { autoPlay } from '../src/bench/autoPlayer';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import { hashToken } from '../src/seats/tokens';
import type { MatchInfo } from '@tabula/wire';
import { missing, useCluster } from './clusterSetup';
import { checkDigests, digest } from './wireCheck';
import { type GameRecord, Rng } from '@tabula/engine';
import { createBot } from '@tabula/bots';

const cluster = useCluster(3);

/** Every instance reports itself healthy: database and Redis reachable. */
async function health(url: string) {
  const res = await fetch(`${url}/healthz`);
  return {
    status: res.status,
    body: (await res.json()) as { ok: boolean; store: string; instance: string; database: string; redis: string },
  };
}

describe.skipIf(missing !== null)('three instances, one site', () => {
  it('each instance answers /healthz with its database and Redis, and /metrics with its own counters', async () => {
    const seen = new Set<string>();
    for (const url of cluster().urls) {
      const h = await health(url);
      expect(h.status).toBe(200);
      expect(h.body).toMatchObject({ ok: true, store: 'postgres', database: 'up', redis: 'up' });
      seen.add(h.body.instance);
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toContain(`tabula_cluster_redis_up{instance="${h.body.instance}"} 1`);
    }
    expect(seen.size).toBe(3);
  });

  // Random play ends a Loyang game in a few hundred actions but a Hansa game only after
  // 10,000–90,000: the Hansa seats play the heuristic bot (a whole game in 500–800 actions).
  for (const [id, players, seed, player] of [
    ['loyang', 3, undefined, 'random'],
    ['hansa', 3, 'cluster-hansa', 'heuristic'],
  ] as const) {
    it(`${id}, ${players} players on three instances and a spectator on each, a whole game (${player} play): every update is the engine's, every final view equal`, async () => {
      const game = serverGames[id]!;
      const urls = cluster().urls;
      const names = Array.from({ length: players }, (_, i) => ({ name: `player ${i}` }));
      // Created on one instance, joined on another, played on all three.
      const info = await createMatch(urls[0]!, { game: id, players, ...(seed ? { seed, seats: names } : {}) });
      const tokens: string[] = [];
      for (let i = 0; i < players; i++)
        tokens.push(
          seed ? info.tokens![i]!.token : (await joinMatch(urls[(i + 1) % 3]!, info.id, { name: `player ${i}` })).token,
        );
      const seats = await Promise.all(
        tokens.map(async (token, seat) => ({
          seat,
          token,
          client: await WireClient.connect(urls[seat % 3]!, { keep: false }),
        })),
      );
      const spectators = await Promise.all(urls.map((u) => WireClient.connect(u, { keep: false })));
      const all = [...seats.map((s) => s.client), ...spectators];
      const digests = [...seats.map((s) => digest(s.client, s.seat)), ...spectators.map((c) => digest(c, 'spectator'))];
      const last = all.map(() => ({ version: -1, view: null as unknown }));
      all.forEach((c, i) =>
        c.onMessage(
          (m) => m.t === 'update' && m.version >= last[i]!.version && (last[i] = { version: m.version, view: m.view }),
        ),
      );
      const autos = seats.map((s) => {
        const bot = player === 'heuristic' ? createBot(game, 'heuristic', `${seed}:${s.seat}`) : null;
        const p = autoPlay(s.client, s.seat, {
          game,
          ...(seed ? { random: Rng.seed(`${seed}:${s.seat}`) } : {}),
          ...(bot ? { choose: (u: { view: unknown; legal: unknown[] }) => bot.choose(u.view, s.seat, u.legal) } : {}),
        });
        s.client.send({ t: 'hello', matchId: info.id, token: s.token });
        return p;
      });
      const watched = spectators.map(
        (c) => new Promise<void>((resolve) => c.onMessage((m) => m.t === 'update' && m.outcome && resolve())),
      );
      for (const c of spectators) c.send({ t: 'hello', matchId: info.id });
      const finals = await Promise.all(autos.map((p) => p.done));
      await Promise.all(watched);
      const final = await api<MatchInfo>(urls[2]!, 'GET', `/api/matches/${info.id}`);
      const record = await api<GameRecord>(urls[1]!, 'GET', `/api/matches/${info.id}/record`);
      await Promise.all(all.map((c) => c.close()));

      expect(final.status).toBe('finished');
      for (const f of finals) expect(f.outcome).toEqual(final.outcome);
      const state = replay(game, record);
      expect(game.outcome(state)).toEqual(final.outcome);
      expect(record.actions.length).toBe(final.version);
      // Every acknowledged action is in the log exactly once, where its ack said.
      const acked = autos.flatMap((p, seat) => p.stats.acked.map((a) => ({ ...a, seat })));
      expect(acked.length).toBe(final.version);
      for (const a of acked) expect(record.actions[a.version - 1]).toEqual({ seat: a.seat, action: a.action });
      for (const p of autos)
        expect(p.stats.lastErrors.filter((e) => !e.startsWith('rate-limited') && !e.startsWith('stale'))).toEqual([]);
      checkDigests(
        game,
        record,
        digests,
        tokens.flatMap((t) => [t, hashToken(t)]),
      );
      last.forEach((l, i) =>
        expect(l.view, `final view of connection ${i}`).toEqual(game.view(state, i < players ? i : 'spectator')),
      );
    }, 180_000);
  }

  it('one seat acting on two instances at the same moment: exactly one of its actions is applied, the other is refused stale', async () => {
    const [a, b] = cluster().urls;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const info = await createMatch(a!, { game: 'nim', players: 2 });
        const t0 = (await joinMatch(a!, info.id, { name: 'Ann' })).token;
        await joinMatch(b!, info.id, { name: 'Bea' });
        const [ca, cb] = await Promise.all([WireClient.connect(a!), WireClient.connect(b!)]);
        await Promise.all([ca.hello(info.id, t0), cb.hello(info.id, t0)]);
        // Both connections of seat 0 bid against version 0, on two instances, at once.
        const stale = [ca, cb].map((c) =>
          c
            .next('error', (e) => e.code === 'stale', 3_000)
            .then(
              () => true,
              () => false,
            ),
        );
        ca.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
        cb.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
        const refused = await Promise.all(stale);
        await Promise.all([ca.close(), cb.close()]);
        const { rows } = await cluster().query<{ seat: number; action: string }>(
          'SELECT seat, action FROM actions WHERE match_id = $1',
          [info.id],
        );
        // One bid stored, never two against version 0; the other connection was told so.
        expect(rows.length).toBe(1);
        const stored = (JSON.parse(rows[0]!.action) as { n: number }).n;
        expect(refused).toEqual(stored === 1 ? [false, true] : [true, false]);
      }),
    );
  });

  it('presence: a seat connected to one instance shows as connected on the others, and as gone once it leaves', async () => {
    const [a, b] = cluster().urls;
    const info = await createMatch(a!, { game: 'nim', players: 2 });
    const t0 = (await joinMatch(a!, info.id, { name: 'Ann' })).token;
    await joinMatch(b!, info.id, { name: 'Bea' });
    const watcher = await WireClient.connect(b!);
    const { update } = await watcher.hello(info.id);
    expect(update.seats[0]!.connected).toBe(false);
    const ann = await WireClient.connect(a!);
    const here = watcher.next('seats', (m) => m.seats[0]!.connected);
    await ann.hello(info.id, t0);
    await here;
    const gone = watcher.next('seats', (m) => !m.seats[0]!.connected);
    await ann.close();
    await gone;
    await watcher.close();
  });

  it('two seats bidding at once on two instances (a simultaneous phase): both bids are applied, one after the other', async () => {
    const [a, b] = cluster().urls;
    for (let i = 0; i < 6; i++) {
      const info = await createMatch(a!, { game: 'nim', players: 2 });
      const t0 = (await joinMatch(a!, info.id, { name: 'Ann' })).token;
      const t1 = (await joinMatch(b!, info.id, { name: 'Bea' })).token;
      const [ca, cb] = await Promise.all([WireClient.connect(a!), WireClient.connect(b!)]);
      await Promise.all([ca.hello(info.id, t0), cb.hello(info.id, t1)]);
      const both = [ca, cb].map((c) => c.next('update', (u) => u.version === 2));
      ca.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
      cb.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
      await Promise.all(both);
      for (const c of [ca, cb]) {
        const events = c.received.flatMap((m) => (m.t === 'update' ? m.events : []));
        expect(events.map((e) => `${e.version}:${e.seat}`).sort()).toEqual(
          expect.arrayContaining([expect.stringMatching(/^1:/), expect.stringMatching(/^2:/)]),
        );
        expect(new Set(events.map((e) => e.seat))).toEqual(new Set([0, 1]));
      }
      expect((await api<MatchInfo>(b!, 'GET', `/api/matches/${info.id}`)).version).toBe(2);
      await Promise.all([ca.close(), cb.close()]);
    }
  });

  it('a seat’s chat limit is counted once for the cluster: moving to another instance gives it no more lines (issue 41)', async () => {
    const urls = cluster().urls;
    const info = await createMatch(urls[0]!, { game: 'nim', players: 2 });
    const token = (await joinMatch(urls[0]!, info.id, { name: 'talker' })).token;
    await joinMatch(urls[0]!, info.id, { name: 'other' });
    const answers: string[] = [];
    for (const url of [urls[1]!, urls[2]!]) {
      const c = await WireClient.connect(url);
      await c.hello(info.id, token);
      for (let i = 0; i < 5; i++) {
        const text = `line ${answers.length}`;
        const heard = c.next('chat', (m) => m.entries.some((e) => e.text === text)).then(() => 'said');
        const refused = c.next('error').then((e) => e.code);
        c.send({ t: 'chat', text });
        answers.push(await Promise.race([heard, refused]));
        heard.catch(() => undefined);
        refused.catch(() => undefined);
      }
      await c.close();
    }
    // Before: 5 lines a socket, 10 in all; now the seat's bucket in Redis: 5, then one every 2 s.
    expect(answers.filter((a) => a === 'said').length).toBeLessThan(8);
    expect(answers).toContain('rate-limited');
  });
});
