/**
 * One instance's part in a site served by several (issue 26; the design is in the README,
 * "Several instances"): PostgreSQL arbitrates every write (store/postgres.ts, the `seq`
 * compare-and-set), Redis carries notices (notices.ts), a lease per match says who drives its
 * bots and clock (leases.ts). Every `tickMs` the instance renews its leases, claims matches
 * without a live lease, and compares its live matches' `seq` with the database's, catching up
 * those a lost notice left behind.
 */
import { randomBytes } from 'node:crypto';
import type { MatchService } from '../match/service';
import type { PostgresStore } from '../store/postgres';
import type { Notice } from './follow';
import type { ClusterHooks } from './hooks';
import { Leases } from './leases';
import { type Envelope, Notices } from './notices';

/** Ticks between two announcements of this instance's connections per match. */
const PRESENCE_EVERY_TICKS = 10;

export interface ClusterOptions {
  redisUrl: string;
  /** A lease not renewed for this long may be taken by another instance (default 5 s). */
  leaseMs?: number;
  /** Renewals, claims and the poll for lost notices (default 1 s). */
  tickMs?: number;
  /** Matches claimed per tick at most (several instances then share a burst of new ones). */
  claimsPerTick?: number;
}

export interface ClusterHealth {
  ok: boolean;
  instance: string;
  database: 'up' | 'down';
  redis: 'up' | 'down';
}

export class Cluster implements ClusterHooks {
  readonly instance = randomBytes(6).toString('hex');
  private readonly leases: Leases;
  private readonly notices: Notices;
  private owned = new Set<string>();
  /** When the leases were last renewed (ms, this process's clock): past `leaseMs` they may be someone else's. */
  private renewedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  private ticks = 0;
  private readonly leaseMs: number;
  readonly counters = { conflicts: 0, catchUps: 0, takeovers: 0, leasesLost: 0 };

  constructor(
    private readonly service: MatchService,
    private readonly store: PostgresStore,
    private readonly o: ClusterOptions,
  ) {
    this.leaseMs = o.leaseMs ?? 5_000;
    this.leases = new Leases(store.pool, this.instance, this.leaseMs);
    this.notices = new Notices(
      o.redisUrl,
      this.instance,
      (id, n) => this.onNotice(id, n),
      () => void this.poll().catch(() => undefined),
    );
    // From now on every write is checked against seq, even before start() (the port may be
    // listening already); no match is driven here until its lease is taken.
    this.service.cluster = this;
  }

  /**
   * Within how long every other instance has repeated who is connected to it: a copy of a match
   * just loaded here may not know a tab open elsewhere before (push/turnNotices.ts waits this long).
   */
  get presenceEveryMs(): number {
    return (this.o.tickMs ?? 1_000) * PRESENCE_EVERY_TICKS;
  }

  async start(): Promise<void> {
    await this.leases.init();
    await this.notices.start();
    await this.tick();
    this.timer = setInterval(() => {
      if (!this.ticking) this.ticking = this.tick().finally(() => (this.ticking = null));
    }, this.o.tickMs ?? 1_000);
    this.timer.unref();
  }

  owns(matchId: string): boolean {
    // Leases not renewed in time may have been taken over: stop driving rather than race.
    return !this.stopped && this.owned.has(matchId) && Date.now() - this.renewedAt < this.leaseMs - 500;
  }

  publish(matchId: string, notice: Notice): void {
    this.notices.publish(matchId, notice);
  }

  opened(matchId: string): void {
    this.notices.listen(matchId);
  }

  dropped(matchId: string): void {
    this.notices.unlisten(matchId);
  }

  conflicted(): void {
    this.counters.conflicts++;
  }

  async claim(matchId: string): Promise<boolean> {
    if (this.stopped) return false;
    const won = await this.leases.claim(matchId).catch(() => false);
    if (won) {
      this.owned.add(matchId);
      if (this.renewedAt === 0) this.renewedAt = Date.now();
    }
    return won;
  }

  private onNotice(matchId: string, n: Notice): void {
    const m = this.service.peek(matchId);
    if (!m) return;
    if (n.kind === 'chat') return this.service.chat.heard(m, n.entry);
    if (n.kind === 'presence') return this.service.heardPresence(m, (n as Envelope).from, n.counts);
    this.counters.catchUps++;
    void this.service.refresh(m, n).catch(() => undefined);
  }

