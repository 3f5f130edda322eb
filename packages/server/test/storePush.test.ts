/**
 * The storage suite on both adapters (bothStores.ts). Web Push (issue 44): the server's keys (the
 * first value stored stays, as when instances start together) and an account's subscriptions —
 * saved by endpoint (a known endpoint moves to the account that subscribes it), the newest kept,
 * deleted by endpoint.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AccountRow } from '../src/store/accountRows';
import type { PushSubscriptionRow } from '../src/store/pushRows';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';

const account = (): AccountRow => ({
  id: randomUUID(),
  username: 'Ann',
  key: `ann-${randomUUID().slice(0, 8)}`,
  passwordHash: null,
  createdAt: new Date().toISOString(),
});

const sub = (accountId: string, endpoint: string, at: number): PushSubscriptionRow => ({
  endpoint: `https://push.example.org/${endpoint}`,
  accountId,
  p256dh: `key-${endpoint}`,
  auth: `auth-${endpoint}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, at)).toISOString(),
});

describeStores('push', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
  });

  it('keeps the first value of a server key, whoever stores one later', async () => {
    const [a, b] = await Promise.all([store.keepServerKey('k', 'first'), store.keepServerKey('k', 'second')]);
    expect(a).toBe(b);
    expect(await store.keepServerKey('k', 'third')).toBe(a);
  });

  it("saves an account's subscriptions by endpoint, keeps the newest, and deletes by endpoint", async () => {
    const ann = account();
    const cy = account();
    await store.createAccount(ann, []);
    await store.createAccount(cy, []);
    for (let i = 0; i < 4; i++) await store.savePushSubscription(sub(ann.id, `e${i}`, i), 3);
    expect((await store.pushSubscriptionsOf(ann.id)).map((s) => s.endpoint.slice(-2))).toEqual(['e3', 'e2', 'e1']);
    // The browser now subscribed by Cy: its endpoint moves, with its new keys.
    const moved = { ...sub(cy.id, 'e3', 9), p256dh: 'new key' };
    await store.savePushSubscription(moved, 3);
    expect(await store.pushSubscriptionsOf(cy.id)).toEqual([moved]);
    expect((await store.pushSubscriptionsOf(ann.id)).map((s) => s.endpoint.slice(-2))).toEqual(['e2', 'e1']);
    expect(await store.deletePushSubscription(moved.endpoint, ann.id)).toBe(false);
    expect(await store.deletePushSubscription(moved.endpoint, cy.id)).toBe(true);
    expect(await store.deletePushSubscription(sub(ann.id, 'e2', 0).endpoint)).toBe(true);
    expect(await store.deletePushSubscription(sub(ann.id, 'e2', 0).endpoint)).toBe(false);
    expect(await store.pushSubscriptionsOf(cy.id)).toEqual([]);
    expect((await store.pushSubscriptionsOf(ann.id)).map((s) => s.endpoint.slice(-2))).toEqual(['e1']);
  });
});
