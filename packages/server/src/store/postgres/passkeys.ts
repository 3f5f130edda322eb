/** PostgreSQL: passkeys and the challenges of their ceremonies (passkeyRows.ts). */
import { challengeOf, type PasskeyStore, passkeyOf } from '../passkeyRows';
import type { PostgresDb } from './connect';

export function postgresPasskeys({ pool, tx }: PostgresDb): PasskeyStore {
  return {
    async addPasskeyChallenge(c, now) {
      await pool.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [now]);
      await pool.query(
        'INSERT INTO passkey_challenges (challenge, kind, account_id, username, origin, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [c.challenge, c.kind, c.accountId, c.username, c.origin, c.expiresAt],
      );
    },
    async takePasskeyChallenge(challenge) {
      // DELETE … RETURNING: of two instances taking one challenge, one gets the row.
      const { rows } = await pool.query('DELETE FROM passkey_challenges WHERE challenge = $1 RETURNING *', [challenge]);
      return rows[0] ? challengeOf(rows[0]) : null;
    },
    async addPasskey(p) {
      const r = await pool.query(
        'INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING',
        [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.createdAt, p.lastUsedAt],
      );
      return r.rowCount === 1;
    },
    async passkeyById(id) {
      const { rows } = await pool.query('SELECT * FROM passkeys WHERE id = $1', [id]);
      return rows[0] ? passkeyOf(rows[0]) : null;
    },
    async passkeysOf(accountId) {
      const { rows } = await pool.query('SELECT * FROM passkeys WHERE account_id = $1 ORDER BY created_at, id', [
        accountId,
      ]);
      return rows.map(passkeyOf);
    },
    async usePasskey(id, was, counter, at) {
      const r = await pool.query('UPDATE passkeys SET counter = $1, last_used_at = $2 WHERE id = $3 AND counter = $4', [
        counter,
        at,
        id,
        was,
      ]);
      return r.rowCount === 1;
    },
    removePasskey(accountId, id) {
      return tx(async (c) => {
        // The account row locked: two removals of its last two passkeys cannot both see the other one.
        const { rows: account } = await c.query('SELECT password_hash FROM accounts WHERE id = $1 FOR UPDATE', [
          accountId,
        ]);
        const { rows } = await c.query('SELECT id FROM passkeys WHERE account_id = $1', [accountId]);
        if (!rows.some((r: { id: string }) => r.id === id)) return 'unknown';
        if (account[0]?.password_hash == null && rows.length === 1) return 'last';
        await c.query('DELETE FROM passkeys WHERE id = $1 AND account_id = $2', [id, accountId]);
        return 'removed';
      });
    },
  };
}
