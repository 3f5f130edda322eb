/**
 * The storage suite on both adapters (bothStores.ts). Passkeys (issue 44): a challenge is taken
 * once even by two takers at the same moment, expired ones are swept, a credential id is stored
 * once, a sign-in counts only from the counter it read, and two removals racing for an account's
 * last two passkeys leave one.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AccountRow } from '../src/store/accountRows';
import type { ChallengeRow, PasskeyRow } from '../src/store/passkeyRows';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';

const account = (passwordHash: string | null): AccountRow => ({
  id: randomUUID(),
  username: 'Pat',
  key: `pat-${randomUUID()}`,
  passwordHash,
  createdAt: new Date().toISOString(),
});

const passkey = (accountId: string, createdAt = new Date().toISOString()): PasskeyRow => ({
  id: randomUUID().replaceAll('-', ''),
  accountId,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal', 'hybrid'],
  createdAt,
  lastUsedAt: null,
});

const challenge = (expiresAt: string): ChallengeRow => ({
  challenge: randomUUID(),
  kind: 'sign-in',
  accountId: null,
  username: 'pat',
  origin: 'https://tabula.example',
  expiresAt,
});

describeStores('passkeys', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
  });

  it('gives a challenge to one of two takers at the same moment, and sweeps expired ones', async () => {
    const c = challenge('2100-01-01T00:00:00.000Z');
    await store.addPasskeyChallenge(c, new Date().toISOString());
    const [a, b] = await Promise.all([
      store.takePasskeyChallenge(c.challenge),
      store.takePasskeyChallenge(c.challenge),
    ]);
    expect([a, b].filter((x) => x !== null)).toEqual([c]);
    const old = challenge('2000-01-01T00:00:00.000Z');
    await store.addPasskeyChallenge(old, '1999-01-01T00:00:00.000Z');
    await store.addPasskeyChallenge(challenge('2100-01-01T00:00:00.000Z'), '2001-01-01T00:00:00.000Z');
    expect(await store.takePasskeyChallenge(old.challenge)).toBeNull();
  });

  it('stores a credential id once, lists an account oldest first, and counts a sign-in from the counter read', async () => {
    const a = account('$argon2id$x');
    await store.createAccount(a, []);
    const first = passkey(a.id, '2026-01-01T00:00:00.000Z');
    const second = { ...passkey(a.id, '2026-02-01T00:00:00.000Z'), counter: 4_000_000_000 };
    expect(await store.addPasskey(second)).toBe(true);
    expect(await store.addPasskey(first)).toBe(true);
    expect(await store.addPasskey({ ...first, accountId: a.id, publicKey: 'other' })).toBe(false);
    expect(await store.passkeysOf(a.id)).toEqual([first, second]);
    expect(await store.usePasskey(second.id, 4_000_000_000, 4_000_000_001, '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(await store.usePasskey(second.id, 4_000_000_000, 4_000_000_002, '2026-03-02T00:00:00.000Z')).toBe(false);
    expect(await store.passkeyById(second.id)).toEqual({
      ...second,
      counter: 4_000_000_001,
      lastUsedAt: '2026-03-01T00:00:00.000Z',
    });
    expect(await store.passkeyById('nope')).toBeNull();
  });

  it('never removes the last passkey of an account without a password, even with two removals racing', async () => {
    const a = account(null);
    await store.createAccount(a, []);
    const [p, q] = [passkey(a.id), passkey(a.id)];
    await store.addPasskey(p);
    await store.addPasskey(q);
    const results = await Promise.all([store.removePasskey(a.id, p.id), store.removePasskey(a.id, q.id)]);
    expect(results.sort()).toEqual(['last', 'removed']);
    expect(await store.passkeysOf(a.id)).toHaveLength(1);
    const other = account('$argon2id$x');
    await store.createAccount(other, []);
    expect(await store.removePasskey(other.id, (await store.passkeysOf(a.id))[0]!.id)).toBe('unknown');
    // With a password, the last passkey may go.
    const r = passkey(other.id);
    await store.addPasskey(r);
    expect(await store.removePasskey(other.id, r.id)).toBe('removed');
    expect(await store.removePasskey(other.id, r.id)).toBe('unknown');
  });
});
