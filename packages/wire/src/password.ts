/**
 * Passwords (issue 44): length alone, as NIST SP 800-63B asks — no composition rules; long
 * passphrases welcome, up to a bound that keeps hashing a fixed cost.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** Why `password` cannot be used, or null. Counted in characters (code points), as typed. */
export function passwordProblem(password: string): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN) return `a password has at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `a password has at most ${PASSWORD_MAX} characters`;
  return null;
}
