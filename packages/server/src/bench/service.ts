/**
 * The server's own work per action, without sockets: tables of seats (and spectators) subscribed
 * to `MatchService` in-process, each table acting in a closed loop (a random legal action of its
 * first active seat as soon as the previous one is stored and sent). What it measures is what the
 * service does per action — check, durable group commit, legal lists, views, update messages —
 * and not WebSocket frames, the kernel's socket writes or a client, so two builds can be told
 * apart on a shared machine where `tabula bench server` varies by a third between runs.
 *
 *   npx tsx packages/server/src/bench/service.ts --game loyang --tables 50 --seconds 10 [--spectators 1] [--database-url postgres://…]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BotPool } from '../bots/pool';
import { findGame } from '@tabula/wire/games';
import type { LiveMatch } from '../match/liveMatch';
import { Metrics } from '../metrics';
import { MatchService, type Subscriber } from '../match/service';
import { openStore } from '../store/open';
import type { Store } from '../store/store';

export interface ServiceBenchOptions {
  game: string;
  players?: number;
  tables: number;
  spectators?: number;
  seconds: number;
  warmupSeconds?: number;
  /** PostgreSQL instead of a fresh SQLite file (fsynced). */
  databaseUrl?: string;
  databaseSchema?: string;
}

export interface ServiceBenchResult {
  game: string;
  players: number;
  tables: number;
  spectators: number;
  store: string;
  actions: number;
  actionsPerSec: number;
  /** Process CPU (all threads: the SQLite writer included) per action, ms. */
  cpuMsPerAction: number;
  /** Round trip of an action inside the service (act called → its promise settled), ms. */
  p50Ms: number;
  p99Ms: number;
  /** Update bytes sent per action, over every subscriber, and update messages per action. */
  bytesPerAction: number;
  messagesPerAction: number;
  commitBatches: number;
}

export async function benchService(o: ServiceBenchOptions): Promise<ServiceBenchResult> {
  const game = findGame(o.game);
  if (!game) throw new Error(`unknown game "${o.game}"`);
  const players = o.players ?? Math.min(game.facts.maxPlayers, Math.max(2, game.facts.minPlayers));
  const dir = o.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'tabula-bench-service-'));
  const store: Store = await openStore({
    dataDir: dir ?? undefined,
    databaseUrl: o.databaseUrl,
    databaseSchema: o.databaseSchema,
  });
  const pool = new BotPool(1);
  const service = new MatchService(store, new Metrics(), pool);
  let bytes = 0;
  let messages = 0;
  let measuring = false;
  let running = true;
  const latencies: number[] = [];
  let actions = 0;
  const subscriber = (viewer: Subscriber['viewer']): Subscriber => ({
    viewer,
    sent: 0,
    send(text: string) {
      if (!measuring) return;
      bytes += text.length;
      messages++;
    },
  });

  const table = async (t: number): Promise<void> => {
    let game = 0;
    while (running) {
      const created = await service.create({ game: o.game, players });
      for (let s = 0; s < players; s++) await service.join(created.id, { name: `bench ${t}.${game}.${s}` });
      const m = (await service.open(created.id)) as LiveMatch;
      const subs = [
        ...Array.from({ length: players }, (_, s) => subscriber(s)),
        ...Array.from({ length: o.spectators ?? 0 }, () => subscriber('spectator')),
      ];
      for (const sub of subs) service.subscribe(m, sub, 0);
      let seed = t * 7919 + game * 104729;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      while (running && m.status === 'running') {
        const seat = m.active[0]!;
        const legal = m.legal[seat]!;
        const started = performance.now();
        const r = await service.act(m, seat, m.version, legal[Math.floor(random() * legal.length)]);
        if (!r.ok) throw new Error(`bench action refused: ${r.message}`);
        if (measuring) {
          latencies.push(performance.now() - started);
          actions++;
        }
      }
      for (const sub of subs) service.unsubscribe(m, sub);
      game++;
    }
  };

  const loops = Array.from({ length: o.tables }, (_, t) => table(t));
  await new Promise((r) => setTimeout(r, (o.warmupSeconds ?? 3) * 1000));
  const batchesBefore = service.commitBatches;
  const cpu = process.cpuUsage();
  const start = performance.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, o.seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const batches = service.commitBatches - batchesBefore;
  running = false;
  await Promise.all(loops);
  await service.close();
  await pool.close();
  await store.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN) * 100) / 100;
  return {
    game: o.game,
    players,
    tables: o.tables,
    spectators: o.spectators ?? 0,
    store: store.kind,
    actions,
    actionsPerSec: Math.round(actions / elapsed),
    cpuMsPerAction: Math.round(((used.user + used.system) / 1000 / actions) * 1000) / 1000,
    p50Ms: q(0.5),
    p99Ms: q(0.99),
    bytesPerAction: Math.round(bytes / actions),
    messagesPerAction: Math.round((messages / actions) * 100) / 100,
    commitBatches: batches,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'nim' },
      players: { type: 'string' },
      tables: { type: 'string', default: '50' },
      spectators: { type: 'string', default: '0' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      'database-url': { type: 'string' },
      'database-schema': { type: 'string' },
    },
  });
  const r = await benchService({
    game: values.game!,
    ...(values.players ? { players: Number(values.players) } : {}),
    tables: Number(values.tables),
    spectators: Number(values.spectators),
    seconds: Number(values.seconds),
    warmupSeconds: Number(values.warmup),
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    ...(values['database-schema'] ? { databaseSchema: values['database-schema'] } : {}),
  });
  console.log(JSON.stringify(r));
}
