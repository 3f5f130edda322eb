/**
 * What a bot may spend on one move on this server (issue 20, point 2). A match's creator chooses
 * its bots, so without a cap a few requests could seat bots that think for minutes per move.
 * The caps are the strongest search the lobby offers; the CLI's own `arena` and `play` take any
 * budget, since they run on the user's machine.
 */
import { parseBotSpec } from '@tabula/bots';
import type { QuotaRule, Quotas } from '../limits/quota';

/** Longest `search:ms=N` a match may seat. */
export const MAX_BOT_MS = 5_000;
/** Most `search:iters=N` a match may seat (about 2–4 s per move on one core at 2 players). */
export const MAX_BOT_ITERS = 50_000;

/** Why a bot spec is over the server's budget, or null when it is within it. */
export function overBudget(spec: string): string | null {
  const p = parseBotSpec(spec);
  if (p.kind !== 'search') return null;
  if (p.ms !== undefined && p.ms > MAX_BOT_MS)
    return `search:ms=${p.ms} thinks too long: this server allows at most ms=${MAX_BOT_MS} per move`;
  if (p.iters !== undefined && p.iters > MAX_BOT_ITERS)
    return `search:iters=${p.iters} is too many: this server allows at most iters=${MAX_BOT_ITERS} per move`;
  return null;
}

/**
 * How long one move may take before its thread is stopped: a timed search's own budget plus a
 * grace, any other bot a fixed limit (they answer in milliseconds, or iterations within the cap).
 */
export function moveDeadlineMs(spec: string, o: { graceMs?: number; limitMs?: number } = {}): number {
  const p = parseBotSpec(spec);
  if (p.kind === 'search' && p.ms !== undefined) return p.ms + (o.graceMs ?? 2_000);
  return o.limitMs ?? 10_000;
}

/**
 * Issue 41, item 6: live matches (open or running) with a searching bot — `search:…` or a level
 * that searches (`master`) — one creating address may have at once. Each thinks on one thread at
 * a time, so this bounds the threads one address's bots hold; a fifth is refused with 429.
 */
export const MAX_SEARCHING_MATCHES = 4;
/**
 * An open one counts for an hour after its creation: it thinks only once every seat is taken, and
 * a table left waiting for a friend should not hold its creator back for the week before it
 * expires. The last join, which starts it, is refused instead while its creator runs the maximum.
 */
export const OPEN_COUNTED_MS = 60 * 60_000;

/** Whether the spec searches (thinks for up to its budget a move) rather than answering at once. */
export function searches(spec: string): boolean {
  return parseBotSpec(spec).kind === 'search';
}

/**
 * Thinking time per creating address (issue 41, item 6): 60 thinking-seconds a minute — one
 * thread's worth, so one match of two 5-s bots never runs out — with 2 minutes banked. An address
 * past it has its bot moves scheduled last (pool.ts, rank "last") until the bucket has refilled
 * what its last move cost; nothing is refused, its bots only wait for everyone else's.
 */
const THINKING_RULE: QuotaRule = { burst: 120, perSecond: 1 };

/**
 * The pool's view of the thinking-time quota. The bucket is `service.quotas` (in Redis with
 * several instances, so an address's thinking counts once for the cluster); whether an address is
 * past it is remembered here from its last charge, so the pool decides synchronously. It is the
 * pool's `ThinkingShare` (ranks.ts) by its shape: ranks.ts asks budget.ts whether a bot searches.
 */
export class ThinkingTime {
  /** Creators past their thinking time, until when (this clock). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly quotas: () => Quotas,
    private readonly now: () => number = () => performance.now(),
    private readonly rule: QuotaRule = THINKING_RULE,
  ) {}

  over(creator: string): boolean {
    const t = this.until.get(creator);
    if (t === undefined) return false;
    if (this.now() < t) return true;
    this.until.delete(creator);
    return false;
  }

  spent(creator: string, ms: number): void {
    void this.quotas()
      .take(`bot-think:${creator}`, this.rule, ms / 1000)
      .then((wait) => {
        if (wait > 0) this.until.set(creator, this.now() + wait);
        if (this.until.size > 10_000) for (const c of this.until.keys()) this.over(c);
      })
      .catch(() => undefined);
  }
}
