/**
 * What the store keeps for Web Push (issue 44, src/push/): the browsers' push subscriptions of
 * each account, and the server's own keys — in the store, so every instance of a cluster signs
 * with the same VAPID key the browsers subscribed with.
 */
export interface PushSubscriptionRow {
  /** The push service's URL for this browser: unique, and a secret of that browser. */
  endpoint: string;
  accountId: string;
  /** The browser's P-256 public key and auth secret (base64url), to encrypt for it. */
  p256dh: string;
  auth: string;
  createdAt: string;
}

export interface PushStore {
  /**
   * Stores `value` under `name` unless a value is there already, and resolves with the stored
   * one: instances starting together all end up with the first one written.
   */
  keepServerKey(name: string, value: string): Promise<string>;
  /**
   * Saves a subscription (a known endpoint moves to this account, with its new keys); the
   * account keeps its newest `keep`, the older ones are deleted.
   */
  savePushSubscription(row: PushSubscriptionRow, keep: number): Promise<void>;
  /** The account's subscriptions, newest first. */
  pushSubscriptionsOf(accountId: string): Promise<PushSubscriptionRow[]>;
  /** Deletes a subscription by its endpoint (only the account's, when one is named); false when none was there. */
  deletePushSubscription(endpoint: string, accountId?: string): Promise<boolean>;
}

/** A `push_subscriptions` row as either adapter reads it. */
export const pushSubscriptionOf = (r: Record<string, string>): PushSubscriptionRow => ({
  endpoint: r.endpoint!,
  accountId: r.account_id!,
  p256dh: r.p256dh!,
  auth: r.auth!,
  createdAt: r.created_at!,
});
