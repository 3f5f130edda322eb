/**
 * What a connection's greetings may cost (issue 41, point 4). A `hello` is answered with a whole
 * view, the events since the client's `since` and the talk it lacks: a spectator hopping between
 * two big matches was sent ~53 KB per hello, 1,000× what it sent. So greetings are limited by the
 * bytes of their answers, not by their number: a client playing game after game on one socket
 * (the bench does ~10 a second at `--think 0`) greets small fresh matches and is never refused,
 * while a hopper between big ones is held to the byte rate.
 *
 * A greeting is answered while the budget is not overdrawn; its answer's size is then spent,
 * which may overdraw it (the size is known only once the answer is made). The budget refills at
 * `perSecond` bytes a second up to `burst`. A client address's greetings are counted too, in
 * `service.quotas` (several instances count them once).
 */
import { type QuotaRule, type Quotas, retryIn } from './quota';

/** Greetings from one address, all its connections together (a person's tabs reconnecting at once fit). */
export const HELLO_ADDRESS_RULE: QuotaRule = { burst: 40, perSecond: 10 };

export class GreetingBudget {
  private left: number;
  private at: number;

  constructor(
    readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.left = burst;
    this.at = now();
  }

  private refill(): void {
    const now = this.now();
    this.left = Math.min(this.burst, this.left + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }

  /** 0 when a greeting may be answered now, else ms until it may. */
  wait(): number {
    this.refill();
    return this.left >= 0 ? 0 : Math.max(1, Math.ceil((-this.left / this.perSecond) * 1000));
  }

  /** An answer of `bytes` was sent. */
  spend(bytes: number): void {
    this.refill();
    this.left -= bytes;
  }
}

/**
 * Why a connection's greeting may not be answered now, worded with when to try again, or null.
 * `address` null: per-address limits do not apply to the client (loopback, addressLimits.ts).
 */
export async function greetingRefusal(
  budget: GreetingBudget,
  quotas: Quotas,
  address: string | null,
): Promise<string | null> {
  const owed = budget.wait();
  if (owed > 0)
    return `too many greetings (hello): their answers may take ${budget.perSecond / 1024} KB a second on a connection; try again ${retryIn(owed)}`;
  const wait = address === null ? 0 : await quotas.take(`hello:${address}`, HELLO_ADDRESS_RULE);
  if (wait > 0)
    return `too many greetings (hello) from ${address}: at most ${HELLO_ADDRESS_RULE.perSecond} a second; try again ${retryIn(wait)}`;
  return null;
}
