/** The push routes (issue 44; bodies and answers in @tabula/wire's pushApi.ts). */
import type { PushKey, PushSubscriptionBody } from '@tabula/wire';
import { call } from '../net/api';

export const pushApi = {
  key: () => call<PushKey>('/api/push/key').then((r) => r.publicKey),
  subscribe: (body: PushSubscriptionBody) =>
    call<{ subscribed: boolean }>('/api/push/subscriptions', { method: 'POST', body: JSON.stringify(body) }),
  unsubscribe: (endpoint: string) =>
    call<{ removed: boolean }>('/api/push/subscriptions', { method: 'DELETE', body: JSON.stringify({ endpoint }) }),
};
