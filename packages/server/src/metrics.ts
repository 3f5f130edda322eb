/**
 * Counters and latency histograms, exposed at /metrics in the Prometheus text format by
 * prom-client (issue 43: the library instead of hand-written text). Each server has a registry of
 * its own — tests start several servers in one process, and the global registry would have them
 * collide — while the process's default metrics (CPU, memory, GC, event-loop lag, handles) live
 * in one registry per process, which every server's /metrics includes: they describe the process,
 * and prom-client starts an event-loop monitor and a GC observer for each registry it fills, which
 * nothing stops.
 */
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Bucket bounds in seconds (0.5 ms to 1 s), as the histograms have always had them. */
const BUCKETS = [0.5, 1, 2, 5, 10, 20, 50, 100, 250, 500, 1000].map((ms) => ms / 1000);

let processRegistry: Registry | null = null;

/** The process's default metrics, collected into their registry the first time a server asks. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    const before = process.cpuUsage();
    collectDefaultMetrics({ register: processRegistry });
    // prom-client counts the CPU from here on; /metrics has always given it since the process
    // started, so what was spent before (loading, opening the store) is added once.
    const add = (name: string, micros: number) =>
      (processRegistry!.getSingleMetric(name) as Counter | undefined)?.inc(micros / 1e6);
    add('process_cpu_user_seconds_total', before.user);
    add('process_cpu_system_seconds_total', before.system);
    add('process_cpu_seconds_total', before.user + before.system);
  }
  return processRegistry;
}

/** What /metrics reads from the rest of the server when it is scraped. */
interface ScrapeSources {
  matches: Record<string, number>;
  liveMatches: number;
  botThreads: number;
  botMoves: number;
  commitBatches: number;
}

export class Metrics {
  // The hot path bumps plain numbers (an action, a message, a connection); they are handed to the
  // registry when it is scraped.
  actions = 0;
  refused = 0;
  /** Messages whose handling failed unexpectedly (answered `internal`; the connection and server go on). */
  internalErrors = 0;
  connections = 0;
  messagesIn = 0;
  private readonly registry = new Registry();
  private readonly histogram = (name: string, help: string) =>
    new Histogram({ name, help, buckets: BUCKETS, registers: [this.registry] });
  private readonly gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [this.registry] });
  private readonly counter = (name: string, help: string) => new Counter({ name, help, registers: [this.registry] });
  private readonly g = {
    matches: this.gauge('tabula_matches', 'Matches in storage by status.', ['status']),
    liveMatches: this.gauge('tabula_live_matches', 'Matches held in memory.'),
    connections: this.gauge('tabula_connected_clients', 'Open WebSocket connections.'),
    actions: this.counter('tabula_actions_total', 'Actions applied and stored.'),
    refused: this.counter('tabula_actions_refused_total', 'Actions refused (stale, illegal, not your turn).'),
    perSecond: this.gauge('tabula_actions_per_second', 'Applied actions per second over the last 10 s.'),
    internalErrors: this.counter(
      'tabula_internal_errors_total',
      'Messages whose handling failed unexpectedly (answered internal; nothing changed).',
    ),
    messagesIn: this.counter('tabula_messages_received_total', 'WebSocket messages received.'),
    botThreads: this.gauge('tabula_bot_threads', 'Bot worker threads running.'),
    botMoves: this.counter('tabula_bot_moves_total', 'Moves chosen by bots.'),
    commitBatches: this.counter('tabula_commit_batches_total', 'Group-commit transactions written.'),
    loopDelay: this.gauge(
      'tabula_event_loop_delay_seconds',
      'Event-loop delay since the server started (10 ms sampling): p99 and max.',
      ['quantile'],
    ),
  };
  private readonly latency = this.histogram(
    'tabula_action_latency_seconds',
    'From an action arriving to its update being sent (stored durably in between).',
  );
  /** From an action being handed to the group committer to its transaction being durable. */
  private readonly commit = this.histogram(
    'tabula_commit_wait_seconds',
    'From an action being handed to the group committer to its transaction being durable.',
  );
  /** Each write transaction's own time in storage (begin → durable commit), where the store reports it. */
  private readonly storeCommit = this.histogram(
    'tabula_store_commit_seconds',
    "Each write transaction inside storage, begin to durable commit (SQLite: the writer thread; the disk's share).",
  );
  /**
   * The server's event-loop delay: a busy or starved loop delays every message, whatever the
   * storage does — so a latency tail can be told apart from a storage tail. Since the server
   * started (prom-client's own lag gauges start again at every scrape).
   */
  private loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  /** Actions per second over the last 10 s: one counter per second, in a ring. */
  private ring = new Array(10).fill(0);
  private ringSecond = Math.floor(Date.now() / 1000);

  private tick(): void {
    const now = Math.floor(Date.now() / 1000);
    const gap = Math.min(now - this.ringSecond, this.ring.length);
    for (let i = 1; i <= gap; i++) this.ring[(this.ringSecond + i) % this.ring.length] = 0;
    this.ringSecond = now;
  }

  /** One applied action, `ms` from its arrival to its broadcast. */
  action(ms: number): void {
    this.actions++;
    this.tick();
    this.ring[this.ringSecond % this.ring.length]++;
    this.latency.observe(ms / 1000);
  }

  /** One action's wait for its durable commit. */
  committed(ms: number): void {
    this.commit.observe(ms / 1000);
  }

  /** One write transaction's time inside storage. */
  stored(ms: number): void {
    this.storeCommit.observe(ms / 1000);
  }

  start(): void {
    this.loopDelay.enable();
  }

  stop(): void {
    this.loopDelay.disable();
  }

  actionsPerSecond(): number {
    this.tick();
    // The current second is partial: average the nine complete ones.
    let sum = 0;
    for (let i = 1; i < this.ring.length; i++)
      sum += this.ring[(this.ringSecond - i + this.ring.length * 2) % this.ring.length];
    return sum / (this.ring.length - 1);
  }

  /** The Prometheus text: this server's metrics, then the process's. */
  async render(s: ScrapeSources): Promise<string> {
    const g = this.g;
    for (const [status, n] of Object.entries(s.matches)) g.matches.set({ status }, n);
    g.liveMatches.set(s.liveMatches);
    g.connections.set(this.connections);
    g.perSecond.set(Math.round(this.actionsPerSecond() * 10) / 10);
    g.botThreads.set(s.botThreads);
    const ld = this.loopDelay;
    g.loopDelay.set({ quantile: '0.99' }, ld.count > 0 ? ld.percentile(99) / 1e9 : 0);
    g.loopDelay.set({ quantile: '1' }, ld.count > 0 ? ld.max / 1e9 : 0);
    const totals: Array<[Counter, number]> = [
      [g.actions, this.actions],
      [g.refused, this.refused],
      [g.internalErrors, this.internalErrors],
      [g.messagesIn, this.messagesIn],
      [g.botMoves, s.botMoves],
      [g.commitBatches, s.commitBatches],
    ];
    // A counter only goes up by increments: each is moved to the total kept beside it.
    for (const [c, total] of totals) {
      c.reset();
      c.inc(total);
    }
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }
}
