/**
 * `tabula bench server`: C WebSocket players against a running server, in tables of P, playing
 * random games back to back for S seconds. Reports applied actions/s (acknowledged by the server)
 * and the round trip of each action: sent → the update that contains it.
 */
import { Rng } from '@tabula/engine';
import { type AutoPlayer, autoPlay } from './autoPlayer';
import { createMatch, joinMatch, WireClient } from './client';
import { findGame } from './games';

export interface ServerBenchOptions {
  url: string;
  clients: number;
  seconds: number;
  game: string;
  players?: number;
  thinkMs?: number;
  /** Progress lines (setup, start). */
  log?: (s: string) => void;
}

export interface ServerBenchResult {
  game: string;
  players: number;
  clients: number;
  seconds: number;
  actions: number;
  actionsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  games: number;
  errors: number;
  errorSamples: string[];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function benchServer(o: ServerBenchOptions): Promise<ServerBenchResult> {
  const game = findGame(o.game);
  if (!game) throw new Error(`unknown game "${o.game}"`);
  const players = o.players ?? Math.min(game.facts.maxPlayers, Math.max(2, game.facts.minPlayers));
  const tables = Math.max(1, Math.floor(o.clients / players));
  const log = o.log ?? (() => undefined);
  const errorSamples: string[] = [];
  let errors = 0;
  let games = 0;
  let measuring = false;
  let actions = 0;
  const latencies: number[] = [];
  const fail = (why: string) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(why);
  };

  log(`connecting ${tables * players} clients (${tables} tables of ${players}) to ${o.url}`);
  const clients: WireClient[][] = [];
  for (let t = 0; t < tables; t++) {
    const row: WireClient[] = [];
    for (let p = 0; p < players; p++) row.push(await WireClient.connect(o.url, { keep: false }));
    clients.push(row);
  }
  for (const c of clients.flat()) c.onMessage((m) => m.t === 'error' && measuring && fail(`${m.code}: ${m.message}`));

  let running = true;
  const table = async (t: number) => {
    const row = clients[t]!;
    while (running) {
      try {
        const info = await createMatch(o.url, { game: game.id, players });
        const joined = [];
        for (let seat = 0; seat < players; seat++) joined.push(await joinMatch(o.url, info.id, { name: `bench ${t}.${seat}` }));
        const autos: AutoPlayer[] = joined.map((j, i) => {
          const auto = autoPlay(row[i]!, j.seat, { game, random: Rng.seed(`${info.id}:${j.seat}`), thinkMs: o.thinkMs });
          row[i]!.send({ t: 'hello', matchId: info.id, token: j.token });
          return auto;
        });
        const stop = new Promise<void>((r) => {
          const check = setInterval(() => !running && (clearInterval(check), r()), 100);
          Promise.all(autos.map((a) => a.done)).then(() => (clearInterval(check), r()));
        });
        const before = autos.map((a) => a.stats.latencies.length);
        await stop;
        for (const [i, a] of autos.entries()) {
          a.stop();
          if (measuring || !running) {
            const fresh = a.stats.latencies.slice(before[i]);
            actions += fresh.length;
            for (const l of fresh) latencies.push(l);
          }
        }
        if (running) games++;
      } catch (e) {
        fail((e as Error).message);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  for (const c of clients.flat()) c.ws.on('close', () => running && fail('connection closed by the server'));
  log(`playing for ${o.seconds} s`);
  measuring = true;
  const t0 = performance.now();
  const all = clients.map((_, t) => table(t));
  await new Promise((r) => setTimeout(r, o.seconds * 1000));
  running = false;
  const elapsed = (performance.now() - t0) / 1000;
  await Promise.all(all);
  measuring = false;
  await Promise.all(clients.flat().map((c) => c.close()));
  latencies.sort((a, b) => a - b);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    game: game.id,
    players,
    clients: tables * players,
    seconds: r2(elapsed),
    actions,
    actionsPerSec: Math.round(actions / elapsed),
    p50Ms: r2(quantile(latencies, 0.5)),
    p99Ms: r2(quantile(latencies, 0.99)),
    maxMs: r2(latencies.at(-1) ?? NaN),
    games,
    errors,
    errorSamples,
  };
}

export function formatServerBench(r: ServerBenchResult): string {
  return (
    `bench server: ${r.clients} clients, ${r.game} ${r.players}p, ${r.seconds} s: ${r.actionsPerSec} actions/s, ` +
    `round trip p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (max ${r.maxMs} ms); ${r.games} games finished; ${r.errors} errors` +
    (r.errorSamples.length ? `\n  e.g. ${r.errorSamples.join('\n  e.g. ')}` : '')
  );
}
