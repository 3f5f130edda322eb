/** Test helpers: a real server on 127.0.0.1 with an ephemeral port and a fresh SQLite folder. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, type GameRecord, Rng } from '@tabula/engine';
import { startServer, type ServerOptions, type TabulaServer } from '../src/server';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { autoPlay } from '../src/bench/autoPlayer';
import WebSocket from 'ws';
import { digest } from './wireCheck';
import type { MatchInfo } from '@tabula/wire';

export interface TestServer extends TabulaServer {
  dir: string;
}

export async function startTestServer(o: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-server-'));
  const s = await startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 1, ...o });
  return {
    ...s,
    dir,
    close: async () => {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `tabula serve` in a child process (the real command line), on a free port; resolves with its URL
 * once it listens. The server then runs on its own core, in parallel with the test's clients.
 * `startMs`: how long it may take to listen (the cluster suites wait longer: on a loaded 2-core
 * machine loading the command line took 30–40 s).
 */
export function spawnServer(
  dataDir: string,
  args: string[] = [],
  startMs = 30_000,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['packages/cli/bin/tabula.js', 'serve', '--port', '0', '--data', dataDir, ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), startMs);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/[^ ]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${out}`));
    });
  });
}

export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

export interface SeatClient {
  seat: number;
  token: string;
  client: WireClient;
}

/**
 * Creates a match with people in every seat and connects one client per seat. Without a seed the
 * seats are joined one by one; with one (reproducible games) every seat is named at creation — a
 * hot-seat match, the only kind with people in several seats that may fix its seed.
 */
export async function seatedMatch(
  url: string,
  game: string,
  players: number,
  options: Record<string, string | number | boolean> = {},
  seed?: string,
  keep = true,
) {
  const names = Array.from({ length: players }, (_, i) => ({ name: `player ${i}` }));
  const info = await createMatch(url, { game, players, options, ...(seed ? { seed, seats: names } : {}) });
  const seats: SeatClient[] = [];
  for (let i = 0; i < players; i++) {
    const j = seed ? info.tokens![i]! : await joinMatch(url, info.id, { name: `player ${i}` });
    const client = await WireClient.connect(url, { keep });
    seats.push({ seat: j.seat, token: j.token, client });
  }
  return { info, seats };
}

/**
 * Plays a whole game: one client per seat choosing random legal moves (the engine's policy) and a
 * spectator; every update each of them receives is digested for `checkDigests`.
 */
export async function playWholeGame(url: string, game: AnyGame, players: number, seed?: string) {
  const { info, seats } = await seatedMatch(url, game.id, players, {}, seed, false);
  // The seats read views as patches (the default), the spectator whole: wireCheck checks both against the engine.
  const spectator = await WireClient.connect(url, { keep: false, patch: false });
  const digests = [...seats.map((s) => digest(s.client, s.seat)), digest(spectator, 'spectator')];
  const autos = seats.map((s) => {
    const p = autoPlay(s.client, s.seat, { game, ...(seed ? { random: Rng.seed(`${seed}:${s.seat}`) } : {}) });
    s.client.send({ t: 'hello', matchId: info.id, token: s.token });
    return p;
  });
  const spectatorDone = new Promise<void>((resolve) =>
    spectator.onMessage((m) => m.t === 'update' && m.outcome && resolve()),
  );
  spectator.send({ t: 'hello', matchId: info.id });
  const finals = await Promise.all(autos.map((p) => p.done));
  await spectatorDone;
  const final = await api<MatchInfo>(url, 'GET', `/api/matches/${info.id}`);
  const record = await api<GameRecord>(url, 'GET', `/api/matches/${info.id}/record`);
  await Promise.all([...seats.map((s) => s.client.close()), spectator.close()]);
  return { info, seats, autos, finals, final, record, digests };
}

/** The status of a WebSocket upgrade with these headers: 101 when it opens. */
export function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers, perMessageDeflate: false });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (e) => reject(e));
  });
}