  /** One round: renew, take over matches without a driver, catch up matches a lost notice left behind. */
  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      const startedAt = Date.now();
      const held = await this.leases.renew();
      this.renewedAt = startedAt;
      for (const id of this.owned) {
        if (held.has(id)) continue;
        // Lost (another instance took it after a pause of ours, or the match ended).
        this.owned.delete(id);
        this.counters.leasesLost++;
        const m = this.service.peek(id);
        if (m) this.service.evictIfIdle(m);
      }
      for (const id of held) this.owned.add(id);
      for (const id of await this.leases.unleased(this.o.claimsPerTick ?? 20)) {
        if (this.stopped || !(await this.claim(id))) continue;
        this.counters.takeovers++;
        const m = await this.service.open(id).catch(() => null);
        // Already in memory here: first read what its previous driver stored, then drive it.
        if (m) await this.service.refresh(m);
        if (m) this.service.drive(m);
      }
    } catch {
      // The database is unreachable: leases lapse by themselves (owns() stops driving).
    }
    await this.poll().catch(() => undefined);
    // Presence is repeated every 10 ticks, so the others forget a killed instance's connections.
    if (++this.ticks % PRESENCE_EVERY_TICKS === 0) this.announcePresence();
  }

  private announcePresence(): void {
    for (const id of this.service.resident.ids()) {
      const m = this.service.peek(id);
      if (m?.connected.some((n) => n > 0)) this.notices.publish(id, { kind: 'presence', counts: [...m.connected] });
    }
  }

  /** Compares every live match's seq with the database's and catches up those behind. */
  async poll(): Promise<void> {
    const ids = this.service.resident.ids();
    if (ids.length === 0 || !this.store.seqs) return;
    const seqs = await this.store.seqs(ids);
    for (const [id, seq] of seqs) {
      const m = this.service.peek(id);
      if (m && m.seq !== seq) {
        this.counters.catchUps++;
        void this.service.refresh(m).catch(() => undefined);
      }
    }
  }

  async health(): Promise<ClusterHealth> {
    const [database, redis] = await Promise.all([
      Promise.race([
        this.store.ping!(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('the database did not answer')), 1_000).unref()),
      ])
        .then(() => 'up' as const)
        .catch(() => 'down' as const),
      this.notices
        .ping()
        .then(() => 'up' as const)
        .catch(() => 'down' as const),
    ]);
    return { ok: database === 'up' && redis === 'up', instance: this.instance, database, redis };
  }

  /** Prometheus lines for /metrics. */
  metricsText(): string {
    const lines: string[] = [];
    const metric = (name: string, type: string, help: string, value: number) =>
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name}{instance="${this.instance}"} ${value}`);
    metric('tabula_cluster_leases', 'gauge', 'Matches whose bots and clock this instance drives.', this.owned.size);
    metric(
      'tabula_cluster_takeovers_total',
      'counter',
      'Matches this instance took a lease of (new, or from an instance that stopped renewing).',
      this.counters.takeovers,
    );
    metric(
      'tabula_cluster_conflicts_total',
      'counter',
      'Writes that lost to another instance (the action was read again and re-checked).',
      this.counters.conflicts,
    );
    metric(
      'tabula_cluster_catchups_total',
      'counter',
      'Matches brought up to date from a notice or the poll.',
      this.counters.catchUps,
    );
    metric('tabula_cluster_notices_published_total', 'counter', 'Notices published on Redis.', this.notices.published);
    metric(
      'tabula_cluster_notices_received_total',
      'counter',
      'Notices received from other instances.',
      this.notices.received,
    );
    metric('tabula_cluster_redis_up', 'gauge', 'Whether both Redis connections are ready.', this.notices.up ? 1 : 0);
    return `${lines.join('\n')}\n`;
  }

  /** A clean stop: no more claims or drives, leases given up for the others, Redis closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking?.catch(() => undefined);
    await this.leases.releaseAll().catch(() => undefined);
    this.owned.clear();
    await this.notices.stop();
  }
}
