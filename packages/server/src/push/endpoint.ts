/**
 * What a subscription may be (issue 44): the server posts to whatever endpoint a browser names, so
 * an endpoint must be a push service's — an https URL by host name, with no user info; never this
 * machine or an address literal, which would let anyone signed in make the server post into its
 * own network. Loopback http is allowed only when the server is told to (tests' local push
 * service). The keys must be a real P-256 point and a 16-byte secret, or nothing could be
 * encrypted for them.
 */
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { PushSubscriptionBody } from '@tabula/wire';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Why this endpoint is refused, or null. */
export function endpointProblem(endpoint: string, loopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint is not a URL';
  }
  if (url.username || url.password) return 'endpoint may not carry a user name or password';
  if (loopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return "endpoint must name a push service's host, not an address or a local name";
  return null;
}

/** Why these keys cannot be encrypted for, or null. */
export function keysProblem(keys: PushSubscriptionBody['keys']): string | null {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4) return 'keys.p256dh must be an uncompressed P-256 public key';
  try {
    // Throws for bytes that are not a point of the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(p256dh);
  } catch {
    return 'keys.p256dh is not a point of the P-256 curve';
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'keys.auth must be 16 bytes';
  return null;
}
