/**
 * The server's VAPID key pair (RFC 8292): made on the first start and kept in the store, so a
 * restart — and every other instance of a cluster — signs with the key the browsers subscribed
 * with (a new key would silently orphan every subscription).
 */
import webpush from 'web-push';
import type { PushStore } from '../store/pushRows';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browsers' `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid';

/** The stored key pair, or a new one stored first (the first instance to store one wins). */
export async function vapidKeys(store: PushStore): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  const kept = await store.keepServerKey(NAME, JSON.stringify(made));
  const keys = JSON.parse(kept) as VapidKeys;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`the stored VAPID keys (server_keys "${NAME}") are not a key pair`);
  return keys;
}

/**
 * Who runs this server, for the push services (VAPID's `sub`): the option when given (a `mailto:`
 * or `https:` URL), else the public URL when it is https, else a placeholder address.
 */
export function vapidSubject(option: string | undefined, publicUrl: string | undefined): string {
  if (option !== undefined) {
    const why = vapidSubjectProblem(option);
    if (why) throw new Error(why);
    return option;
  }
  if (publicUrl?.startsWith('https://')) return new URL(publicUrl).origin;
  return 'mailto:push@tabula.invalid';
}

/** Why a VAPID subject would be refused by the push services, or null. */
export function vapidSubjectProblem(subject: string): string | null {
  return /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+.*)$/.test(subject)
    ? null
    : `the VAPID subject must be a mailto: address or an https: URL, got "${subject}"`;
}
