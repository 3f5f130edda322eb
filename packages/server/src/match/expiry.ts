/**
 * The expiry policy for abandoned matches (issue 20, point 4). Matches that nobody finishes would
 * otherwise stay `open` or `running` for ever (a benchmark leaves thousands). A sweep at start
 * and then every `sweepMs` marks `expired`:
 * - an open match (a seat still free) not joined for `openDays`;
 * - a running match with a person seat and no action for `idleDays`;
 * - a bot-only match not finished `botsOnlyHours` after its creation (bots play in minutes; a
 *   position the rules cannot end must not keep a bot thread busy for ever);
 * - a guests' match against bots with no action for `guestBotsHours` (issue 44: a guest who tries
 *   a game against bots and closes the tab left it in every lobby's "Running matches" for 30
 *   days). That is a running match with a seat a bot's from its creation, whose other seats are
 *   people without an account (no seat held by one), and no turn-based clock — a clock of days
 *   per move says the table means to wait. A match with an account's seat, or of people only,
 *   waits `idleDays` as before. The rule is written once, as SQL, in store/queries.ts.
 * An expired match stays readable — its info, its record, a spectator's view — and takes no
 * more moves; its bots stop.
 */
import type { MatchService } from './service';

export interface ExpiryPolicy {
  openDays: number;
  idleDays: number;
  botsOnlyHours: number;
  guestBotsHours: number;
  sweepMs: number;
}

export const DEFAULT_EXPIRY: ExpiryPolicy = {
  openDays: 7,
  idleDays: 30,
  botsOnlyHours: 24,
  guestBotsHours: 24,
  sweepMs: 60 * 60 * 1000,
};

const HOUR = 60 * 60 * 1000;

export class ExpirySweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;

  constructor(
    private readonly service: MatchService,
    private readonly policy: ExpiryPolicy,
    private readonly now: () => number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), this.policy.sweepMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Expires what the policy says is abandoned now; resolves with the ids expired. */
  sweep(): Promise<string[]> {
    if (this.running) return this.running;
    const t = this.now();
    const iso = (ms: number) => new Date(t - ms).toISOString();
    this.running = this.service
      .expire({
        open: iso(this.policy.openDays * 24 * HOUR),
        running: iso(this.policy.idleDays * 24 * HOUR),
        botsOnly: iso(this.policy.botsOnlyHours * HOUR),
        guestBots: iso(this.policy.guestBotsHours * HOUR),
      })
      .finally(() => (this.running = null));
    return this.running;
  }
}
