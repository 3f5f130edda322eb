/**
 * The account routes' bodies and answers (issue 44; the server's `accounts/routes.ts`):
 * `POST /api/account` (sign up), `POST /api/session` (sign in), `POST /api/session/recover`
 * (sign in with a recovery code), `DELETE /api/session` (sign out), `GET /api/me`,
 * `GET /api/sessions`, `POST /api/sessions/end-others`, `POST /api/account/seats` (claim this
 * device's seats), `GET /api/account/matches`, `GET /api/account/waiting`, `GET /api/account/export`,
 * `DELETE /api/account` (delete the account). The session travels in an HttpOnly cookie, never in a
 * body.
 */
import { z } from 'zod';
import type { MatchInfo } from './api';
import { passwordProblem } from './password';
import type { PasskeyInfo } from './passkeyApi';
import { usernameProblem } from './username';

const checked = (problem: (s: string) => string | null, max: number) =>
  z
    .string()
    .max(max)
    .superRefine((s, ctx) => {
      const why = problem(s);
      if (why) ctx.addIssue({ code: 'custom', message: why });
    });

/** Sign-up: a username `usernameProblem` accepts and a password `passwordProblem` accepts. */
export const SignUp = z
  .object({ username: checked(usernameProblem, 200), password: checked(passwordProblem, 2048) })
  .strict();
export type SignUp = z.infer<typeof SignUp>;

/** Sign-in: any strings (a malformed name is just not an account); bounded in length. */
export const SignIn = z.object({ username: z.string().max(200), password: z.string().max(2048) }).strict();
export type SignIn = z.infer<typeof SignIn>;

export const RecoverSignIn = z.object({ username: z.string().max(200), code: z.string().max(64) }).strict();
export type RecoverSignIn = z.infer<typeof RecoverSignIn>;

/**
 * Deleting one's account: the password typed again, or an unused recovery code (an account may
 * have no password), so a browser left signed in cannot delete it for its owner.
 */
export const DeleteAccount = z.union([
  z.object({ password: z.string().max(2048) }).strict(),
  z.object({ code: z.string().max(64) }).strict(),
]);
export type DeleteAccount = z.infer<typeof DeleteAccount>;

/** The answer to a deletion: how many seats now show as `DELETED_PLAYER`. */
export interface AccountDeleted {
  deleted: true;
  seats: number;
}

/** The name a deleted account's seats show, in match listings and at the table (the web may translate it). */
export const DELETED_PLAYER = 'deleted player';

export interface AccountInfo {
  id: string;
  username: string;
}

/** The answer to a sign-up: the recovery codes are shown this once. */
export interface SignedUp {
  account: AccountInfo;
  recoveryCodes: string[];
}

export interface SessionInfo {
  /** An opaque id for this list (not the session's secret). */
  id: string;
  createdAt: string;
  expiresAt: string;
  agent: string | null;
  current: boolean;
}

/** This device's seats, each by its match and token, claimed into the signed-in account. */
export const ClaimSeats = z
  .object({
    seats: z
      .array(z.object({ matchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), token: z.string().max(100) }).strict())
      .max(200),
  })
  .strict();
export type ClaimSeats = z.infer<typeof ClaimSeats>;

export interface ClaimedSeats {
  held: Array<{ matchId: string; seat: number }>;
  /** Why a seat was not claimed: no such match, not a seat token of it, another account's. */
  refused: Array<{ matchId: string; reason: string }>;
}

/** The matches of the seats an account holds, the latest claimed first. */
export interface AccountMatches {
  matches: Array<{ seat: number; match: MatchInfo }>;
}

/** `GET /api/account/export`: one's data as one JSON file. */
export interface AccountExport {
  exportedAt: string;
  account: AccountInfo & { createdAt: string };
  sessions: Array<{ createdAt: string; expiresAt: string; agent: string | null }>;
  /** The passkeys one signs in with: ids, when added and last used (not their public keys). */
  passkeys: PasskeyInfo[];
  /** With the record's address once the match has ended (`GET` it for the moves and the chat). */
  matches: Array<{ seat: number; match: MatchInfo; record: string | null }>;
}

/**
 * `GET /api/account/waiting`: the matches where one of the account's seats owes a decision now,
 * the least time left first (those without a clock last, oldest first).
 */
export interface AccountWaiting {
  waiting: Array<{ seat: number; match: MatchInfo; leftMs: number | null }>;
}
