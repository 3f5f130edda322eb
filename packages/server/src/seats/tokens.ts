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

/**
 * The seat a token belongs to among a match's seats, or null. Every seat is checked (constant time
 * each). A seat a bot plays for its absent person is still that person's.
 */
export function seatOf(seats: ReadonlyArray<{ seat: number; tokenHash: string | null }>, token: string): number | null {
  let found: number | null = null;
  for (const s of seats) if (tokenMatches(token, s.tokenHash)) found = s.seat;
  return found;
}

/**
 * An unguessable id for a match (96 random bits), led by its creation second: the matches being
 * played are the newest, so their rows sit together at the end of every index keyed by match
 * (each action is a row keyed (match, index)). With wholly random ids each action of a group
 * commit dirtied its own index page, which the WAL wrote: in a stand-alone check an action row's
 * insert took half as much CPU again (issue 26).
 */
export function newMatchId(now: number = Date.now()): string {
  // Seven base-32 digits (0–9, a–v: in ASCII order, so ids compare bytewise as their times do, as
  // SQLite and PostgreSQL compare them): 2^35 seconds, a thousand years.
  return (
    Math.floor(now / 1000)
      .toString(32)
      .padStart(7, '0') + randomBytes(12).toString('base64url')
  );
}

/** A random seed for a match whose creator did not fix one. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
