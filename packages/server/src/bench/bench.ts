/**
 * `tabula bench server`: C WebSocket players against a running server, in tables of P, playing
 * random games back to back for S seconds. Reports applied actions/s (acknowledged by the server)
 * and the round trip of each action: sent → the update that contains it. The players run in
 * several worker threads (`shard.ts`), so the bench's own event loop stays short; tables are
 * seated and greeted before the clock starts, and seating new tables during the run is reported
 * apart from the action round trips.
 */
import { findGame } from '@tabula/wire/games';
import { allCounters, bucketQuantile } from './serverMetrics';
import type { ShardReport } from './shard';
import { runShard } from './thread';
import {
  type Attacker,
  conditionAt,
  type HostileKind,
  type HostileReport,
  plan,
  prepareAttackers,
  runPhases,
  type SideBySide,
  sideBySide,
} from './hostile';

export interface ServerBenchOptions {
  url: string;
  /** Several server instances (the first is `url`): the tables are spread over them, round-robin. */
  urls?: string[];
  /**
   * Several instances sharing matches (README "Several instances"): a table's seats connect to
   * different instances, so every action is also followed by the others — what a proxy that
   * spreads connections without regard to the match costs.
   */
  spreadSeats?: boolean;
  /** Clients read whole views, not patches (@tabula/wire's PATCH_QUERY). */
  wholeViews?: boolean;
  /** Each player sends an `X-Forwarded-For` of its own (shard.ts). */
  spreadAddresses?: boolean;
  clients: number;
  seconds: number;
  game: string;
  players?: number;
  /**
   * Mean think time before each action (ms): each is drawn uniformly from [0.5, 1.5] × this.
   * Default 1000: people at a board-game table take seconds per move, so a population of players
   * sends at a pace, not in a closed loop; 0 makes every client answer at once (a throughput test,
   * whose latency is set by Little's law: clients ÷ actions per second).
   */
  thinkMs?: number;
  /** Threads running the clients (default: one per 250 clients, at most 4). */
  threads?: number;
  /**
   * Seconds played before the measured window (default 20): fresh code paths get compiled and the
   * tables, all seated at once, fall out of step. Reported on its own. 20 s, not 5: V8's optimising
   * compiler still took 12–16 % of a fresh server's CPU 5–15 s after it started and fell to the 3–4 %
   * of a server up for minutes only ~20 s in (README, issue 26) — a shorter warm-up reports a
   * start-up figure, not what a running server costs.
   */
  warmupSeconds?: number;
  /**
   * Beside the players, hostile clients (src/bench/hostile/, issue 41): each pattern an attacker,
   * switched on and off in phases of the measured window, so the players' round trips with and
   * without it come from one run (`sideBySide`).
   */
  hostile?: HostileKind[];
  /** Phase length (s); default: the measured window split so that each attacker is on twice. */
  hostilePhaseSeconds?: number;
  /** The attackers' `X-Forwarded-For` (a server started with `--trust-proxy 127.0.0.1` then limits them as another address). */
  hostileFrom?: string;
  /** `small`: tiny targets, for tests. */
  hostileScale?: 'full' | 'small';
  /** Progress lines (setup, start). */
  log?: (s: string) => void;
}

