/**
 * What the store keeps of passkeys (issue 44): each WebAuthn credential of an account (its public
 * key, which signs nothing in by itself, and the signature counter the authenticator last showed),
 * and the challenges of ceremonies under way. A challenge is a row, not process memory, so a
 * ceremony begun on one server instance can end on another over the same PostgreSQL; taking it
 * deletes it, so it works once.
 */
export interface PasskeyRow {
  /** The credential id (base64url), unique over all accounts. */
  id: string;
  accountId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** How the browser said it reaches the authenticator (`internal`, `usb`, `hybrid`, …). */
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a ceremony was begun for: a new account, a sign-in, or one more passkey for an account. */
export type CeremonyKind = 'sign-up' | 'sign-in' | 'add';

export interface ChallengeRow {
  /** The challenge (base64url), as the browser signs it. */
  challenge: string;
  kind: CeremonyKind;
  /** sign-up: the new account's id; sign-in: the named account's (null: any); add: the account's. */
  accountId: string | null;
  /** sign-up: the name asked for. */
  username: string | null;
  /** The page origin the ceremony is bound to (its host is the relying party id). */
  origin: string;
  expiresAt: string;
}

export interface PasskeyStore {
  /** Stores a challenge, and forgets those expired before `now` (ISO). */
  addPasskeyChallenge(c: ChallengeRow, now: string): Promise<void>;
  /** Takes a challenge away (expired or not); null when there is none (never issued, or taken). */
  takePasskeyChallenge(challenge: string): Promise<ChallengeRow | null>;
  /** Stores a passkey; false when its credential id is stored already (for any account). */
  addPasskey(p: PasskeyRow): Promise<boolean>;
  passkeyById(id: string): Promise<PasskeyRow | null>;
  /** The account's passkeys, oldest first. */
  passkeysOf(accountId: string): Promise<PasskeyRow[]>;
  /**
   * Records a sign-in with a passkey: its new counter and when, only if its counter is still
   * `was`; false otherwise (another sign-in with it came first).
   */
  usePasskey(id: string, was: number, counter: number, at: string): Promise<boolean>;
  /**
   * Removes one of the account's passkeys, unless it is the last way in: an account without a
   * password keeps its last passkey (`last`). `unknown`: not a passkey of this account.
   */
  removePasskey(accountId: string, id: string): Promise<'removed' | 'unknown' | 'last'>;
}

/** A row of `passkeys` as either adapter reads it (PostgreSQL reads BIGINT as a string). */
export const passkeyOf = (r: Record<string, unknown>): PasskeyRow => ({
  id: String(r.id),
  accountId: String(r.account_id),
  publicKey: String(r.public_key),
  counter: Number(r.counter),
  transports: JSON.parse(String(r.transports)) as string[],
  createdAt: String(r.created_at),
  lastUsedAt: r.last_used_at == null ? null : String(r.last_used_at),
});

/** A row of `passkey_challenges` as a ChallengeRow. */
export const challengeOf = (r: Record<string, unknown>): ChallengeRow => ({
  challenge: String(r.challenge),
  kind: String(r.kind) as CeremonyKind,
  accountId: r.account_id == null ? null : String(r.account_id),
  username: r.username == null ? null : String(r.username),
  origin: String(r.origin),
  expiresAt: String(r.expires_at),
});
