/**
 * `tabula bench server`: C WebSocket players against a running server, in tables of P, playing
 * random games back to back for S seconds. Reports applied actions/s (acknowledged by the server)
 * and the round trip of each action: sent → the update that contains it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  /**
   * This bench process's event-loop delay (p99, max) during the run: a round trip includes it, so
   * a large value means the client, not the server, is slow to send or to notice an update.
   */
  clientLoopP99Ms: number;
  clientLoopMaxMs: number;
}

type Buckets = Array<[le: number, count: number]>;

interface ServerCounters {
  cpu: number;
  actions: number;
  latency: Buckets;
  commit: Buckets;
}

function buckets(text: string, name: string): Buckets {
  const out: Buckets = [];
  for (const m of text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} ([0-9]+)$`, 'gm')))
    out.push([m[1] === '+Inf' ? Infinity : Number(m[1]) * 1000, Number(m[2])]);
  return out;
}

/** The bound of the first bucket holding quantile q of what was counted between two scrapes. */
function bucketQuantile(before: Buckets, after: Buckets, q: number): number | null {
  const total = (after.at(-1)?.[1] ?? 0) - (before.at(-1)?.[1] ?? 0);
  if (total <= 0 || before.length !== after.length) return null;
  const bucket = after.find(([, n], i) => n - before[i]![1] >= q * total);
  return bucket ? bucket[0] : null;
}

async function serverCounters(url: string): Promise<ServerCounters | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const get = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1]);
    const out = {
      cpu: get('process_cpu_seconds_total'),
      actions: get('tabula_actions_total'),
      latency: buckets(text, 'tabula_action_latency_seconds'),
      commit: buckets(text, 'tabula_commit_wait_seconds'),
    };
    return Number.isFinite(out.cpu) && Number.isFinite(out.actions) ? out : null;
  } catch {
    return null;
  }
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
  const seatTable = async () => {
    const info = await createMatch(o.url, { game: game.id, players });
    const joined = [];
    for (let seat = 0; seat < players; seat++) joined.push(await joinMatch(o.url, info.id, { name: `bench ${seat}` }));
    return { id: info.id, joined };
  };
  const table = async (t: number, first: Awaited<ReturnType<typeof seatTable>>) => {
    const row = clients[t]!;
    let next: Awaited<ReturnType<typeof seatTable>> | null = first;
    while (running) {
      try {
        const { id, joined } = next ?? (await seatTable());
        next = null;
        const autos: AutoPlayer[] = joined.map((j, i) => {
          const auto = autoPlay(row[i]!, j.seat, { game, random: Rng.seed(`${id}:${j.seat}`), thinkMs: o.thinkMs });
          row[i]!.send({ t: 'hello', matchId: id, token: j.token });
          return auto;
        });
        await new Promise<void>((r) => {
          const check = setInterval(() => !running && (clearInterval(check), r()), 100);
          Promise.all(autos.map((a) => a.done)).then(() => (clearInterval(check), r()));
        });
        for (const a of autos) {
          a.stop();
          if (measuring) {
            actions += a.stats.latencies.length;
            for (const l of a.stats.latencies) latencies.push(l);
          }
        }
        if (running) games++;
      } catch (e) {
        fail((e as Error).message);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  log(`seating ${tables} tables`);
  const firsts = await Promise.all(clients.map(() => seatTable()));
  for (const c of clients.flat()) c.ws.on('close', () => running && fail('connection closed by the server'));
  log(`playing for ${o.seconds} s`);
  const before = await serverCounters(o.url);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  measuring = true;
  const t0 = performance.now();
  const all = clients.map((_, t) => table(t, firsts[t]!));
  await new Promise((r) => setTimeout(r, o.seconds * 1000));
  running = false;
  await Promise.all(all);
  // Acknowledgements that arrive while the tables stop are counted, and so is that time.
  const elapsed = (performance.now() - t0) / 1000;
  measuring = false;
  loop.disable();
  const after = await serverCounters(o.url);
  await Promise.all(clients.flat().map((c) => c.close()));
  const serverActions = before && after ? after.actions - before.actions : 0;
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
    serverCpuMsPerAction: before && after && serverActions > 0 ? r2(((after.cpu - before.cpu) * 1000) / serverActions) : null,
    serverP50Ms: before && after ? bucketQuantile(before.latency, after.latency, 0.5) : null,
    serverP99Ms: before && after ? bucketQuantile(before.latency, after.latency, 0.99) : null,
    serverCommitP99Ms: before && after ? bucketQuantile(before.commit, after.commit, 0.99) : null,
    clientLoopP99Ms: r2(loop.count > 0 ? loop.percentile(99) / 1e6 : 0),
    clientLoopMaxMs: r2(loop.count > 0 ? loop.max / 1e6 : 0),
  };
}

export function formatServerBench(r: ServerBenchResult): string {
  return (
    `bench server: ${r.clients} clients, ${r.game} ${r.players}p, ${r.seconds} s: ${r.actionsPerSec} actions/s, ` +
    `round trip p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (max ${r.maxMs} ms); ${r.games} games finished; ${r.errors} errors` +
    (r.serverCpuMsPerAction === null ? '' : `; server CPU ${r.serverCpuMsPerAction} ms per action`) +
    (r.serverP99Ms === null ? '' : `\n  in the server (arrival → stored → sent, histogram bounds): p50 ≤ ${r.serverP50Ms} ms, p99 ≤ ${r.serverP99Ms} ms, of which the durable commit p99 ≤ ${r.serverCommitP99Ms} ms`) +
    `\n  bench client event-loop delay: p99 ${r.clientLoopP99Ms} ms, max ${r.clientLoopMaxMs} ms (part of every round trip)` +
    (r.errorSamples.length ? `\n  e.g. ${r.errorSamples.join('\n  e.g. ')}` : '')
  );
}
