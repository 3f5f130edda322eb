/**
 * The account routes' bodies and answers (issue 44; the server's `accounts/routes.ts`):
 * `POST /api/account` (sign up), `POST /api/session` (sign in), `POST /api/session/recover`
 * (sign in with a recovery code), `DELETE /api/session` (sign out), `GET /api/me`,
 * `GET /api/sessions`, `POST /api/sessions/end-others`. The session travels in an HttpOnly
 * cookie, never in a body.
 */
import { z } from 'zod';
import { passwordProblem } from './password';
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
