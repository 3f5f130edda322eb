/** Counters and a latency histogram, exposed at /metrics in the Prometheus text format. */

const BUCKETS_MS = [0.5, 1, 2, 5, 10, 20, 50, 100, 250, 500, 1000];

export class Metrics {
  actions = 0;
  refused = 0;
  connections = 0;
  messagesIn = 0;
  private latencyCounts = new Array(BUCKETS_MS.length + 1).fill(0);
  private latencySumMs = 0;
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
    this.latencySumMs += ms;
    let i = 0;
    while (i < BUCKETS_MS.length && ms > BUCKETS_MS[i]!) i++;
    this.latencyCounts[i]++;
  }

  actionsPerSecond(): number {
    this.tick();
    // The current second is partial: average the nine complete ones.
    let sum = 0;
    for (let i = 1; i < this.ring.length; i++) sum += this.ring[(this.ringSecond - i + this.ring.length * 2) % this.ring.length];
    return sum / (this.ring.length - 1);
  }

  render(g: { matches: Record<string, number>; liveMatches: number; botThreads: number; botMoves: number; commitBatches: number }): string {
    const out: string[] = [];
    const metric = (name: string, type: string, help: string, lines: string[]) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines);
    metric('tabula_matches', 'gauge', 'Matches in storage by status.', Object.entries(g.matches).map(([s, n]) => `tabula_matches{status="${s}"} ${n}`));
    metric('tabula_live_matches', 'gauge', 'Matches held in memory.', [`tabula_live_matches ${g.liveMatches}`]);
    metric('tabula_connected_clients', 'gauge', 'Open WebSocket connections.', [`tabula_connected_clients ${this.connections}`]);
    metric('tabula_actions_total', 'counter', 'Actions applied and stored.', [`tabula_actions_total ${this.actions}`]);
    metric('tabula_actions_refused_total', 'counter', 'Actions refused (stale, illegal, not your turn).', [`tabula_actions_refused_total ${this.refused}`]);
    metric('tabula_actions_per_second', 'gauge', 'Applied actions per second over the last 10 s.', [`tabula_actions_per_second ${this.actionsPerSecond().toFixed(1)}`]);
    metric('tabula_messages_received_total', 'counter', 'WebSocket messages received.', [`tabula_messages_received_total ${this.messagesIn}`]);
    metric('tabula_bot_threads', 'gauge', 'Bot worker threads running.', [`tabula_bot_threads ${g.botThreads}`]);
    metric('tabula_bot_moves_total', 'counter', 'Moves chosen by bots.', [`tabula_bot_moves_total ${g.botMoves}`]);
    metric('tabula_commit_batches_total', 'counter', 'Group-commit transactions written.', [`tabula_commit_batches_total ${g.commitBatches}`]);
    const cpu = process.cpuUsage();
    metric('process_cpu_seconds_total', 'counter', 'CPU time of the server process (all threads).', [`process_cpu_seconds_total ${((cpu.user + cpu.system) / 1e6).toFixed(3)}`]);
    let cum = 0;
    const lines = BUCKETS_MS.map((b, i) => {
      cum += this.latencyCounts[i];
      return `tabula_action_latency_seconds_bucket{le="${b / 1000}"} ${cum}`;
    });
    cum += this.latencyCounts[BUCKETS_MS.length];
    lines.push(`tabula_action_latency_seconds_bucket{le="+Inf"} ${cum}`, `tabula_action_latency_seconds_sum ${(this.latencySumMs / 1000).toFixed(6)}`, `tabula_action_latency_seconds_count ${cum}`);
    metric('tabula_action_latency_seconds', 'histogram', 'From an action arriving to its update being sent (stored durably in between).', lines);
    return `${out.join('\n')}\n`;
  }
}
