/** Test helpers: a real server on 127.0.0.1 with an ephemeral port and a fresh SQLite folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, replay, type GameRecord, stateHash } from '@tabula/engine';
import { startServer, type ServerOptions, type TabulaServer } from '../src/server';
import { api, createMatch, joinMatch, WireClient } from '../src/client';
import { autoPlay } from '../src/autoPlayer';
import type { MatchInfo } from '../src/wire';

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

export interface SeatClient {
  seat: number;
  token: string;
  client: WireClient;
}

/** Creates a match with people in every seat, joins each, and connects one client per seat. */
export async function seatedMatch(url: string, game: string, players: number, options: Record<string, string | number | boolean> = {}, seed?: string) {
  const info = await createMatch(url, { game, players, options, ...(seed ? { seed } : {}) });
  const seats: SeatClient[] = [];
  for (let i = 0; i < players; i++) {
    const j = await joinMatch(url, info.id, { name: `player ${i}` });
    const client = await WireClient.connect(url);
    seats.push({ seat: j.seat, token: j.token, client });
  }
  return { info, seats };
}

/** Plays a whole game: every seat's client chooses random legal moves until the end. */
export async function playWholeGame(url: string, game: AnyGame, players: number, options: Record<string, string | number | boolean> = {}) {
  const { info, seats } = await seatedMatch(url, game.id, players, options);
  const spectator = await WireClient.connect(url);
  const players_ = await Promise.all(
    seats.map(async (s) => {
      const { update } = await s.client.hello(info.id, s.token);
      return autoPlay(s.client, s.seat, { initial: update });
    }),
  );
  await spectator.hello(info.id);
  const finals = await Promise.all(players_.map((p) => p.done));
  const final = await api<MatchInfo>(url, 'GET', `/api/matches/${info.id}`);
  const record = await api<GameRecord>(url, 'GET', `/api/matches/${info.id}/record`);
  // The spectator may still be receiving the last update.
  await spectator.seen('update', (u) => u.outcome !== null);
  return { info, seats, spectator, players: players_, finals, final, record, replayed: replay(game, record), hashOf: stateHash };
}
