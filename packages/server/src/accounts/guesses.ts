/**
 * What typing a password or a recovery code costs (issue 44): each is a guess, whether it signs in
 * or confirms a deletion, so each is throttled per address and per account — guessing one
 * person's password is slow from any number of addresses, and a stolen cookie does not buy
 * unlimited guesses through the deletion route either — and the hashing it needs may be busy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../net/httpError';
import type { AccountHost } from './http';
import { PasswordsBusy } from './password';
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS, throttle } from './throttle';

/** Counts a guess at the account of `usernameKey` from the request's address (loopback exempt). */
export async function guess(
  host: AccountHost,
  req: FastifyRequest,
  reply: FastifyReply,
  usernameKey: string,
): Promise<void> {
  const take = throttle(host.quotas);
  if (!host.exempt(req.ip)) await take(`signin:${req.ip}`, SIGN_IN_ADDRESS, reply, `sign-ins from ${req.ip}`);
  await take(`signin-account:${usernameKey}`, SIGN_IN_ACCOUNT, reply, 'sign-ins to this account');
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
