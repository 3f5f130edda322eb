/**
 * Several instances when something fails (issue 26): Redis down for a few seconds, an instance
 * killed with SIGKILL mid-game, an instance asked to stop (SIGTERM, a rolling restart). Real
 * `tabula serve` processes over one PostgreSQL schema and a redis-server on loopback.
 */
import { type GameRecord, replay } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { autoPlay } from '../src/bench/autoPlayer';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import { hashToken } from '../src/seats/tokens';
import type { MatchInfo } from '@tabula/wire';
import { missing, resilientSeat, type SeatRun, useCluster } from './clusterSetup';
import { checkDigests, digest } from './wireCheck';
import { stopServer } from './helpers';

const cluster = useCluster(3);

const loyang = serverGames.loyang!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the match (read from `url`) has reached `version`. */
async function reached(url: string, id: string, version: number): Promise<void> {
  while ((await api<MatchInfo>(url, 'GET', `/api/matches/${id}`)).version < version) await sleep(50);
}

/** Every acknowledged action is stored exactly once, where its update said. */
function ackedOnce(record: GameRecord, runs: Array<{ seat: number; run: SeatRun }>): void {
  const versions = new Set<number>();
  for (const { seat, run } of runs)
    for (const a of run.acked) {
      expect(versions.has(a.version), `version ${a.version} acknowledged twice`).toBe(false);
      versions.add(a.version);
      expect(record.actions[a.version - 1]).toEqual({ seat, action: a.action });
    }
}

/** A Loyang match of two people and a random bot, created and joined on `on` (whose instance then drives the bot). */
async function matchWithBot(on: string) {
  const info = await createMatch(on, { game: 'loyang', players: 3, seats: [{}, {}, { bot: 'random' }] });
  const t0 = (await joinMatch(on, info.id, { name: 'Ann' })).token;
  const t1 = (await joinMatch(on, info.id, { name: 'Bea' })).token;
  return { id: info.id, tokens: [t0, t1] };
}

