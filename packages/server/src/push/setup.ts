/**
 * Web Push for turn-based matches (issue 44), put together: the VAPID keys (made on the first
 * start, kept in the store), the routes, the sender, and the hook on the action's path that
 * decides when "your move" is due (turnNotices.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AccountHost } from '../accounts/http';
import type { MatchService } from '../match/service';
import type { Store } from '../store/store';
import { registerPushRoutes } from './routes';
import { PushSender } from './sender';
import { TurnNotices } from './turnNotices';
import { vapidKeys, vapidSubject } from './vapid';

export interface PushOptions {
  /** VAPID's contact for the push services: a `mailto:` or `https:` URL (vapid.ts has the default). */
  subject?: string;
  /** Take http endpoints on loopback (tests' local push service). */
  loopbackEndpoints?: boolean;
}

export interface PushService {
  readonly publicKey: string;
  readonly sender: PushSender;
  /** Resolves once every notice queued so far is sent or given up. */
  settled(): Promise<void>;
}

export async function startPush(
  app: FastifyInstance,
  service: MatchService,
  store: Store,
  account: AccountHost,
  o: PushOptions & {
    publicUrl?: string;
    /** Several instances: how often each repeats who is connected to it (0 for one instance). */
    presenceEveryMs: number;
  },
): Promise<PushService> {
  const subject = vapidSubject(o.subject, o.publicUrl);
  const keys = await vapidKeys(store);
  const sender = new PushSender(store, { ...keys, subject });
  // A margin over the repeat: a notice is sent once the others' word on open tabs has arrived.
  const notices = new TurnNotices(store, sender, o.presenceEveryMs > 0 ? o.presenceEveryMs * 1.5 : 0);
  service.decisionsOwed = (m, before) => notices.owed(m, before);
  registerPushRoutes(app, {
    account,
    store,
    publicKey: keys.publicKey,
    loopbackEndpoints: o.loopbackEndpoints ?? false,
  });
  return { publicKey: keys.publicKey, sender, settled: () => notices.settled() };
}
