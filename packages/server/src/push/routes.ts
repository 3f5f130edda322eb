/**
 * The push routes (issue 44; bodies in @tabula/wire's pushApi.ts): the server's public key for
 * subscribing, and a signed-in browser's subscription saved or deleted. Both changes check
 * `Origin` like every account route. A subscription is deleted by its endpoint alone, signed in or
 * not: the endpoint is the browser's own secret (only it and its push service know it), and a
 * device that signed out, or another account's on a shared device, must still be able to stop
 * its notices.
 */
import type { FastifyInstance } from 'fastify';
import { type PushKey, PushSubscriptionBody, PushUnsubscribe } from '@tabula/wire';
import { type AccountHost, sameSite, signedIn } from '../accounts/http';
import { HttpError, parse } from '../net/httpError';
import type { PushStore } from '../store/pushRows';
import { endpointProblem, keysProblem } from './endpoint';

/** The browsers (devices) one account keeps subscribed; a new one beyond replaces the oldest. */
const SUBSCRIPTIONS_KEPT = 10;

export interface PushRoutesHost {
  account: AccountHost;
  store: PushStore;
  publicKey: string;
  /** Loopback http endpoints are taken (tests' local push service); never in production. */
  loopbackEndpoints: boolean;
}

export function registerPushRoutes(app: FastifyInstance, host: PushRoutesHost): void {
  app.get('/api/push/key', async (): Promise<PushKey> => ({ publicKey: host.publicKey }));

  app.post('/api/push/subscriptions', async (req, reply) => {
    sameSite(host.account, req);
    const s = await signedIn(host.account, req);
    const body = parse(PushSubscriptionBody, req.body, 'push subscription');
    const why = endpointProblem(body.endpoint, host.loopbackEndpoints) ?? keysProblem(body.keys);
    if (why) throw new HttpError(400, `bad push subscription: ${why}`);
    await host.store.savePushSubscription(
      {
        endpoint: body.endpoint,
        accountId: s.accountId,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: new Date(host.account.now()).toISOString(),
      },
      SUBSCRIPTIONS_KEPT,
    );
    reply.code(201);
    return { subscribed: true };
  });

  app.delete('/api/push/subscriptions', async (req) => {
    sameSite(host.account, req);
    const body = parse(PushUnsubscribe, req.body, 'push unsubscription');
    return { removed: await host.store.deletePushSubscription(body.endpoint) };
  });
}
