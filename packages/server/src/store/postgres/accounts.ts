/** PostgreSQL: accounts, their recovery codes and sessions (accountRows.ts). */
import { erasureStatements } from '../accountErasure';
import { type AccountStore, accountOf, HOLD_SEAT, sessionOf } from '../accountRows';
import type { PostgresDb } from './connect';

export function postgresAccounts({ pool, tx, now }: PostgresDb): AccountStore {
  return {
    createAccount(a, recoveryHashes) {
      return tx(async (c) => {
        const made = await c.query(
          'INSERT INTO accounts (id, username, username_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
          [a.id, a.username, a.key, a.passwordHash, a.createdAt],
        );
        if (made.rowCount !== 1) return false;
        for (const h of recoveryHashes)
          await c.query('INSERT INTO account_recovery (account_id, code_hash) VALUES ($1, $2)', [a.id, h]);
        return true;
      });
    },
    async accountByKey(key) {
      const { rows } = await pool.query('SELECT * FROM accounts WHERE username_key = $1', [key]);
      return rows[0] ? accountOf(rows[0]) : null;
    },
    async accountById(id) {
      const { rows } = await pool.query('SELECT * FROM accounts WHERE id = $1', [id]);
      return rows[0] ? accountOf(rows[0]) : null;
    },
    async useRecoveryCode(accountId, codeHash) {
      const r = await pool.query(
        'UPDATE account_recovery SET used_at = $1 WHERE account_id = $2 AND code_hash = $3 AND used_at IS NULL',
        [now(), accountId, codeHash],
      );
      return r.rowCount === 1;
    },
    async addSession(s) {
      await pool.query(
        'INSERT INTO account_sessions (id_hash, account_id, created_at, expires_at, agent) VALUES ($1, $2, $3, $4, $5)',
        [s.idHash, s.accountId, s.createdAt, s.expiresAt, s.agent],
      );
    },
    async sessionByHash(idHash) {
      const { rows } = await pool.query('SELECT * FROM account_sessions WHERE id_hash = $1', [idHash]);
      return rows[0] ? sessionOf(rows[0]) : null;
    },
    async sessionsOf(accountId) {
      const { rows } = await pool.query(
        'SELECT * FROM account_sessions WHERE account_id = $1 ORDER BY created_at DESC',
        [accountId],
      );
      return rows.map(sessionOf);
    },
    async endSessions(accountId, which) {
      const r =
        'only' in which
          ? await pool.query('DELETE FROM account_sessions WHERE account_id = $1 AND id_hash = $2', [
              accountId,
              which.only,
            ])
          : await pool.query('DELETE FROM account_sessions WHERE account_id = $1 AND id_hash IS DISTINCT FROM $2', [
              accountId,
              which.keep,
            ]);
      return r.rowCount ?? 0;
    },
    async holdSeat(accountId, matchId, seat) {
      await pool.query(HOLD_SEAT, [matchId, seat, accountId, now()]);
      const { rows } = await pool.query('SELECT account_id FROM account_seats WHERE match_id = $1 AND seat = $2', [
        matchId,
        seat,
      ]);
      return rows[0]?.account_id === accountId;
    },
    async seatHolder(matchId, seat) {
      const { rows } = await pool.query('SELECT account_id FROM account_seats WHERE match_id = $1 AND seat = $2', [
        matchId,
        seat,
      ]);
      return rows[0]?.account_id ?? null;
    },
    async seatsOf(accountId, limit) {
      const { rows } = await pool.query(
        'SELECT match_id, seat FROM account_seats WHERE account_id = $1 ORDER BY claimed_at DESC, match_id LIMIT $2',
        [accountId, limit],
      );
      return rows.map((r: { match_id: string; seat: number }) => ({ matchId: r.match_id, seat: r.seat }));
    },
    deleteAccount(accountId, { reservedKey, seatName }) {
      return tx(async (c) => {
        const { rows } = await c.query('SELECT match_id, seat FROM account_seats WHERE account_id = $1 FOR UPDATE', [
          accountId,
        ]);
        await c.query(
          'UPDATE seats SET name = $2 FROM account_seats a WHERE a.account_id = $1 AND a.match_id = seats.match_id AND a.seat = seats.seat',
          [accountId, seatName],
        );
        // A change of each match, as a join is: an instance holding one reads its seats again.
        await c.query(
          'UPDATE matches SET seq = seq + 1 WHERE id IN (SELECT match_id FROM account_seats WHERE account_id = $1)',
          [accountId],
        );
        // A passkey is a way in: it goes with the password (passkeyRows.ts).
        for (const table of ['account_seats', 'account_sessions', 'account_recovery', 'passkeys'])
          await c.query(`DELETE FROM ${table} WHERE account_id = $1`, [accountId]);
        for (const [sql, params] of erasureStatements(accountId)) await c.query(sql, params);
        await c.query("UPDATE accounts SET username = '', username_key = $2, password_hash = NULL WHERE id = $1", [
          accountId,
          reservedKey,
        ]);
        return rows.map((r: { match_id: string; seat: number }) => ({ matchId: r.match_id, seat: r.seat }));
      });
    },
  };
}
