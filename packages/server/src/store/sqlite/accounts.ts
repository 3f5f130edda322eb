/** SQLite: accounts, their recovery codes and sessions (accountRows.ts). */
import { erasureStatements } from '../accountErasure';
import { positional, type Statement } from '../queries';
import { type AccountStore, accountOf, HOLD_SEAT, type Row, sessionOf } from '../accountRows';
import type { SqliteDb } from './connect';

export function sqliteAccounts({ db, writer, now }: SqliteDb): AccountStore {
  const byKey = db.prepare('SELECT * FROM accounts WHERE username_key = ?');
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const sessionBy = db.prepare('SELECT * FROM account_sessions WHERE id_hash = ?');
  const sessionsBy = db.prepare('SELECT * FROM account_sessions WHERE account_id = ? ORDER BY created_at DESC');
  const holder = db.prepare('SELECT account_id FROM account_seats WHERE match_id = ? AND seat = ?');
  const seatsBy = db.prepare(
    'SELECT match_id, seat FROM account_seats WHERE account_id = ? ORDER BY claimed_at DESC, match_id LIMIT ?',
  );
  const allSeatsBy = db.prepare('SELECT match_id, seat FROM account_seats WHERE account_id = ?');
  const seatRows = (rows: unknown[]) =>
    (rows as Array<{ match_id: string; seat: number }>).map((r) => ({ matchId: r.match_id, seat: r.seat }));
  return {
    async createAccount(a, recoveryHashes) {
      const [created] = await writer.run([
        // A taken key inserts nothing (no error: the writer's batch holds other people's writes).
        [
          'INSERT INTO accounts (id, username, username_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
          [a.id, a.username, a.key, a.passwordHash, a.createdAt],
        ],
        ...recoveryHashes.map(
          (h): Statement => [
            'INSERT INTO account_recovery (account_id, code_hash) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM accounts WHERE id = ? AND username_key = ?)',
            [a.id, h, a.id, a.key],
          ],
        ),
      ]);
      return created === 1;
    },
    async accountByKey(key) {
      const r = byKey.get(key) as Row | undefined;
      return r ? accountOf(r) : null;
    },
    async accountById(id) {
      const r = byId.get(id) as Row | undefined;
      return r ? accountOf(r) : null;
    },
    async useRecoveryCode(accountId, codeHash) {
      const [used] = await writer.run([
        [
          'UPDATE account_recovery SET used_at = ? WHERE account_id = ? AND code_hash = ? AND used_at IS NULL',
          [now(), accountId, codeHash],
        ],
      ]);
      return used === 1;
    },
    async addSession(s) {
      await writer.run([
        [
          'INSERT INTO account_sessions (id_hash, account_id, created_at, expires_at, agent) VALUES (?, ?, ?, ?, ?)',
          [s.idHash, s.accountId, s.createdAt, s.expiresAt, s.agent],
        ],
      ]);
    },
    async sessionByHash(idHash) {
      const r = sessionBy.get(idHash) as Row | undefined;
      return r ? sessionOf(r) : null;
    },
    async sessionsOf(accountId) {
      return (sessionsBy.all(accountId) as Row[]).map(sessionOf);
    },
    async endSessions(accountId, which) {
      const [ended] = await writer.run([
        'only' in which
          ? ['DELETE FROM account_sessions WHERE account_id = ? AND id_hash = ?', [accountId, which.only]]
          : ['DELETE FROM account_sessions WHERE account_id = ? AND id_hash IS NOT ?', [accountId, which.keep]],
      ]);
      return ended ?? 0;
    },
    async holdSeat(accountId, matchId, seat) {
      await writer.run([[positional(HOLD_SEAT), [matchId, seat, accountId, now()]]]);
      return (holder.get(matchId, seat) as Row | undefined)?.account_id === accountId;
    },
    async seatHolder(matchId, seat) {
      return (holder.get(matchId, seat) as Row | undefined)?.account_id ?? null;
    },
    async seatsOf(accountId, limit) {
      return seatRows(seatsBy.all(accountId, limit));
    },
    async deleteAccount(accountId, { reservedKey, seatName }) {
      // Read before the writer's transaction: a seat claimed in between is still renamed there,
      // only not shown at a live table until it is opened again.
      const held = seatRows(allSeatsBy.all(accountId));
      await writer.run([
        [
          'UPDATE seats SET name = ? WHERE EXISTS (SELECT 1 FROM account_seats a WHERE a.account_id = ? AND a.match_id = seats.match_id AND a.seat = seats.seat)',
          [seatName, accountId],
        ],
        ['DELETE FROM account_seats WHERE account_id = ?', [accountId]],
        ['DELETE FROM account_sessions WHERE account_id = ?', [accountId]],
        ['DELETE FROM account_recovery WHERE account_id = ?', [accountId]],
        // A passkey is a way in: it goes with the password (passkeyRows.ts).
        ['DELETE FROM passkeys WHERE account_id = ?', [accountId]],
        ...erasureStatements(accountId).map(([sql, params]): Statement => [positional(sql), params]),
        [
          "UPDATE accounts SET username = '', username_key = ?, password_hash = NULL WHERE id = ?",
          [reservedKey, accountId],
        ],
      ]);
      return held;
    },
  };
}