export interface ServerBenchResult {
  game: string;
  players: number;
  clients: number;
  /** Mean think time (ms) and the threads the clients ran in. */
  thinkMs: number;
  threads: number;
  /** The warm-up played before the measured window: its length (s), actions and p99 round trip (ms). */
  warmupSeconds: number;
  warmupActions: number;
  warmupP99Ms: number;
  seconds: number;
  actions: number;
  actionsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Games finished after the warm-up. */
  games: number;
  errors: number;
  errorSamples: string[];
  /**
   * Server CPU time per applied action (all its threads), from its /metrics before and after:
   * what the machine's load cannot distort. Null if /metrics was not readable.
   */
  serverCpuMsPerAction: number | null;
  /**
   * The server's own share of the round trip, from its /metrics histogram over the run (arrival →
   * stored → update sent): the bucket bound at or above p50 / p99. Null if /metrics was not readable.
   */
  serverP50Ms: number | null;
  serverP99Ms: number | null;
  /** The part of that spent waiting for the durable commit (p99 bucket bound). */
  serverCommitP99Ms: number | null;
  /** Of that wait, the storage's own time per transaction — the disk's share (p99 bucket bound; null if the store does not report it). */
  serverStoreP99Ms: number | null;
  /**
   * This bench process's event-loop delay (p99, max) during the run: a round trip includes it, so
   * a large value means the client, not the server, is slow to send or to notice an update.
   */
  clientLoopP99Ms: number;
  clientLoopMaxMs: number;
  /** The bench's own CPU time (all its threads) per measured action: it shares the machine with the server. */
  clientCpuMsPerAction: number | null;
  /** WebSocket bytes the server sent all clients per measured action (every seat's update, acks, seats). */
  bytesPerAction: number;
  /** Connecting, seating and greeting every table before the clock started (ms; not in the round trips). */
  setupMs: number;
  /** Tables seated while the clock ran (create + joins + hellos), not in the round trips: count, p50, p99 (ms). */
  seatings: number;
  seatP50Ms: number;
  seatP99Ms: number;
  /** Per second from the start of the warm-up: actions sent in that second and acknowledged, and their p99 round trip (ms). */
  timeline: Array<{ second: number; actions: number; p99Ms: number }>;
  /** What each hostile client did and saw, when some ran. */
  hostile?: HostileReport[];
  /** The players' round trips per phase: with each hostile client on, and with none. */
  sideBySide?: SideBySide;
}

