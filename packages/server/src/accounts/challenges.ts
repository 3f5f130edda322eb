/**
 * Passkey challenges (issue 44): 32 random bytes the browser signs, each issued for one ceremony
 * (a sign-up, a sign-in, adding a passkey) on one page origin, stored (passkeyRows.ts) so that any
 * instance can finish it, good for CHALLENGE_MS and taken away at first use, so a signed response
 * cannot be replayed.
 */
import { HttpError } from '../net/httpError';
import type { CeremonyKind, ChallengeRow, PasskeyStore } from '../store/passkeyRows';

/** How long a ceremony may take, end to end; the browser's own prompt times out before (TIMEOUT_MS). */
const CHALLENGE_MS = 5 * 60_000;
export const TIMEOUT_MS = 3 * 60_000;

export async function issueChallenge(
  store: PasskeyStore,
  now: number,
  c: Omit<ChallengeRow, 'expiresAt'>,
): Promise<void> {
  await store.addPasskeyChallenge(
    { ...c, expiresAt: new Date(now + CHALLENGE_MS).toISOString() },
    new Date(now).toISOString(),
  );
}

/** Takes the challenge for a `kind` ceremony, or refuses (400): never issued, used, for another ceremony, expired. */
export async function takeChallenge(
  store: PasskeyStore,
  challenge: string,
  kind: CeremonyKind,
  now: number,
): Promise<ChallengeRow> {
  const c = await store.takePasskeyChallenge(challenge);
  if (!c || c.kind !== kind)
    throw new HttpError(400, `unknown passkey challenge (each works once, for one ${kind}): start again`);
  if (Date.parse(c.expiresAt) <= now) throw new HttpError(400, 'the passkey challenge has expired: start again');
  return c;
}
