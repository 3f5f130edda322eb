/**
 * Plays the bot seats of running matches: asks the match's bot thread for a move from the seat's
 * view and legal actions, and submits it through the same `act` path as a person's move.
 */
import type { LiveMatch } from '../match/liveMatch';
import type { ActResult } from '../match/actions';
import type { Quotas } from '../limits/quota';
import { ThinkingTime } from './budget';
import type { BotPool } from './pool';
import type { Asker } from './ranks';

/** What the driver needs of the match service. */
export interface Acting {
  act(
    m: LiveMatch,
    seat: number,
    version: number,
    action: unknown,
    receivedAt?: number,
    by?: 'person' | 'bot',
  ): Promise<ActResult>;
  /** Whether this server plays the match's bots (several instances: only the lease holder does). */
  drives?(m: LiveMatch): boolean;
  /** Per-address limits (quota.ts): the bots' thinking time per creating address is one. */
  readonly quotas?: Quotas;
}

/**
 * How the pool ranks the match's moves (pool.ts, issue 41 item 6): its creating address, and
 * whether a person plays a seat of it — a seat whose person is away is played by a bot.
 */
function askerOf(m: Pick<LiveMatch, 'botCreator' | 'seats'>): Asker {
  return { creator: m.botCreator, person: m.seats.some((s) => s.bot === null) };
}

/**
 * A bot's seed, from the match's seed, which the server keeps (issue 20, point 6): the public
 * match id alone let anyone predict a random bot's secret choices. A creator's fixed seed (solo,
 * hot-seat, bot-only) makes its bots reproducible, as a study game should be.
 */
function botSeed(m: Pick<LiveMatch, 'seed'>, seat: number): string {
  return `${String(m.seed)}:bot:${seat}`;
}

/** Asks bot threads for the moves of bot seats, and submits them like any player's. */
export class BotDriver {
  private readonly thinking = new Set<string>();
  private stopped = false;

  constructor(
    private readonly service: Acting,
    private readonly pool: BotPool,
    private readonly delayMs: number,
  ) {
    const quotas = service.quotas;
    if (quotas) pool.share ??= new ThinkingTime(() => service.quotas ?? quotas);
  }

  stop(): void {
    this.stopped = true;
  }

  drive(m: LiveMatch): void {
    if (this.stopped || m.status !== 'running' || this.service.drives?.(m) === false) return;
    for (const seat of m.active) {
      const spec = m.seats[seat]?.bot;
      const key = `${m.id}:${seat}`;
      if (!spec || this.thinking.has(key)) continue;
      this.thinking.add(key);
      const version = m.version;
      const legal = m.legal[seat]!;
      const view = m.game.view(m.state, seat);
      const pick = (list: readonly unknown[]) => list[Math.floor(Math.random() * list.length)];
      const think = async () => {
        if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
        if (this.stopped) return;
        const action = await this.pool
          .choose(m.id, { game: m.game.id, key, spec, seed: botSeed(m, seat), seat, view, legal }, askerOf(m))
          .catch(() => pick(legal));
        const r = await this.service.act(m, seat, version, action, performance.now(), 'bot');
        // A bot that returns an illegal move forfeits the choice to a random legal one.
        if (!r.ok && r.code === 'illegal' && m.legal[seat]!.length)
          await this.service.act(m, seat, m.version, pick(m.legal[seat]!), performance.now(), 'bot');
      };
      // A failure of one bot move (storage, a thrown error) ends that move, never the process.
      void think()
        .catch(() => undefined)
        .finally(() => {
          this.thinking.delete(key);
          this.drive(m);
        });
    }
  }
}
