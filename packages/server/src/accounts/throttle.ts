/**
 * How often accounts may be made and signed into (issue 44), shared by the password routes
 * (routes.ts) and the passkey routes (passkeyRoutes.ts), so a passkey attempt draws on the same
 * buckets as a password attempt and switching method buys no extra guesses.
 */
import type { FastifyReply } from 'fastify';
import { type QuotaRule, type Quotas, retryIn } from '../limits/quota';
import { HttpError } from '../net/httpError';

export const SIGN_UP: QuotaRule = { burst: 5, perSecond: 1 / 60 };
export const SIGN_IN_ADDRESS: QuotaRule = { burst: 20, perSecond: 1 / 6 };
/** Per account: guessing one person's password is slow from any number of addresses. */
export const SIGN_IN_ACCOUNT: QuotaRule = { burst: 10, perSecond: 1 / 30 };

/** Takes from the bucket `key`, or refuses with 429 and `Retry-After`, naming `what` was too many. */
export type Take = (key: string, rule: QuotaRule, reply: FastifyReply, what: string) => Promise<void>;

export function throttle(quotas: Quotas): Take {
  return async (key, rule, reply, what) => {
    const wait = await quotas.take(key, rule);
    if (wait === 0) return;
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, `too many ${what}; try again ${retryIn(wait)}`);
  };
}
