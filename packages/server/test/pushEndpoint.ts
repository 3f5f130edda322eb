/**
 * A push service of our own for the tests (issue 44): an HTTP server on 127.0.0.1 that takes a
 * Web Push request as a browser's push service would, checks its VAPID signature (RFC 8292), and
 * decrypts its body as the browser would (aes128gcm, RFC 8188 + RFC 8291) with the subscription's
 * key pair and auth secret made here — so a test reads exactly what the service worker would.
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription: what it posts to the server, and the secrets it keeps. */
export interface TestSubscription {
  body: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export interface Received {
  path: string;
  /** The decrypted JSON. */
  data: unknown;
  /** The VAPID token's `k` (the server's public key) and claims, once its signature was checked. */
  vapid: { publicKey: string; aud: string; sub: string };
  headers: Record<string, string | string[] | undefined>;
}

/** RFC 8291 §3.4: the content key and nonce from the browser's keys and the message's salt. */
function decrypt(sub: TestSubscription, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const sealed = body.subarray(21 + idlen);
  const shared = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  // One record, the last: the text, then the delimiter 2, then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end);
}

/** `Authorization: vapid t=<JWT>, k=<key>`: the JWT's ES256 signature checked against `k`. */
function checkVapid(header: string | undefined): Received['vapid'] {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [head, claims, signature] = m[1]!.split('.') as [string, string, string];
  const point = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string };
  return { publicKey: m[2]!, aud: c.aud, sub: c.sub };
}

export class PushEndpoint {
  readonly received: Received[] = [];
  /** Requests that failed to verify or decrypt, with why. */
  readonly rejected: string[] = [];
  /** Paths answered with another status than 201 (410: the subscription is gone). */
  readonly status = new Map<string, number>();
  private readonly subs = new Map<string, TestSubscription>();
  private server!: Server;
  url = '';

  static async start(): Promise<PushEndpoint> {
    const e = new PushEndpoint();
    e.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        try {
          const sub = e.subs.get(path);
          if (!sub) throw new Error(`no subscription at ${path}`);
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const vapid = checkVapid(req.headers.authorization);
          const data = JSON.parse(decrypt(sub, Buffer.concat(chunks)).toString('utf8')) as unknown;
          e.received.push({ path, data, vapid, headers: req.headers });
          res.writeHead(e.status.get(path) ?? 201).end();
        } catch (err) {
          e.rejected.push(`${path}: ${(err as Error).message}`);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((r) => e.server.listen(0, '127.0.0.1', r));
    e.url = `http://127.0.0.1:${(e.server.address() as AddressInfo).port}`;
    return e;
  }

  /** A browser's new subscription at `path` of this service: its P-256 key pair and auth secret. */
  subscribe(path: string): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const sub: TestSubscription = {
      body: {
        endpoint: this.url + path,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
      ecdh,
      auth,
    };
    this.subs.set(path, sub);
    return sub;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}
