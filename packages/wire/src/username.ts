/**
 * Account names (issue 44): what the sign-up form checks as you type and the server enforces.
 * A username is shown as it was chosen, after Unicode NFKC (so a full-width `Ａｎｎａ` is `Anna`),
 * and is unique by its key: the NFKC form case-folded, so `Anna` and `anna` are one account.
 * It names a person in addresses and lists, so it is a single word: letters (any script), digits,
 * and `_`, `-`, `.` between them. The refusals of invisible, bidirectional and control characters
 * are those of names at the table (`plainText.ts`), with the same words.
 */
import { nameProblem } from './plainText';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

/** A letter or digit, then letters, marks, digits and the three joiners; no joiner at the end. */
const SHAPE = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}]|[_.-](?=[\p{L}\p{M}\p{N}]))*$/u;

/** The username as shown and stored: the NFKC form of what was typed. */
export function normalUsername(raw: string): string {
  return raw.normalize('NFKC');
}

/**
 * The key two usernames clash on: NFKC, lower case, and the full case folds `toLowerCase` leaves
 * out (ß → ss, final ς → σ), NFKC again (the approximation of Unicode's NFKC_Casefold used here).
 */
export function usernameKey(raw: string): string {
  return normalUsername(raw).toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ').normalize('NFKC');
}

/** Why `raw` cannot be a username, or null. */
export function usernameProblem(raw: string): string | null {
  const text = nameProblem(raw, 'a username');
  if (text) return text;
  const name = normalUsername(raw);
  const length = Array.from(name).length;
  if (length < USERNAME_MIN || length > USERNAME_MAX)
    return `a username has ${USERNAME_MIN}–${USERNAME_MAX} characters (this one has ${length})`;
  if (!SHAPE.test(name))
    return 'a username is one word: letters and digits, with _ - . only between them, starting with a letter or digit';
  return null;
}
