/**
 * The clients the connection bench holds open (issue 46), each bound to a source address of its
 * own block of 127.0.0.0/8 (addresses.ts):
 * - players: tables of P seats playing random games, each move after a person's think time;
 * - spectators: greet a table's match without a seat and only watch;
 * - silent: connect and never greet, to check the server's hello deadline still closes them.
 * Every socket counts the server's pings and whether the server closed it.
 */
import { Rng } from '@tabula/engine';
import type { Created, Joined } from '@tabula/wire';
import { findGame } from '@tabula/wire/games';
import { type AutoPlayer, autoPlay } from '../autoPlayer';
import { api, WireClient } from '../client';
import { sourceAddress } from './addresses';

export interface CrowdConfig {
  url: string;
  game: string;
  players: number;
  tables: number;
  spectators: number;
  silent: number;
  /** Mean think time before each move (ms), each drawn from [0.5, 1.5] × it. */
  thinkMs: number;
  /** Clients per source address, and the addresses' first two octets (null: the system's address). */
  perAddress: number;
  sourcePrefix: string | null;
  /** Sockets being opened at once. */
  opening: number;
  /** Called with each acknowledged action's round trip (ms) while measuring. */
  onAck: (ms: number) => void;
}

/** One held socket: what the server did to it. */
interface Held {
  client: WireClient;
  pings: number;
  /** ms (performance.now()) at which the server closed it, and its close code. */
  closedAt: number | null;
  closeCode: number | null;
}

export class Crowd {
  readonly held: Held[] = [];
  readonly silent: Held[] = [];
  readonly errors: string[] = [];
  errorCount = 0;
  /** `stale` refusals: a player's action resent after 2 s without an answer (autoPlayer.ts), counted apart. */
  stale = 0;
  private readonly autos: AutoPlayer[] = [];
  private readonly matches: string[] = [];
  private next = 0;
  private stopping = false;
  private readonly game;
  private readonly jitter: Rng;

  constructor(private readonly c: CrowdConfig) {
    const game = findGame(c.game);
    if (!game) throw new Error(`unknown game "${c.game}"`);
    this.game = game;
    this.jitter = Rng.seed('crowd:think');
  }

  fail(why: string): void {
    this.errorCount++;
    if (this.errors.length < 5) this.errors.push(why);
  }

  /** Seats every table, `opening` at a time. */
  async seatTables(): Promise<void> {
    await this.pool(this.c.tables, (t) => this.seat(t));
  }

  /** Greets the spectators, round-robin over the tables' matches. */
  async greetSpectators(): Promise<void> {
    await this.pool(this.c.spectators, (s) => this.spectate(s));
  }

  /** Opens the silent sockets, which never greet. */
  async openSilent(): Promise<void> {
    await this.pool(this.c.silent, async () => {
      this.silent.push(await this.connect());
    });
  }

  /** Runs `n` jobs, at most `opening` at once. */
  private async pool(n: number, job: (i: number) => Promise<void>): Promise<void> {
    let i = 0;
    const worker = async () => {
      while (i < n) await job(i++);
    };
    await Promise.all(Array.from({ length: Math.min(n, this.c.opening) }, worker));
  }

  /** The next client's source address: a few clients per address (addresses.ts). */
  private address(): string | undefined {
    return sourceAddress(this.next++, this.c.perAddress, this.c.sourcePrefix);
  }

  private async connect(localAddress = this.address()): Promise<Held> {
    const client = await WireClient.connect(this.c.url, { keep: false, ...(localAddress ? { localAddress } : {}) });
    const h: Held = { client, pings: 0, closedAt: null, closeCode: null };
    client.ws.on('ping', () => h.pings++);
    client.ws.on('close', (code) => {
      if (this.stopping) return;
      h.closedAt = performance.now();
      h.closeCode = code;
    });
    client.onMessage((m) => {
      if (m.t !== 'error') return;
      if (m.code === 'stale') this.stale++;
      else this.fail(`${m.code}: ${m.message}`);
    });
    return h;
  }

  /** A table: its match created and joined from its first seat's address, each seat connected and greeted. */
  private async seat(t: number): Promise<void> {
    const seats = Array.from({ length: this.c.players }, () => this.address());
    const info = await api<Created>(
      this.c.url,
      'POST',
      '/api/matches',
      { game: this.game.id, players: this.c.players },
      undefined,
      seats[0],
    );
    this.matches.push(info.id);
    for (let s = 0; s < this.c.players; s++) {
      const j = await api<Joined>(
        this.c.url,
        'POST',
        `/api/matches/${info.id}/join`,
        { name: `crowd ${t}.${s}` },
        undefined,
        seats[s],
      );
      const h = await this.connect(seats[s]);
      this.held.push(h);
      this.autos.push(
        autoPlay(h.client, j.seat, {
          game: this.game,
          random: Rng.seed(`${info.id}:${j.seat}`),
          thinkMs: () => this.c.thinkMs * (0.5 + this.jitter.next()),
          paused: true,
          onAck: (_sent, ms) => this.c.onAck(ms),
        }),
      );
      await h.client.hello(info.id, j.token);
    }
  }

  /** A spectator of table s's match (round-robin over the tables). */
  private async spectate(s: number): Promise<void> {
    const h = await this.connect();
    this.held.push(h);
    await h.client.hello(this.matches[s % this.matches.length]!);
  }

  /** Every player starts thinking about its first move. */
  start(): void {
    for (const a of this.autos) a.resume();
  }

  /** Players that sent an action not yet answered. */
  get waiting(): number {
    return this.autos.filter((a) => a.waiting).length;
  }

  pause(): void {
    for (const a of this.autos) a.pause();
  }

  /** Closes every socket (not counted as closed by the server). */
  async close(): Promise<void> {
    this.stopping = true;
    for (const a of this.autos) a.stop();
    await Promise.all([...this.held, ...this.silent].map((h) => h.client.close()));
  }
}
