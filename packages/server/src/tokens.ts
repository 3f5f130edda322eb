/**
 * Seat tokens: 192 random bits, base64url. Only their SHA-256 is stored, and a presented token is
 * compared with the stored hash in constant time, so neither the database nor timing reveals one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `storedHash`; constant time in the hash comparison. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  // A free seat has no hash: compare against a dummy so the work done is the same.
  const stored = Buffer.from(storedHash ?? '00'.repeat(32), 'hex');
  if (stored.length !== presented.length) return false;
  return timingSafeEqual(presented, stored) && storedHash !== null;
}

/** Digits in ASCII order, so ids compare as their times do (SQLite and PostgreSQL compare bytes). */
const ORDERED = '0123456789abcdefghijklmnopqrstuv';

/**
 * An unguessable id for a match (96 random bits), led by its creation second: the matches being
 * played are the newest, so their rows sit together at the end of every index keyed by match
 * (each action is a row keyed (match, index)). With wholly random ids each action of a group
 * commit dirtied its own index page; the WAL wrote those pages and SQLite's CPU per action was a
 * third higher (issue 26).
 */
export function newMatchId(now: number = Date.now()): string {
  let seconds = Math.floor(now / 1000);
  let prefix = '';
  // Seven base-32 digits: 2^35 seconds, a thousand years.
  for (let i = 0; i < 7; i++, seconds = Math.floor(seconds / 32)) prefix = ORDERED[seconds % 32] + prefix;
  return prefix + randomBytes(12).toString('base64url');
}

/** A random seed for a match whose creator did not fix one. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
