/**
 * One thread's share of `tabula bench server`: its tables' clients are connected, seated and
 * greeted (hello → first update) before the clock starts; then they play random games back to
 * back until told to stop. A finished table seats a new match while the clock runs: that time
 * (create, join each seat, hello until the first update) is reported on its own, never mixed into
 * the action round trips.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Rng } from '@tabula/engine';
import { type AutoPlayer, autoPlay } from './autoPlayer';
import { createMatch, joinMatch, WireClient } from './client';
import { findGame } from '@tabula/wire/games';

export interface ShardConfig {
  /** The server instances; table t of this shard plays on `urls[(shard + t) % urls.length]`. */
  urls: string[];
  game: string;
  players: number;
  tables: number;
  /** Mean think time in ms; each action's is drawn uniformly from [0.5, 1.5] × this. 0: none. */
  thinkMs: number;
  /** Distinguishes this shard's players' names and random streams. */
  shard: number;
  /** Seat s of table t connects to the instance after the table's by s (instances sharing matches). */
  spreadSeats?: boolean;
  /**
   * Each player sends an `X-Forwarded-For` of its own (10.s.x.y): against a server that trusts the
   * bench as its proxy (`--trust-proxy 127.0.0.1`) every player is then an address of its own, as
   * people are, so the per-address limits apply to a hostile client without counting the players
   * as one address (issue 41).
   */
  spreadAddresses?: boolean;
  /** Clients read whole views, not patches. */
  wholeViews?: boolean;
}

export interface ShardReport {
  /** Round trips (ms) of the actions acknowledged while the clock ran (warm-up included), and when each was sent (ms since the epoch). */
  latencies: Float64Array;
  sentAt: Float64Array;
  /** Games finished after the warm-up (as the seating times and bytes, not the warm-up's). */
  games: number;
  errors: number;
  errorSamples: string[];
  /** Seating a new table after the warm-up (create, joins, hellos), ms each. */
  seatMs: number[];
  /** Seating every table before the clock started, ms. */
  setupMs: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** WebSocket bytes the server sent this shard's clients in the measured window. */
  bytes: number;
}

/** How long a stopping shard waits for actions already sent to be acknowledged. */
const DRAIN_MS = 5000;

