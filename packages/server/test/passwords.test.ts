/**
 * Issue 44: passwords are stored as argon2id hashes with the stated parameters, an unknown name is
 * answered like a wrong password, hashing never blocks the event loop and a burst of sign-ins is
 * refused beyond a bound instead of queued without end; recovery codes work once, as typed by hand.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordsBusy, verifyPassword } from '../src/accounts/password';
import { canonicalCode, codeHash, newRecoveryCodes, RECOVERY_CODES } from '../src/accounts/recoveryCodes';

describe('passwords', () => {
  it('are stored as argon2id (19 MiB, 2 passes, 1 lane) and checked against what was typed', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapl')).toBe(false);
    // Two hashes of one password differ (a salt each).
    expect(await hashPassword('correct horse battery staple')).not.toBe(stored);
  });

  it('answers an unknown name as a wrong password, after as much work', async () => {
    const stored = await hashPassword('a good passphrase');
    await verifyPassword(null, 'warm-up');
    // The fastest of three of each: the machine's load only ever adds time.
    const fastest = async (f: () => Promise<boolean>) => {
      let ms = Number.POSITIVE_INFINITY;
      let ok = true;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        ok = await f();
        ms = Math.min(ms, performance.now() - t);
      }
      return { ok, ms };
    };
    const unknown = await fastest(() => verifyPassword(null, 'a good passphrase'));
    const wrong = await fastest(() => verifyPassword(stored, 'a bad passphrase'));
    expect(unknown.ok).toBe(false);
    expect(wrong.ok).toBe(false);
    // Both run one argon2id verification: neither is a shortcut of the other.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
  });

  it('keeps the event loop free while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([hashPassword('one passphrase'), hashPassword('two passphrase')]);
    clearInterval(timer);
    // A hash that held the event loop would let no timer run before it resolved. How many ran
    // otherwise is the machine's business: a loaded 2-core CI counted exactly 5 (the old bound).
    expect(ticks).toBeGreaterThan(0);
  });

  it('refuses a burst beyond the waiting bound instead of queueing it', async () => {
    const burst = Array.from({ length: 80 }, (_, i) =>
      hashPassword(`burst ${i}`).then(
        () => 'hashed',
        (e) => e,
      ),
    );
    const results = await Promise.all(burst);
    const refused = results.filter((r) => r instanceof PasswordsBusy);
    expect(refused.length).toBeGreaterThan(0);
    expect(results.filter((r) => r === 'hashed').length).toBeGreaterThanOrEqual(64);
    // Afterwards the gate is open again.
    expect(await hashPassword('after the burst')).toMatch(/^\$argon2id/);
  });
});

describe('recovery codes', () => {
  it('gives ten distinct codes of four groups, and stores only their hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODES);
    expect(new Set(codes).size).toBe(RECOVERY_CODES);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Each stored value is a SHA-256 in hex: no part of a code in it. (It asked that a code's first
    // four characters not appear in its hash; an all-digit group appears in a 64-digit hex string
    // now and then, and the clean-clone CI of session 37 met one.)
    expect(hashes.every((h, i) => h === codeHash(codes[i]!) && /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('reads a code typed by hand: lower case, spaces, O for 0 and I or L for 1', () => {
    expect(canonicalCode('ab0c 1d2e-f3g4 h5j6')).toBe('AB0C1D2EF3G4H5J6');
    expect(codeHash('abOc-ID2e-f3g4-h5j6')).toBe(codeHash('AB0C-1D2E-F3G4-H5J6'));
    expect(codeHash('AB0C-1D2E-F3G4-H5J7')).not.toBe(codeHash('AB0C-1D2E-F3G4-H5J6'));
  });
});
