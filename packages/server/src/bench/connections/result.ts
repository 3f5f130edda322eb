/**
 * What the connection bench reports (issue 46), and how it is read off the crowd and the server's
 * samples: round trips of the players' actions, the server's memory and CPU, and what its
 * heartbeats and hello deadline did to the held sockets.
 */
import { quantile } from '../bench';
import type { Crowd } from './crowd';
import type { ServerSample } from './serverProcess';

export interface ConnectionBenchResult {
  game: string;
  players: number;
  tables: number;
  spectators: number;
  /** Players and spectators held open (the silent sockets not included). */
  clients: number;
  thinkSeconds: number;
  /** The measured window (s) and the time taken to open and greet everyone (ms). */
  seconds: number;
  setupMs: number;
  /** Source addresses the clients were spread over. */
  addresses: number;
  /** The players' actions acknowledged in the window, per second, and their round trip (ms). */
  actions: number;
  actionsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The server's own share of those round trips (its /metrics histogram: the bucket bound at p50 / p99), null if unreadable. */
  serverP50Ms: number | null;
  serverP99Ms: number | null;
  /** Server RSS (MB) with none of the bench's clients, with all of them greeted, and at the end. */
  baselineMb: number;
  openedMb: number;
  endMb: number;
  /** The server's JavaScript heap in use (MB) with none and with all greeted (null if unreadable); the rest of RSS is native. */
  baselineHeapMb: number | null;
  openedHeapMb: number | null;
  /** RSS added per held connection (KB): (opened − baseline) ÷ clients, the tables' matches included. */
  kbPerConnection: number;
  /** RSS added per player (KB, its share of a match included) and per spectator (a connection and its subscription alone). */
  kbPerPlayer: number;
  kbPerSpectator: number | null;
  /** Server CPU over the window, as a share of one core. */
  serverCpu: number;
  /** Where RSS and CPU were read: /proc of the server's pid, or its /metrics. */
  source: 'proc' | 'metrics';
  /** Open connections the server counted at the end (its tabula_connected_clients). */
  serverConnections: number | null;
  /** Heartbeats: pings received in all; held sockets pinged at least once; the time they were held (s). */
  pings: number;
  pinged: number;
  heldSeconds: number;
  /** Held sockets the server closed (a dead-peer drop or a refusal) and a few of their close codes. */
  dropped: number;
  droppedCodes: number[];
  /** Silent sockets (no hello) the server closed, of how many, and the close codes seen. */
  silentClosed: number;
  silent: number;
  silentCodes: number[];
  /** Players' actions not answered within 2 s and sent again (autoPlayer.ts): the second send is refused as stale. */
  stale: number;
  errors: number;
  errorSamples: string[];
  /** The bench's own event-loop delay, p99 (ms): a large one means the client, not the server, was slow. */
  clientLoopP99Ms: number;
}