export class BenchShard {
  private readonly game;
  private readonly rows: WireClient[][] = [];
  private readonly current: Array<AutoPlayer[] | null> = [];
  private running = false;
  private measuring = false;
  private stopped!: () => void;
  private readonly stopping = new Promise<void>((r) => (this.stopped = r));
  private loops: Promise<void>[] = [];
  private readonly latencies: number[] = [];
  private readonly sentAt: number[] = [];
  private readonly seatMs: number[] = [];
  private readonly errorSamples: string[] = [];
  private errors = 0;
  private games = 0;
  private setupMs = 0;
  private bytesFrom = 0;
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });
  private readonly think: () => number;

  constructor(private readonly c: ShardConfig) {
    const game = findGame(c.game);
    if (!game) throw new Error(`unknown game "${c.game}"`);
    this.game = game;
    const jitter = Rng.seed(`think:${c.shard}`);
    this.think = () => (c.thinkMs > 0 ? c.thinkMs * (0.5 + jitter.next()) : 0);
  }

  private fail(why: string): void {
    this.errors++;
    if (this.errorSamples.length < 5) this.errorSamples.push(why);
  }

  /** Connects, seats and greets every table; resolves when all are ready to play. */
  async prepare(): Promise<void> {
    const t0 = performance.now();
    this.current.push(...(await Promise.all(Array.from({ length: this.c.tables }, (_, t) => this.seat(t)))));
    this.setupMs = performance.now() - t0;
  }

  /** A new match at table t: created, every seat joined and greeted; its players wait until the start. */
  private async seat(t: number): Promise<AutoPlayer[]> {
    const url = this.urlOf(t);
    const info = await createMatch(url, { game: this.game.id, players: this.c.players }, this.headersOf(t, 0));
    const joined = [];
    for (let seat = 0; seat < this.c.players; seat++)
      joined.push(
        await joinMatch(url, info.id, { name: `bench ${this.c.shard}.${t}.${seat}` }, this.headersOf(t, seat)),
      );
    // A table's players connect once, just before their first greeting (the server closes a
    // socket that has not greeted a match within 10 s), and keep their sockets for later games.
    const row = (this.rows[t] ??= await this.connectRow(t));
    const autos = joined.map((j, i) =>
      autoPlay(row[i]!, j.seat, {
        game: this.game,
        random: Rng.seed(`${info.id}:${j.seat}`),
        thinkMs: this.think,
        paused: !this.running,
        onAck: (sent, ms) => {
          if (!this.measuring) return;
          this.latencies.push(ms);
          this.sentAt.push(performance.timeOrigin + sent);
        },
      }),
    );
    await Promise.all(joined.map((j, i) => row[i]!.hello(info.id, j.token)));
    return autos;
  }

  /** The player's own address (`spreadAddresses`), else none: the TCP peer's. */
  private headersOf(t: number, seat: number): Record<string, string> | undefined {
    if (!this.c.spreadAddresses) return undefined;
    const i = t * this.c.players + seat;
    return { 'x-forwarded-for': `10.${this.c.shard & 255}.${(i >> 8) & 255}.${i & 255}` };
  }

  /** A table's matches are created and joined on one instance (its seats may connect to others: spreadSeats). */
  private urlOf(t: number): string {
    return this.c.urls[(this.c.shard + t) % this.c.urls.length]!;
  }

  private async connectRow(t: number): Promise<WireClient[]> {
    const urls = this.c.urls;
    const at = (seat: number) => urls[(this.c.shard + t + (this.c.spreadSeats ? seat : 0)) % urls.length]!;
    const clients = await Promise.all(
      Array.from({ length: this.c.players }, (_, seat) =>
        WireClient.connect(at(seat), {
          keep: false,
          patch: !this.c.wholeViews,
          ...(this.c.spreadAddresses ? { headers: this.headersOf(t, seat)! } : {}),
        }),
      ),
    );
    for (const client of clients) {
      client.onMessage((m) => m.t === 'error' && this.measuring && this.fail(`${m.code}: ${m.message}`));
      client.ws.on('close', () => this.running && this.fail('connection closed by the server'));
    }
    return clients;
  }

  /** The warm-up is over: the loop delay and seating times count from now (round trips are split by send time). */
  measure(): void {
    this.bytesFrom = this.bytesNow();
    this.loop.reset();
    this.seatMs.length = 0;
    this.games = 0;
  }

  /**
   * Starts the clock: every table plays, each from a moment drawn in [0, think time) — tables that
   * all opened on the same beat would stay in step (every seat of every table bidding at once) for
   * many moves, a herd that a population of players coming and going does not form.
   */
  start(): void {
    this.running = true;
    this.measuring = true;
    this.loop.enable();
    const offsets = Rng.seed(`start:${this.c.shard}`);
    this.loops = this.rows.map((_, t) => this.play(t, offsets.next() * this.c.thinkMs));
  }

  private async play(t: number, offsetMs: number): Promise<void> {
    if (offsetMs > 0) await new Promise((r) => setTimeout(r, offsetMs));
    while (this.running) {
      try {
        let autos = this.current[t];
        if (!autos) {
          const t0 = performance.now();
          autos = await this.seat(t);
          this.current[t] = autos;
          if (!this.running) return;
          this.seatMs.push(performance.now() - t0);
        }
        for (const a of autos) a.resume();
        await Promise.race([Promise.all(autos.map((a) => a.done)), this.stopping]);
        if (!this.running) return;
        for (const a of autos) a.stop();
        this.current[t] = null;
        this.games++;
      } catch (e) {
        this.fail((e as Error).message);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  private bytesNow(): number {
    return this.rows.flat().reduce((n, c) => n + c.bytesReceived, 0);
  }

  /** Stops choosing actions, waits for those already sent to be acknowledged, and reports. */
  async stop(): Promise<ShardReport> {
    this.running = false;
    this.stopped();
    const autos = this.current.flatMap((a) => a ?? []);
    for (const a of autos) a.pause();
    const deadline = performance.now() + DRAIN_MS;
    while (autos.some((a) => a.waiting) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    this.measuring = false;
    this.loop.disable();
    await Promise.all(this.loops);
    for (const a of autos) a.stop();
    const bytes = this.bytesNow() - this.bytesFrom;
    await Promise.all(this.rows.flat().map((c) => c.close()));
    const ms = (ns: number) => (this.loop.count > 0 ? ns / 1e6 : 0);
    return {
      latencies: Float64Array.from(this.latencies),
      sentAt: Float64Array.from(this.sentAt),
      games: this.games,
      errors: this.errors,
      errorSamples: this.errorSamples,
      seatMs: this.seatMs,
      setupMs: this.setupMs,
      loopP99Ms: ms(this.loop.percentile(99)),
      loopMaxMs: ms(this.loop.max),
      bytes,
    };
  }
}
