/**
 * What typing a password or a recovery code costs (issue 44): each is a guess, whether it signs in
 * or confirms a deletion, so each is throttled per address and per account — guessing one
 * person's password is slow from any number of addresses, and a stolen cookie does not buy
 * unlimited guesses through the deletion route either — and the hashing it needs may be busy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type QuotaRule, retryIn } from '../limits/quota';
import { HttpError } from '../net/httpError';
import type { AccountHost } from './http';
import { PasswordsBusy } from './password';

const GUESSES_FROM_ADDRESS: QuotaRule = { burst: 20, perSecond: 1 / 6 };
const GUESSES_AT_ACCOUNT: QuotaRule = { burst: 10, perSecond: 1 / 30 };

/** Takes one from the bucket `key`, or answers 429 with `Retry-After` (whole seconds). */
export async function throttle(
  host: AccountHost,
  key: string,
  rule: QuotaRule,
  reply: FastifyReply,
  what: string,
): Promise<void> {
  const wait = await host.quotas.take(key, rule);
  if (wait === 0) return;
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  throw new HttpError(429, `too many ${what}; try again ${retryIn(wait)}`);
}

/** Counts a guess at the account of `usernameKey` from the request's address (loopback exempt). */
export async function guess(
  host: AccountHost,
  req: FastifyRequest,
  reply: FastifyReply,
  usernameKey: string,
): Promise<void> {
  if (!host.exempt(req.ip))
    await throttle(host, `signin:${req.ip}`, GUESSES_FROM_ADDRESS, reply, `sign-ins from ${req.ip}`);
  await throttle(host, `signin-account:${usernameKey}`, GUESSES_AT_ACCOUNT, reply, 'sign-ins to this account');
}

/** Runs password hashing, answering 503 when too many hashes wait already (password.ts). */
export async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof PasswordsBusy) throw new HttpError(503, e.message);
    throw e;
  }
}
