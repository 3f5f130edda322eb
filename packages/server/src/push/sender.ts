/**
 * Posting one push message (RFC 8030) to one browser's push service: encrypted for the browser
 * (aes128gcm, RFC 8291) and signed with the server's VAPID key by `web-push`, then sent with
 * Node's own `fetch`, bounded in time. A subscription the push service answers 404 or 410 for is
 * gone for good (the browser unsubscribed, or the service expired it): it is deleted, so it costs
 * nothing again.
 */
import webpush from 'web-push';
import type { PushStore, PushSubscriptionRow } from '../store/pushRows';
import type { VapidKeys } from './vapid';

/** A push service that does not answer within this long is given up on for this message. */
const TIMEOUT_MS = 10_000;

export type SendResult = 'sent' | 'gone' | 'failed';

export interface PushMessage {
  /** The JSON the browser's service worker receives. */
  data: unknown;
  /** How long the push service may keep it for a browser that is offline (seconds). */
  ttlSeconds: number;
  /** A newer message with the same topic replaces an undelivered older one (≤ 32 base64url characters). */
  topic?: string;
}

export class PushSender {
  /** Messages accepted by a push service, refused or unreachable, and subscriptions deleted as gone. */
  readonly counts = { sent: 0, failed: 0, gone: 0 };

  constructor(
    private readonly store: PushStore,
    private readonly vapid: VapidKeys & { subject: string },
  ) {}

  async send(sub: PushSubscriptionRow, message: PushMessage): Promise<SendResult> {
    const result = await this.post(sub, message);
    this.counts[result]++;
    if (result === 'gone') await this.store.deletePushSubscription(sub.endpoint, sub.accountId);
    return result;
  }

  private async post(sub: PushSubscriptionRow, message: PushMessage): Promise<SendResult> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message.data),
        {
          vapidDetails: this.vapid,
          TTL: message.ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          ...(message.topic ? { topic: message.topic } : {}),
        },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: request.body ? new Uint8Array(request.body) : null,
        // A push service answers itself; following a redirect would post the message elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) return 'gone';
      return answer.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
