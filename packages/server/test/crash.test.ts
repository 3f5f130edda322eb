/**
 * Crash safety: a `tabula serve` child process (SQLite, default fsync per commit) is killed with
 * SIGKILL while several games are being played, then restarted on the same database. Every
 * acknowledged action is in the log at the position it was acknowledged at, the games continue,
 * the clients reconnect (with `since`) and finish; bots resume their seats.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GameRecord, Rng } from '@tabula/engine';
import { afterAll, expect, it } from 'vitest';
import { type AutoPlayer, autoPlay } from '../src/bench/autoPlayer';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import type { MatchInfo } from '@tabula/wire';
import { spawnServer, stopServer } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'tabula-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const serve = () =>
  spawnServer(dir, ['--bot-threads', '1']).then((r) => {
    children.push(r.child);
    return r;
  });

interface Seat {
  matchId: string;
  game: string;
  seat: number;
  token: string;
  client: WireClient;
  auto: AutoPlayer;
}

it('SIGKILL mid-game, restart on the same database: nothing acknowledged is lost', async () => {
  let { child, url } = await serve();
  const tables: Array<[string, number]> = [
    ['nim', 2],
    ['nim', 3],
    ['nim', 2],
    ['loyang', 2],
  ];
  const seats: Seat[] = [];
  for (const [game, players] of tables) {
    const info = await createMatch(url, { game, players });
    for (let i = 0; i < players; i++) {
      const j = await joinMatch(url, info.id, { name: `p${i}` });
      const client = await WireClient.connect(url, { keep: false });
      const auto = autoPlay(client, j.seat, { game: serverGames[game], random: Rng.seed(`${info.id}:${i}`) });
      seats.push({ matchId: info.id, game, seat: j.seat, token: j.token, client, auto });
    }
  }
  const bots = await createMatch(url, { game: 'loyang', players: 2, seats: [{ bot: 'random' }, { bot: 'random' }] });
  for (const s of seats) s.client.send({ t: 'hello', matchId: s.matchId, token: s.token });

  // Let the games run until enough actions are acknowledged, then kill the server outright.
  const acked = () => seats.reduce((n, s) => n + s.auto.stats.acked.length, 0);
  const deadline = Date.now() + 20_000;
  const botVersion = async () => (await api<MatchInfo>(url, 'GET', `/api/matches/${bots.id}`)).version;
  while ((acked() < 40 || (await botVersion()) < 5) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  for (const s of seats) s.auto.stop();
  const before = seats.map((s) => ({ acked: s.auto.stats.acked.slice(), seen: s.auto.stats.seen }));
  expect(acked()).toBeGreaterThanOrEqual(40);

  ({ child, url } = await serve());
  const botsAtRestart = await api<MatchInfo>(url, 'GET', `/api/matches/${bots.id}`);
  expect(botsAtRestart.status).toBe('running');
  expect(botsAtRestart.version).toBeGreaterThan(0);
  // Every acknowledged action is stored, at the version it was acknowledged at.
  for (const [i, s] of seats.entries()) {
    const info = await api<MatchInfo>(url, 'GET', `/api/matches/${s.matchId}`);
    for (const a of before[i]!.acked) expect(info.version).toBeGreaterThanOrEqual(a.version);
  }
  // The clients reconnect and resume from what they saw; every game reaches its end.
  const resumed = await Promise.all(
    seats.map(async (s, i) => {
      const client = await WireClient.connect(url, { keep: false });
      const auto = autoPlay(client, s.seat, {
        game: serverGames[s.game],
        random: Rng.seed(`again:${s.matchId}:${s.seat}`),
      });
      client.send({ t: 'hello', matchId: s.matchId, token: s.token, since: before[i]!.seen });
      return { s, client, auto };
    }),
  );
  await Promise.all(resumed.map((r) => r.auto.done));
  for (const r of resumed) expect(r.auto.stats.lastErrors).toEqual([]);

  for (const [i, s] of seats.entries()) {
    const record = await api<GameRecord>(url, 'GET', `/api/matches/${s.matchId}/record`);
    for (const a of [...before[i]!.acked, ...resumed[i]!.auto.stats.acked])
      expect(record.actions[a.version - 1]).toEqual({ seat: s.seat, action: a.action });
  }
  // The bot table resumed by itself.
  const end = Date.now() + 20_000;
  let botInfo = await api<MatchInfo>(url, 'GET', `/api/matches/${bots.id}`);
  while (botInfo.status !== 'finished' && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    botInfo = await api<MatchInfo>(url, 'GET', `/api/matches/${bots.id}`);
  }
  expect(botInfo.status).toBe('finished');
  await Promise.all(resumed.map((r) => r.client.close()));
  await stopServer(child);
}, 90_000);
