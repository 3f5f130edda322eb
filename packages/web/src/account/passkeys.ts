/**
 * Passkeys in the browser (issue 44): the two-step ceremonies of the server's passkey routes
 * (bodies in @tabula/wire's passkeyApi.ts), with `@simplewebauthn/browser` between them to ask
 * the device. A refusal comes as an ApiError (the server) or a DOM error by name (the device:
 * `NotAllowedError` when the person cancels or the prompt times out).
 */
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { AccountInfo, PasskeyInfo, SignedUp } from '@tabula/wire';
import { call } from '../net/api';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * Whether this page can use passkeys: the browser has WebAuthn, and the page is opened by a name —
 * browsers make no passkeys for an IP address (http://127.0.0.1), which the server refuses too.
 */
export function passkeysUsable(): boolean {
  const host = window.location.hostname;
  const address = /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[');
  return !address && browserSupportsWebAuthn();
}

type Creation = { options: PublicKeyCredentialCreationOptionsJSON };
type Request = { options: PublicKeyCredentialRequestOptionsJSON };

/** Makes an account with a new passkey; the answer carries the recovery codes, shown once. */
export async function signUpWithPasskey(username: string): Promise<SignedUp> {
  const { options } = await call<Creation>('/api/passkey/sign-up/options', post({ username }));
  const credential = await startRegistration({ optionsJSON: options });
  return call<SignedUp>('/api/passkey/sign-up', post({ challenge: options.challenge, credential }));
}

/** Signs in with a passkey of the named account, or (no name) any passkey of this site the device holds. */
export async function signInWithPasskey(username: string): Promise<AccountInfo> {
  const { options } = await call<Request>('/api/passkey/sign-in/options', post(username ? { username } : {}));
  const credential = await startAuthentication({ optionsJSON: options });
  const r = await call<{ account: AccountInfo }>(
    '/api/passkey/sign-in',
    post({ challenge: options.challenge, credential }),
  );
  return r.account;
}

export const passkeyApi = {
  list: () => call<{ passkeys: PasskeyInfo[] }>('/api/passkeys').then((r) => r.passkeys),
  async add(): Promise<PasskeyInfo> {
    const { options } = await call<Creation>('/api/passkeys/options', post());
    const credential = await startRegistration({ optionsJSON: options });
    const r = await call<{ passkey: PasskeyInfo }>('/api/passkeys', post({ challenge: options.challenge, credential }));
    return r.passkey;
  },
  remove: (id: string) => call<{ removed: true }>(`/api/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
