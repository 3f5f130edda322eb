/** Counters and latency histograms, exposed at /metrics in the Prometheus text format. */
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

const BUCKETS_MS = [0.5, 1, 2, 5, 10, 20, 50, 100, 250, 500, 1000];

class Histogram {
  readonly counts = new Array(BUCKETS_MS.length + 1).fill(0);
  sumMs = 0;
  add(ms: number): void {
    this.sumMs += ms;
    let i = 0;
    while (i < BUCKETS_MS.length && ms > BUCKETS_MS[i]!) i++;
    this.counts[i]++;
  }
  lines(name: string): string[] {
    let cum = 0;
    const out = BUCKETS_MS.map((b, i) => {
      cum += this.counts[i];
      return `${name}_bucket{le="${b / 1000}"} ${cum}`;
    });
    cum += this.counts[BUCKETS_MS.length];
    out.push(
      `${name}_bucket{le="+Inf"} ${cum}`,
      `${name}_sum ${(this.sumMs / 1000).toFixed(6)}`,
      `${name}_count ${cum}`,
    );
    return out;
  }
}

export class Metrics {
  actions = 0;
  refused = 0;
  /** Messages whose handling failed unexpectedly (answered `internal`; the connection and server go on). */
  internalErrors = 0;
  connections = 0;
  messagesIn = 0;
  private latency = new Histogram();
  /** From an action being handed to the group committer to its transaction being durable. */
  private commit = new Histogram();
  /** Each write transaction's own time in storage (begin → durable commit), where the store reports it. */
  private storeCommit = new Histogram();
  /**
   * The server's event-loop delay: a busy or starved loop delays every message, whatever the
   * storage does — so a latency tail can be told apart from a storage tail.
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
    this.latency.add(ms);
  }

  /** One action's wait for its durable commit. */
  committed(ms: number): void {
    this.commit.add(ms);
  }

  /** One write transaction's time inside storage. */
  stored(ms: number): void {
    this.storeCommit.add(ms);
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

  render(g: {
    matches: Record<string, number>;
    liveMatches: number;
    botThreads: number;
    botMoves: number;
    commitBatches: number;
  }): string {
    const out: string[] = [];
    const metric = (name: string, type: string, help: string, lines: string[]) =>
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines);
    metric(
      'tabula_matches',
      'gauge',
      'Matches in storage by status.',
      Object.entries(g.matches).map(([s, n]) => `tabula_matches{status="${s}"} ${n}`),
    );
    metric('tabula_live_matches', 'gauge', 'Matches held in memory.', [`tabula_live_matches ${g.liveMatches}`]);
    metric('tabula_connected_clients', 'gauge', 'Open WebSocket connections.', [
      `tabula_connected_clients ${this.connections}`,
    ]);
    metric('tabula_actions_total', 'counter', 'Actions applied and stored.', [`tabula_actions_total ${this.actions}`]);
    metric('tabula_actions_refused_total', 'counter', 'Actions refused (stale, illegal, not your turn).', [
      `tabula_actions_refused_total ${this.refused}`,
    ]);
    metric('tabula_actions_per_second', 'gauge', 'Applied actions per second over the last 10 s.', [
      `tabula_actions_per_second ${this.actionsPerSecond().toFixed(1)}`,
    ]);
    metric(
      'tabula_internal_errors_total',
      'counter',
      'Messages whose handling failed unexpectedly (answered internal; nothing changed).',
      [`tabula_internal_errors_total ${this.internalErrors}`],
    );
    metric('tabula_messages_received_total', 'counter', 'WebSocket messages received.', [
      `tabula_messages_received_total ${this.messagesIn}`,
    ]);
    metric('tabula_bot_threads', 'gauge', 'Bot worker threads running.', [`tabula_bot_threads ${g.botThreads}`]);
    metric('tabula_bot_moves_total', 'counter', 'Moves chosen by bots.', [`tabula_bot_moves_total ${g.botMoves}`]);
    metric('tabula_commit_batches_total', 'counter', 'Group-commit transactions written.', [
      `tabula_commit_batches_total ${g.commitBatches}`,
    ]);
    const cpu = process.cpuUsage();
    metric('process_cpu_seconds_total', 'counter', 'CPU time of the server process (all threads).', [
      `process_cpu_seconds_total ${((cpu.user + cpu.system) / 1e6).toFixed(3)}`,
    ]);
    const ld = this.loopDelay;
    const ms = (ns: number) => (ld.count > 0 ? ns / 1e6 : 0).toFixed(3);
    metric(
      'tabula_event_loop_delay_seconds',
      'gauge',
      'Event-loop delay since the server started (10 ms sampling): p99 and max.',
      [
        `tabula_event_loop_delay_seconds{quantile="0.99"} ${(Number(ms(ld.percentile(99))) / 1000).toFixed(6)}`,
        `tabula_event_loop_delay_seconds{quantile="1"} ${(Number(ms(ld.max)) / 1000).toFixed(6)}`,
      ],
    );
    metric(
      'tabula_action_latency_seconds',
      'histogram',
      'From an action arriving to its update being sent (stored durably in between).',
      this.latency.lines('tabula_action_latency_seconds'),
    );
    metric(
      'tabula_commit_wait_seconds',
      'histogram',
      'From an action being handed to the group committer to its transaction being durable.',
      this.commit.lines('tabula_commit_wait_seconds'),
    );
    metric(
      'tabula_store_commit_seconds',
      'histogram',
      "Each write transaction inside storage, begin to durable commit (SQLite: the writer thread; the disk's share).",
      this.storeCommit.lines('tabula_store_commit_seconds'),
    );
    return `${out.join('\n')}\n`;
  }
}