/** The `q`-quantile of ascending `sorted` (nearest rank); NaN when empty. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function benchServer(o: ServerBenchOptions): Promise<ServerBenchResult> {
  const game = findGame(o.game);
  if (!game) throw new Error(`unknown game "${o.game}"`);
  const players = o.players ?? Math.min(game.facts.maxPlayers, Math.max(2, game.facts.minPlayers));
  const tables = Math.max(1, Math.floor(o.clients / players));
  const threads = Math.max(1, Math.min(tables, o.threads ?? Math.min(4, Math.ceil((tables * players) / 250))));
  const thinkMs = o.thinkMs ?? 1000;
  const warmupSeconds = o.warmupSeconds ?? 20;
  const log = o.log ?? (() => undefined);

  const attackers: Attacker[] = o.hostile?.length
    ? await prepareAttackers(o.hostile, {
        url: o.url,
        scale: o.hostileScale ?? 'full',
        log,
        ...(o.hostileFrom ? { from: o.hostileFrom } : {}),
      })
    : [];
  const urls = o.urls?.length ? o.urls : [o.url];
  log(
    `seating ${tables * players} clients (${tables} tables of ${players}) at ${urls.join(', ')} from ${threads} threads`,
  );
  const t0 = performance.now();
  const shards = Array.from({ length: threads }, (_, i) =>
    runShard({
      urls,
      game: game.id,
      players,
      tables: Math.floor(tables / threads) + (i < tables % threads ? 1 : 0),
      thinkMs,
      shard: i,
      ...(o.spreadSeats ? { spreadSeats: true } : {}),
      ...(o.wholeViews ? { wholeViews: true } : {}),
      ...(o.spreadAddresses ? { spreadAddresses: true } : {}),
    }),
  );
  try {
    await Promise.all(shards.map((s) => s.ready));
  } catch (e) {
    for (const s of shards) s.kill();
    // The attackers' sockets and timers would otherwise keep the process alive after the error.
    await Promise.all(attackers.map((a) => a.stop(() => null)));
    throw e;
  }
  const setupMs = performance.now() - t0;
  log(`playing: ${warmupSeconds} s of warm-up, then ${o.seconds} s measured`);
  const now = () => performance.timeOrigin + performance.now();
  for (const s of shards) s.go();
  const go = now();
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  const before = await allCounters(urls);
  const start = now();
  const cpuBefore = process.cpuUsage();
  for (const s of shards) s.measure();
  const phases = plan(attackers, o.seconds, o.hostilePhaseSeconds);
  if (!attackers.length) await new Promise((r) => setTimeout(r, o.seconds * 1000));
  const windows = attackers.length ? await runPhases(attackers, phases.phases, phases.phaseMs) : [];
  const hostile = await Promise.all(attackers.map((a) => a.stop(conditionAt(windows, 0))));
  const reports = await Promise.all(shards.map((s) => s.stop()));
  // Acknowledgements that arrive while the tables stop are counted, and so is that time.
  const elapsed = (now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const after = await allCounters(urls);
  const serverActions = before && after ? after.actions - before.actions : 0;
  const latencies: number[] = [];
  const warmup: number[] = [];
  for (const r of reports) r.latencies.forEach((l, i) => (r.sentAt[i]! >= start ? latencies : warmup).push(l));
  latencies.sort((a, b) => a - b);
  warmup.sort((a, b) => a - b);
  const seat = reports.flatMap((r) => r.seatMs).sort((a, b) => a - b);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    game: game.id,
    players,
    clients: tables * players,
    thinkMs,
    threads,
    warmupSeconds,
    warmupActions: warmup.length,
    warmupP99Ms: r2(quantile(warmup, 0.99)),
    seconds: r2(elapsed),
    actions: latencies.length,
    actionsPerSec: Math.round(latencies.length / elapsed),
    p50Ms: r2(quantile(latencies, 0.5)),
    p99Ms: r2(quantile(latencies, 0.99)),
    maxMs: r2(latencies.at(-1) ?? NaN),
    games: reports.reduce((n, r) => n + r.games, 0),
    errors: reports.reduce((n, r) => n + r.errors, 0),
    errorSamples: reports.flatMap((r) => r.errorSamples).slice(0, 5),
    // Three decimals: a change of a few per cent in 0.1–0.2 ms is what a before-and-after compares.
    serverCpuMsPerAction:
      before && after && serverActions > 0 ? Math.round(((after.cpu - before.cpu) * 1e6) / serverActions) / 1000 : null,
    serverP50Ms: before && after ? bucketQuantile(before.latency, after.latency, 0.5) : null,
    serverP99Ms: before && after ? bucketQuantile(before.latency, after.latency, 0.99) : null,
    serverCommitP99Ms: before && after ? bucketQuantile(before.commit, after.commit, 0.99) : null,
    serverStoreP99Ms: before && after ? bucketQuantile(before.store, after.store, 0.99) : null,
    clientCpuMsPerAction: latencies.length ? r2((cpu.user + cpu.system) / 1000 / latencies.length) : null,
    bytesPerAction: latencies.length ? Math.round(reports.reduce((n, r) => n + r.bytes, 0) / latencies.length) : 0,
    clientLoopP99Ms: r2(Math.max(...reports.map((r) => r.loopP99Ms))),
    clientLoopMaxMs: r2(Math.max(...reports.map((r) => r.loopMaxMs))),
    setupMs: Math.round(setupMs),
    seatings: seat.length,
    seatP50Ms: r2(quantile(seat, 0.5)),
    seatP99Ms: r2(quantile(seat, 0.99)),
    timeline: timeline(reports, go),
    ...(attackers.length ? { hostile, sideBySide: sideBySide(measured(reports, start), windows, phases.phaseMs) } : {}),
  };
}

function* measured(reports: ShardReport[], start: number): Iterable<{ sentAt: number; ms: number }> {
  for (const r of reports)
    for (let i = 0; i < r.sentAt.length; i++)
      if (r.sentAt[i]! >= start) yield { sentAt: r.sentAt[i]!, ms: r.latencies[i]! };
}

function timeline(reports: ShardReport[], start: number): ServerBenchResult['timeline'] {
  const bySecond: number[][] = [];
  for (const r of reports)
    r.sentAt.forEach((at, i) => {
      const s = Math.max(0, Math.floor((at - start) / 1000));
      (bySecond[s] ??= []).push(r.latencies[i]!);
    });
  return Array.from(bySecond, (l = [], second) => {
    l.sort((a, b) => a - b);
    return { second, actions: l.length, p99Ms: Math.round(quantile(l, 0.99) * 10) / 10 || 0 };
  });
}
