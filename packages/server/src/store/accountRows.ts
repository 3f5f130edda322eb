/**
 * What the store keeps of accounts (issue 44): the account (its name as shown, the key names clash
 * on, the password's argon2id hash), its recovery codes' hashes, and its sessions — each by the
 * SHA-256 of its id, so a copy of the database signs no one in — and the seats it holds.
 */
export interface AccountRow {
  id: string;
  username: string;
  /** `usernameKey` (@tabula/wire): unique. */
  key: string;
  /** argon2id (accounts/password.ts); null for an account with passkeys only. */
  passwordHash: string | null;
  createdAt: string;
}

export interface SessionRow {
  /** SHA-256 (hex) of the session id the cookie carries. */
  idHash: string;
  accountId: string;
  createdAt: string;
  expiresAt: string;
  /** The browser's own description (User-Agent, shortened), for the list of one's sessions. */
  agent: string | null;
}

export interface AccountStore {
  /** Stores a new account with its recovery codes' hashes; false when its key is taken. */
  createAccount(a: AccountRow, recoveryHashes: readonly string[]): Promise<boolean>;
  accountByKey(key: string): Promise<AccountRow | null>;
  accountById(id: string): Promise<AccountRow | null>;
  /** Marks an unused recovery code of the account used; false when it is not one, or was used. */
  useRecoveryCode(accountId: string, codeHash: string): Promise<boolean>;
  addSession(s: SessionRow): Promise<void>;
  sessionByHash(idHash: string): Promise<SessionRow | null>;
  /** The account's sessions, newest first. */
  sessionsOf(accountId: string): Promise<SessionRow[]>;
  /** Ends sessions of the account: one (`only`), or all but `keep` (null: all). */
  endSessions(accountId: string, which: { only: string } | { keep: string | null }): Promise<number>;
  /**
   * Records that the account holds a seat (its token was shown); false when another account
   * holds it already (the first claim stays).
   */
  holdSeat(accountId: string, matchId: string, seat: number): Promise<boolean>;
  /** The account holding a seat, or null. */
  seatHolder(matchId: string, seat: number): Promise<string | null>;
  /** The seats the account holds, the latest claimed first, at most `limit`. */
  seatsOf(accountId: string, limit: number): Promise<HeldSeat[]>;
  /**
   * Deletes what the store keeps of the account's person, in one transaction: the name and the
   * password hash (the row keeps only its id, its creation time and `reservedKey`, under which the
   * name stays taken: accounts/deletion.ts says why), the recovery codes, the sessions (signed out
   * on every instance, which all read them here) and the seats held, whose names at the table
   * become `seatName`. PostgreSQL counts the renaming as a change of each match (`seq`), so other
   * instances read the seats again. Returns the seats the account held (none for no such account).
   */
  deleteAccount(accountId: string, erase: { reservedKey: string; seatName: string }): Promise<HeldSeat[]>;
}

export interface HeldSeat {
  matchId: string;
  seat: number;
}

/** A row of `accounts` or `account_sessions` as either adapter reads it. */
export type Row = Record<string, string | null>;

/**
 * A seat held by an account unless another holds it (AccountStore.holdSeat, and a challenge's two
 * seats). Params: match, seat, account, at.
 */
export const HOLD_SEAT =
  'INSERT INTO account_seats (match_id, seat, account_id, claimed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING';

/** An `accounts` row as an AccountRow. */
export const accountOf = (r: Row): AccountRow => ({
  id: r.id!,
  username: r.username!,
  key: r.username_key!,
  passwordHash: r.password_hash ?? null,
  createdAt: r.created_at!,
});

/** An `account_sessions` row as a SessionRow. */
export const sessionOf = (r: Row): SessionRow => ({
  idHash: r.id_hash!,
  accountId: r.account_id!,
  createdAt: r.created_at!,
  expiresAt: r.expires_at!,
  agent: r.agent ?? null,
});
