/**
 * `tabula bench server --connections N` (issue 46): how many people one instance holds at once.
 * N clients are connected and greeted — players at tables who think like people (seconds between
 * moves) and spectators who only watch — and held for a window; the report gives the active
 * players' action round trips, the server's RSS and CPU, the memory each connection costs (RSS
 * over a baseline taken with none of the bench's clients, ÷ N), and whether the server's
 * heartbeats and hello deadline still worked at that count.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findGame } from '@tabula/wire/games';
import { addressCount, CLIENTS_PER_ADDRESS, SOURCE_PREFIX } from './addresses';
import { Crowd } from './crowd';
import { cpuShare, type ServerSample, sampleServer } from './serverProcess';
import { type ConnectionBenchResult, summarise } from './result';
import { allCounters, bucketQuantile } from '../serverMetrics';

export type { ConnectionBenchResult } from './result';

export interface ConnectionBenchOptions {
  url: string;
  /** The server's pid, when it runs on this machine: RSS and CPU are read from /proc (else /metrics). */
  pid?: number;
  /** Clients held open: players and spectators (the silent sockets come on top). */
  connections: number;
  /** Of those, spectators (default a fifth): greet a match without a seat and only watch. */
  spectators?: number;
  /** Sockets that never greet, to check the hello deadline closes them (default 10). */
  silent?: number;
  game?: string;
  players?: number;
  /** Mean seconds a player thinks before each move (default 10), each drawn from [0.5, 1.5] × it. */
  thinkSeconds?: number;
  /** Seconds held and measured after everyone is connected (default 40: past the 30 s heartbeat). */
  seconds?: number;
  /** Clients per source address (default 16, under the server's 64). */
  perAddress?: number;
  /**
   * The source addresses' first two octets (default 127.10: loopback); null binds none, and the
   * system's one address is used (a bench on a second machine, against a server whose
   * `--limit-connections` allows it).
   */
  sourcePrefix?: string | null;
  /** Sockets being opened at once (default 64). */
  opening?: number;
  log?: (s: string) => void;
}

const DRAIN_MS = 5000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchConnections(o: ConnectionBenchOptions): Promise<ConnectionBenchResult> {
  const game = findGame(o.game ?? 'hansa');
  if (!game) throw new Error(`unknown game "${o.game}"`);
  const log = o.log ?? (() => undefined);
  const players = o.players ?? Math.max(2, game.facts.minPlayers);
  const spectators = Math.min(o.connections, o.spectators ?? Math.floor(o.connections / 5));
  const tables = Math.max(1, Math.floor((o.connections - spectators) / players));
  const perAddress = o.perAddress ?? CLIENTS_PER_ADDRESS;
  const clients = tables * players + spectators;
  const thinkSeconds = o.thinkSeconds ?? 10;
  const seconds = o.seconds ?? 40;
  const silent = o.silent ?? 10;
  const sourcePrefix = o.sourcePrefix === undefined ? SOURCE_PREFIX : o.sourcePrefix;
  const addresses = sourcePrefix === null ? 1 : addressCount(clients + silent, perAddress);
  const latencies: number[] = [];
  let measuring = false;
  const crowd = new Crowd({
    url: o.url,
    game: game.id,
    players,
    tables,
    spectators,
    silent,
    thinkMs: thinkSeconds * 1000,
    perAddress,
    sourcePrefix,
    opening: o.opening ?? 64,
    onAck: (ms) => measuring && latencies.push(ms),
  });
  const sample = () => sampleServer(o.url, o.pid);
  const baseline = await sample();
  log(
    `opening ${clients} connections (${tables} tables of ${players}, ${spectators} spectators) and ${silent} silent ones from ${addresses} addresses`,
  );
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const t0 = performance.now();
  let seated = baseline;
  try {
    await crowd.seatTables();
    seated = await sample();
    log(`${tables} tables seated (${tables * players} players)`);
    await crowd.greetSpectators();
    log(`${spectators} spectators greeted`);
    await crowd.openSilent();
  } catch (e) {
    await crowd.close();
    throw e;
  }
  const setupMs = performance.now() - t0;
  const opened = await sample();
  log(`holding ${clients} connections for ${seconds} s, players thinking ${thinkSeconds} s a move`);
  const before = await allCounters([o.url]);
  crowd.start();
  measuring = true;
  loop.enable();
  const samples: ServerSample[] = [opened];
  const start = performance.now();
  let logged = 0;
  while (performance.now() - start < seconds * 1000) {
    await pause(Math.min(5000, seconds * 1000 - (performance.now() - start)));
    samples.push(await sample());
    const last = samples.at(-1)!;
    // The round trips since the last line, so a slow stretch shows when it happened.
    const recent = latencies.slice(logged).sort((a, b) => a - b);
    logged = latencies.length;
    log(
      `${Math.round((last.at - start) / 1000)} s: ${latencies.length} actions (p99 of the last ${recent.length}: ${Math.round(recent[Math.floor(recent.length * 0.99)] ?? 0)} ms), server ${Math.round(last.rss / 2 ** 20)} MB, ${last.connections} connections`,
    );
  }
  const end = samples.at(-1)!;
  crowd.pause();
  const deadline = performance.now() + DRAIN_MS;
  while (crowd.waiting > 0 && performance.now() < deadline) await pause(10);
  measuring = false;
  loop.disable();
  const after = await allCounters([o.url]);
  const result = summarise({
    game: game.id,
    players,
    tables,
    spectators,
    clients,
    thinkSeconds,
    seconds: (end.at - start) / 1000,
    setupMs,
    addresses,
    baseline,
    seated,
    opened,
    end,
    cpu: cpuShare(opened, end),
    latencies,
    crowd,
    heldSinceMs: t0,
    serverP50Ms: before && after ? bucketQuantile(before.latency, after.latency, 0.5) : null,
    serverP99Ms: before && after ? bucketQuantile(before.latency, after.latency, 0.99) : null,
    clientLoopP99Ms: loop.count > 0 ? loop.percentile(99) / 1e6 : 0,
  });
  await crowd.close();
  return result;
}
