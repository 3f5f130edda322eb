/** SQLite: push subscriptions and the server's keys (pushRows.ts). */
import { type PushStore, pushSubscriptionOf } from '../pushRows';
import type { SqliteDb } from './connect';

export function sqlitePush({ db, writer, now }: SqliteDb): PushStore {
  const key = db.prepare('SELECT value FROM server_keys WHERE name = ?');
  const ofAccount = db.prepare(
    'SELECT * FROM push_subscriptions WHERE account_id = ? ORDER BY created_at DESC, endpoint',
  );
  return {
    async keepServerKey(name, value) {
      await writer.run([
        [
          'INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          [name, value, now()],
        ],
      ]);
      return (key.get(name) as { value: string }).value;
    },
    async savePushSubscription(r, keep) {
      await writer.run([
        [
          `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, p256dh = excluded.p256dh,
             auth = excluded.auth, created_at = excluded.created_at`,
          [r.endpoint, r.accountId, r.p256dh, r.auth, r.createdAt],
        ],
        [
          `DELETE FROM push_subscriptions WHERE account_id = ? AND endpoint NOT IN (
             SELECT endpoint FROM push_subscriptions WHERE account_id = ? ORDER BY created_at DESC, endpoint LIMIT ?)`,
          [r.accountId, r.accountId, keep],
        ],
      ]);
    },
    async pushSubscriptionsOf(accountId) {
      return (ofAccount.all(accountId) as Array<Record<string, string>>).map(pushSubscriptionOf);
    },
    async deletePushSubscription(endpoint, accountId) {
      const [gone] = await writer.run([
        accountId === undefined
          ? ['DELETE FROM push_subscriptions WHERE endpoint = ?', [endpoint]]
          : ['DELETE FROM push_subscriptions WHERE endpoint = ? AND account_id = ?', [endpoint, accountId]],
      ]);
      return gone === 1;
    },
  };
}
