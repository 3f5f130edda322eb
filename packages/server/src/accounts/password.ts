/**
 * Password hashes (issue 44): argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), by
 * `@node-rs/argon2`, whose asynchronous calls run on libuv's thread pool — never on the event
 * loop. A hash takes ~45 ms and 19 MiB, so at most HASHES_AT_ONCE run at a time (the pool is also
 * SQLite's and the file system's) and at most HASHES_WAITING wait; beyond that a sign-in is told
 * to come back (`PasswordsBusy`) rather than queue without end.
 *
 * An unknown name is checked against a hash made at start-up from a random password, so "no such
 * account" and "wrong password" take the same time and get the same answer (`verifyPassword`).
 */
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, a const enum the package exports only as a type here (verbatimModuleSyntax). */
const ARGON2ID = 2 as Algorithm.Argon2id;

const ARGON2_PARAMETERS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const HASHES_AT_ONCE = 2;
const HASHES_WAITING = 64;

export class PasswordsBusy extends Error {
  constructor() {
    super('too many sign-ins at once; try again in a moment');
  }
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `job` when a hashing slot is free (FIFO), or refuses at once when too many wait. */
async function gated<T>(job: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) throw new PasswordsBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return gated(() => hash(password, ARGON2_PARAMETERS));
}

let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches `stored`, a hash from `hashPassword`; `stored` null (no such account)
 * costs the same as a wrong password and is false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  const against = stored ?? (await decoy);
  const ok = await gated(() => verify(against, password));
  return ok && stored !== null;
}