describe.skipIf(missing !== null)('several instances when something fails', () => {
  it('Redis down for 3 seconds: play goes on, /healthz says so, and no update is lost', async () => {
    const [a, b, c] = cluster().urls as [string, string, string];
    const info = await createMatch(a, { game: 'loyang', players: 2 });
    const tokens = [
      (await joinMatch(a, info.id, { name: 'Ann' })).token,
      (await joinMatch(b, info.id, { name: 'Bea' })).token,
    ];
    const seats = [await WireClient.connect(a, { keep: false }), await WireClient.connect(b, { keep: false })];
    const spectator = await WireClient.connect(c, { keep: false });
    const digests = [digest(seats[0]!, 0), digest(seats[1]!, 1), digest(spectator, 'spectator')];
    const versions: Array<Set<number>> = [new Set(), new Set(), new Set()];
    [...seats, spectator].forEach((cl, i) =>
      cl.onMessage((m) => m.t === 'update' && m.events.forEach((e) => versions[i]!.add(e.version))),
    );
    const autos = seats.map((cl, seat) => {
      const p = autoPlay(cl, seat, { game: loyang, thinkMs: 5 });
      cl.send({ t: 'hello', matchId: info.id, token: tokens[seat] });
      return p;
    });
    const watched = new Promise<void>((resolve) =>
      spectator.onMessage((m) => m.t === 'update' && m.outcome && resolve()),
    );
    spectator.send({ t: 'hello', matchId: info.id });

    await reached(c, info.id, 20);
    await cluster().redis.kill();
    const down = await fetch(`${c}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, database: 'up', redis: 'down' });
    // Play goes on while Redis is down: each instance stores what it applies, and the others read it.
    const during = (await api<MatchInfo>(a, 'GET', `/api/matches/${info.id}`)).version;
    await sleep(3_000);
    expect((await api<MatchInfo>(a, 'GET', `/api/matches/${info.id}`)).version).toBeGreaterThan(during);
    await cluster().redis.start();

    const finals = await Promise.all(autos.map((p) => p.done));
    await watched;
    const record = await api<GameRecord>(b, 'GET', `/api/matches/${info.id}/record`);
    await Promise.all([...seats, spectator].map((cl) => cl.close()));
    expect(loyang.outcome(replay(loyang, record))).toEqual(finals[0]!.outcome);
    // Every connection heard every version, each checked against the engine's replay.
    for (const v of versions) expect(v.size).toBe(record.actions.length);
    checkDigests(
      loyang,
      record,
      digests,
      tokens.flatMap((t) => [t, hashToken(t)]),
    );
    expect((await fetch(`${c}/healthz`)).status).toBe(200);
  }, 90_000);

  it('SIGKILL of the instance driving a match: another takes its bot over within seconds; every acknowledged action is stored once; clients reconnect and finish', async () => {
    const driver = cluster().alive()[0]!;
    const { id, tokens } = await matchWithBot(driver.url);
    const urls = () =>
      cluster()
        .alive()
        .map((i) => i.url);
    const seats = tokens.map((token, seat) =>
      resilientSeat(urls, seat, id, token, seat, loyang).then((run) => ({ seat, run })),
    );
    const other = cluster().alive()[1]!.url;
    await reached(other, id, 30);
    const killedAt = (await api<MatchInfo>(other, 'GET', `/api/matches/${id}`)).version;
    await stopServer(driver.child, 'SIGKILL');

    const runs = await Promise.all(seats);
    const record = await api<GameRecord>(other, 'GET', `/api/matches/${id}/record`);
    const info = await api<MatchInfo>(other, 'GET', `/api/matches/${id}`);
    expect(info.status).toBe('finished');
    expect(record.actions.length).toBe(info.version);
    expect(loyang.outcome(replay(loyang, record))).toEqual(info.outcome);
    ackedOnce(record, runs);
    // The bot played on after the kill (its lease was taken over), and seat 0's client moved.
    expect(record.actions.slice(killedAt + 5).some((a) => a.seat === 2)).toBe(true);
    expect(runs[0]!.run.connections).toBeGreaterThan(1);
    for (const { run } of runs) expect(run.errors).toEqual([]);
  }, 90_000);

  it('SIGTERM (a rolling restart): the instance hands its matches over and closes its sockets with 1012; clients reconnect elsewhere and finish', async () => {
    const leaving = cluster().alive()[0]!;
    const { id, tokens } = await matchWithBot(leaving.url);
    const urls = () =>
      cluster()
        .alive()
        .map((i) => i.url);
    const seats = tokens.map((token) =>
      resilientSeat(urls, 0, id, token, tokens.indexOf(token), loyang).then((run) => ({
        seat: tokens.indexOf(token),
        run,
      })),
    );
    const stay = cluster().alive()[1]!.url;
    await reached(stay, id, 30);
    const stoppedAt = (await api<MatchInfo>(stay, 'GET', `/api/matches/${id}`)).version;
    await stopServer(leaving.child, 'SIGTERM');
    expect(leaving.child.exitCode).toBe(0);

    const runs = await Promise.all(seats);
    const record = await api<GameRecord>(stay, 'GET', `/api/matches/${id}/record`);
    const info = await api<MatchInfo>(stay, 'GET', `/api/matches/${id}`);
    expect(info.status).toBe('finished');
    expect(loyang.outcome(replay(loyang, record))).toEqual(info.outcome);
    ackedOnce(record, runs);
    expect(record.actions.slice(stoppedAt + 5).some((a) => a.seat === 2)).toBe(true);
    // Both people were on the stopping instance: each was told to reconnect (1012), none saw an error.
    for (const { run } of runs) {
      expect(run.closeCodes).toEqual([1012]);
      expect(run.errors).toEqual([]);
    }
  }, 90_000);
});
