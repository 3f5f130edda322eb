/**
 * The sign-up form's checks as you type, in the reader's language: the same rules as the server's
 * (`usernameProblem`, `passwordProblem` in @tabula/wire, whose English words the server answers
 * with), told apart here so each can be worded in German and Italian too.
 */
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, normalUsername, usernameProblem } from '@tabula/wire';
import type { T } from '../i18n/i18n';
import { ApiError } from '../net/api';

export function usernameHint(raw: string, t: T): string | null {
  if (!raw || usernameProblem(raw) === null) return null;
  const length = Array.from(normalUsername(raw)).length;
  if (/[\p{C}\p{Zl}\p{Zp}]/u.test(raw)) return t('account.nameChars');
  if (length < USERNAME_MIN || length > USERNAME_MAX)
    return t('account.nameLength', { min: USERNAME_MIN, max: USERNAME_MAX, n: length });
  return t('account.nameShape');
}

export function passwordHint(password: string, t: T): string | null {
  const length = Array.from(password).length;
  if (length === 0 || (length >= PASSWORD_MIN && length <= PASSWORD_MAX)) return null;
  return t(length < PASSWORD_MIN ? 'account.passwordShort' : 'account.passwordLong', {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
  });
}

/** A refused account request in words: the usual refusals translated, anything else as the server said. */
export function refusal(e: unknown, t: T, mode: 'signIn' | 'signUp' | 'recover' | 'other'): string {
  if (!(e instanceof ApiError)) return t('account.unreachable');
  if (e.status === 401) return t(mode === 'recover' ? 'account.wrongCode' : 'account.wrong');
  if (e.status === 409) return t('account.taken');
  if (e.status === 429) return t('account.tooMany');
  if (e.status === 403) return t('account.foreign');
  return e.message;
}
