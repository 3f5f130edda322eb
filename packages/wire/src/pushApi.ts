/**
 * Web Push (issue 44; the server's `push/`): `GET /api/push/key` (the server's VAPID public key,
 * the browser's `applicationServerKey`), `POST /api/push/subscriptions` (signed in: this
 * browser's `PushSubscription.toJSON()`), `DELETE /api/push/subscriptions` (`{ endpoint }`), and
 * what a push message carries — data only: the service worker words it in the page's language.
 */
import { z } from 'zod';

/** Unpadded base64url of `bytes` bytes (how browsers give a subscription's keys), padding allowed. */
const base64urlOf = (bytes: number, what: string) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), `${what} must be ${bytes} bytes in base64url`);
};

/** The longest endpoint taken: push services' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65, 'keys.p256dh'),
    /** The shared authentication secret (16 bytes). */
    auth: base64urlOf(16, 'keys.auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribe = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) }).strict();
export type PushUnsubscribe = z.infer<typeof PushUnsubscribe>;

/** `GET /api/push/key`: the VAPID public key, uncompressed P-256 in base64url. */
export interface PushKey {
  publicKey: string;
}

/** A seat across the table, as a push message names it: a person by name, or a bot. */
export type PushOpponent = { name: string } | { bot: true };

/** What a "your move" push message carries (JSON, encrypted for the browser). */
export interface TurnPush {
  kind: 'turn';
  /** The game's id (`@tabula/wire/games`): the service worker names it in the page's language. */
  game: string;
  matchId: string;
  seat: number;
  /** The version at which the move became owed. */
  version: number;
  /** The other seats, in seat order. */
  opponents: PushOpponent[];
  /** The match's page on this site, from its root (`/m/<id>`). */
  path: string;
}
