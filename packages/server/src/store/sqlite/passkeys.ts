/** SQLite: passkeys and the challenges of their ceremonies (passkeyRows.ts). */
import { challengeOf, type PasskeyStore, passkeyOf } from '../passkeyRows';
import type { SqliteDb } from './connect';

type Raw = Record<string, unknown>;

export function sqlitePasskeys({ db, writer }: SqliteDb): PasskeyStore {
  const challengeBy = db.prepare('SELECT * FROM passkey_challenges WHERE challenge = ?');
  const byId = db.prepare('SELECT * FROM passkeys WHERE id = ?');
  const ofAccount = db.prepare('SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at, id');
  return {
    async addPasskeyChallenge(c, now) {
      await writer.run([
        ['DELETE FROM passkey_challenges WHERE expires_at < ?', [now]],
        [
          'INSERT INTO passkey_challenges (challenge, kind, account_id, username, origin, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
          [c.challenge, c.kind, c.accountId, c.username, c.origin, c.expiresAt],
        ],
      ]);
    },
    async takePasskeyChallenge(challenge) {
      const r = challengeBy.get(challenge) as Raw | undefined;
      if (!r) return null;
      // Whoever deletes the row has taken it: two requests with one challenge, one wins.
      const [taken] = await writer.run([['DELETE FROM passkey_challenges WHERE challenge = ?', [challenge]]]);
      return taken === 1 ? challengeOf(r) : null;
    },
    async addPasskey(p) {
      const [added] = await writer.run([
        [
          'INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
          [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.createdAt, p.lastUsedAt],
        ],
      ]);
      return added === 1;
    },
    async passkeyById(id) {
      const r = byId.get(id) as Raw | undefined;
      return r ? passkeyOf(r) : null;
    },
    async passkeysOf(accountId) {
      return (ofAccount.all(accountId) as Raw[]).map(passkeyOf);
    },
    async usePasskey(id, was, counter, at) {
      const [used] = await writer.run([
        ['UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?', [counter, at, id, was]],
      ]);
      return used === 1;
    },
    async removePasskey(accountId, id) {
      // One statement, so the check and the removal see the same rows (the writer runs one at a time).
      const [removed] = await writer.run([
        [
          `DELETE FROM passkeys WHERE id = ? AND account_id = ? AND (
             EXISTS (SELECT 1 FROM accounts WHERE id = ? AND password_hash IS NOT NULL)
             OR (SELECT COUNT(*) FROM passkeys WHERE account_id = ?) > 1)`,
          [id, accountId, accountId, accountId],
        ],
      ]);
      if (removed === 1) return 'removed';
      const r = byId.get(id) as Raw | undefined;
      return r && r.account_id === accountId ? 'last' : 'unknown';
    },
  };
}
