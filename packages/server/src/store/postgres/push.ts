/** PostgreSQL: push subscriptions and the server's keys (pushRows.ts). */
import { type PushStore, pushSubscriptionOf } from '../pushRows';
import type { PostgresDb } from './connect';

export function postgresPush({ pool, tx, now }: PostgresDb): PushStore {
  return {
    async keepServerKey(name, value) {
      await pool.query('INSERT INTO server_keys (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        name,
        value,
        now(),
      ]);
      const { rows } = await pool.query('SELECT value FROM server_keys WHERE name = $1', [name]);
      return rows[0].value as string;
    },
    async savePushSubscription(r, keep) {
      await tx(async (c) => {
        await c.query(
          `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, p256dh = excluded.p256dh,
             auth = excluded.auth, created_at = excluded.created_at`,
          [r.endpoint, r.accountId, r.p256dh, r.auth, r.createdAt],
        );
        await c.query(
          `DELETE FROM push_subscriptions WHERE account_id = $1 AND endpoint NOT IN (
             SELECT endpoint FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at DESC, endpoint LIMIT $2)`,
          [r.accountId, keep],
        );
      });
    },
    async pushSubscriptionsOf(accountId) {
      const { rows } = await pool.query(
        'SELECT * FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at DESC, endpoint',
        [accountId],
      );
      return rows.map(pushSubscriptionOf);
    },
    async deletePushSubscription(endpoint, accountId) {
      const r =
        accountId === undefined
          ? await pool.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint])
          : await pool.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2', [
              endpoint,
              accountId,
            ]);
      return r.rowCount === 1;
    },
  };
}