/** What the bench measured, before `summarise` turns it into the result; the table's facts pass through as they are. */
export interface Measured
  extends Pick<
    ConnectionBenchResult,
    | 'game'
    | 'players'
    | 'tables'
    | 'spectators'
    | 'clients'
    | 'thinkSeconds'
    | 'seconds'
    | 'setupMs'
    | 'addresses'
    | 'serverP50Ms'
    | 'serverP99Ms'
    | 'clientLoopP99Ms'
  > {
  baseline: ServerSample;
  /** After the tables were seated, before the spectators: what a spectator adds is a connection's own cost. */
  seated: ServerSample;
  opened: ServerSample;
  end: ServerSample;
  cpu: number;
  latencies: number[];
  crowd: Crowd;
  /** When the first socket was opened (performance.now()). */
  heldSinceMs: number;
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const distinct = (xs: Array<number | null>) => [...new Set(xs.filter((x): x is number => x !== null))].slice(0, 5);

export function summarise(m: Measured): ConnectionBenchResult {
  const l = m.latencies.slice().sort((a, b) => a - b);
  const held = m.crowd.held;
  const dropped = held.filter((h) => h.closedAt !== null);
  const silentClosed = m.crowd.silent.filter((h) => h.closedAt !== null);
  return {
    game: m.game,
    players: m.players,
    tables: m.tables,
    spectators: m.spectators,
    clients: m.clients,
    thinkSeconds: m.thinkSeconds,
    seconds: r2(m.seconds),
    setupMs: Math.round(m.setupMs),
    addresses: m.addresses,
    actions: l.length,
    actionsPerSec: r2(l.length / m.seconds),
    p50Ms: r2(quantile(l, 0.5)),
    p99Ms: r2(quantile(l, 0.99)),
    maxMs: r2(l.at(-1) ?? NaN),
    serverP50Ms: m.serverP50Ms,
    serverP99Ms: m.serverP99Ms,
    baselineMb: mb(m.baseline.rss),
    openedMb: mb(m.opened.rss),
    endMb: mb(m.end.rss),
    baselineHeapMb: m.baseline.heapUsed === null ? null : mb(m.baseline.heapUsed),
    openedHeapMb: m.opened.heapUsed === null ? null : mb(m.opened.heapUsed),
    kbPerConnection: r2((m.opened.rss - m.baseline.rss) / 1024 / m.clients),
    kbPerPlayer: r2((m.seated.rss - m.baseline.rss) / 1024 / (m.tables * m.players)),
    kbPerSpectator: m.spectators > 0 ? r2((m.opened.rss - m.seated.rss) / 1024 / m.spectators) : null,
    serverCpu: r2(m.cpu),
    source: m.end.source,
    serverConnections: m.end.connections,
    pings: held.reduce((n, h) => n + h.pings, 0),
    pinged: held.filter((h) => h.pings > 0).length,
    heldSeconds: r2((m.end.at - m.heldSinceMs) / 1000),
    dropped: dropped.length,
    droppedCodes: distinct(dropped.map((h) => h.closeCode)),
    silentClosed: silentClosed.length,
    silent: m.crowd.silent.length,
    silentCodes: distinct(silentClosed.map((h) => h.closeCode)),
    stale: m.crowd.stale,
    errors: m.crowd.errorCount,
    errorSamples: m.crowd.errors,
    clientLoopP99Ms: r2(m.clientLoopP99Ms),
  };
}

export function formatConnectionBench(r: ConnectionBenchResult): string {
  return [
    `${r.game} ${r.players}p: ${r.clients} connections held ${r.seconds} s (${r.tables} tables, ${r.spectators} spectators) from ${r.addresses} addresses; opened in ${r.setupMs} ms`,
    `  players think ${r.thinkSeconds} s a move: ${r.actions} actions (${r.actionsPerSec}/s), round trip p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms; in the server p50 ≤ ${r.serverP50Ms ?? '?'} ms, p99 ≤ ${r.serverP99Ms ?? '?'} ms`,
    `  server RSS: ${r.baselineMb} MB with none, ${r.openedMb} MB with all greeted, ${r.endMb} MB at the end → ${r.kbPerConnection} KB per connection: ${r.kbPerPlayer} KB per player (with its share of a match), ${r.kbPerSpectator ?? '–'} KB per spectator (${r.source})`,
    `  server heap in use: ${r.baselineHeapMb ?? '?'} MB with none, ${r.openedHeapMb ?? '?'} MB with all greeted (the rest of RSS is native)`,
    `  server CPU: ${Math.round(r.serverCpu * 100)} % of one core; it counts ${r.serverConnections ?? '?'} open connections`,
    `  heartbeats: ${r.pings} pings, ${r.pinged} of ${r.clients} sockets pinged in ${r.heldSeconds} s held; ${r.dropped} dropped by the server${r.dropped ? ` (codes ${r.droppedCodes.join(', ')})` : ''}`,
    `  hello deadline: ${r.silentClosed} of ${r.silent} silent sockets closed${r.silentCodes.length ? ` (codes ${r.silentCodes.join(', ')})` : ''}`,
    `  resent after 2 s unanswered (refused as stale): ${r.stale}; errors: ${r.errors}${r.errorSamples.length ? ` (${r.errorSamples.join('; ')})` : ''}; bench event-loop p99 ${r.clientLoopP99Ms} ms`,
  ].join('\n');
}
