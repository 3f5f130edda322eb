/**
 * Recovery codes (issue 44): there is no mail service, so a person who loses their passkey or
 * password signs in with one of the codes shown once at sign-up. Each is 80 random bits written
 * as 16 base-32 letters in four groups; only its SHA-256 is stored (a code is as random as a key,
 * so a slow hash adds nothing), and a code works once.
 */
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODES = 10;

/** Crockford's base 32: no I, L, O, U, so a code read aloud or copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let text = '';
  for (let i = 15; i >= 0; i--) text += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return text.match(/.{4}/g)!.join('-');
}

/** The code as typed, in the form that was hashed: upper case, hand-written look-alikes read as digits, no separators. */
export function canonicalCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function codeHash(typed: string): string {
  return createHash('sha256').update(canonicalCode(typed)).digest('hex');
}

/** A fresh set: the codes to show once, and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, newCode);
  return { codes, hashes: codes.map(codeHash) };
}
