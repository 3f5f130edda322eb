/**
 * A software passkey authenticator for tests (issue 44): a P-256 key per credential made with
 * node:crypto, answering WebAuthn options the way a browser and a device together would — the
 * client data JSON, authenticator data, a `none` attestation in CBOR, an ECDSA signature — so the
 * server's checks run on real bytes. It signs whatever origin it is told, so tests can pretend to
 * be another site's page.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface Held {
  key: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** User present and verified; with attested credential data at registration. */
const UP_UV = 0x05;
const AT = 0x40;

export class SoftAuthenticator {
  readonly held = new Map<string, Held>();

  /** `step`: how much the signature counter grows per use (0: a device that keeps none, like many passkeys). */
  constructor(private readonly step = 1) {}

  /** Answers `navigator.credentials.create()` options from `origin`. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const rpId = options.rp.id!;
    this.held.set(b64(id), { key: privateKey, rpId, userHandle: options.user.id, counter: 0 });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const len = Buffer.alloc(2);
    len.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP_UV | AT]), u32(0), Buffer.alloc(16), len, id, cose]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<number, number>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, origin),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Answers `navigator.credentials.get()` options from `origin` with `credentialId` (default: the
   * first allowed one this device holds, or any it holds for the relying party).
   */
  get(
    options: { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> },
    origin: string,
    credentialId?: string,
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const id =
      credentialId ??
      [...this.held.keys()].find((k) =>
        allowed.length ? allowed.includes(k) : this.held.get(k)!.rpId === options.rpId,
      );
    if (!id) throw new Error('no passkey for these options');
    const held = this.held.get(id)!;
    held.counter += this.step;
    const authData = Buffer.concat([sha256(held.rpId), Buffer.from([UP_UV]), u32(held.counter)]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      held.key,
    );
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: held.userHandle,
      },
    };
  }
}

function clientData(type: string, challenge: string, origin: string): string {
  return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}
