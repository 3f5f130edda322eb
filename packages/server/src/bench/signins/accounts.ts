/**
 * The accounts the sign-in bench signs in to (issue 44), made before anything is measured. The
 * server limits sign-ins per account (10, then one per 30 s, from any address), so a steady rate
 * needs many accounts, each used a few times: `accountsFor` sizes them so that none comes near its
 * limit, and a refusal the bench counts is the server's doing, not the bench's.
 * Sign-ups are limited per address too, but a server without a proxy exempts loopback, where the
 * bench runs; a server that limits it answers 429 and the set-up stops with that answer.
 */
import { randomBytes } from 'node:crypto';
import type { SignedUp } from '@tabula/wire';
import { ApiError, api } from '../client';

/** Sign-ins per account in a run: half the server's per-account burst of 10 (accounts/guesses.ts). */
const USES_PER_ACCOUNT = 5;

/** What every bench account's password is: long enough for the rules (8–256 characters). */
export const BENCH_PASSWORD = 'a bench passphrase';

/** Sign-ups at once: the server hashes two at a time, so four keep it busy without a queue. */
const SIGNING_UP = 4;
const BUSY_PAUSE_MS = 200;

/** Accounts enough for `signIns` sign-ins, each account used at most USES_PER_ACCOUNT times. */
export function accountsFor(signIns: number): number {
  return Math.max(1, Math.ceil(signIns / USES_PER_ACCOUNT));
}

/**
 * Signs up `count` accounts at `url` and answers their names. The names carry a random run tag,
 * so the bench can run again against the same server (a taken name would be refused).
 */
export async function createAccounts(url: string, count: number): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const names = Array.from({ length: count }, (_, i) => `sb${tag}_${i}`);
  let next = 0;
  const worker = async () => {
    while (next < names.length) await signUp(url, names[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SIGNING_UP, count) }, worker));
  return names;
}

/** One sign-up; a 503 (too many hashes waiting) is asked again after a pause, anything else stops the bench. */
async function signUp(url: string, username: string): Promise<void> {
  for (;;) {
    try {
      await api<SignedUp>(url, 'POST', '/api/account', { username, password: BENCH_PASSWORD });
      return;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 503) throw e;
      await new Promise((r) => setTimeout(r, BUSY_PAUSE_MS));
    }
  }
}
