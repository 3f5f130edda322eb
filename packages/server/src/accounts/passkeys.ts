/**
 * The WebAuthn ceremonies (issue 44), with `@simplewebauthn/server`: the options a browser needs
 * to make or use a passkey, and the checks of what it sends back. Passkeys are made discoverable
 * (`residentKey: required`) so a person can sign in without typing a name, and user verification
 * (a fingerprint, a face, the device's PIN) is required: a passkey is the only thing asked, so the
 * device alone must not be enough.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyAssertion, PasskeyInfo, PasskeyRegistration } from '@tabula/wire';
import { HttpError } from '../net/httpError';
import type { ChallengeRow, PasskeyRow } from '../store/passkeyRows';
import { TIMEOUT_MS } from './challenges';
import type { RelyingParty } from './relyingParty';

const RP_NAME = 'Tabula';

const listed = (passkeys: readonly PasskeyRow[]) => passkeys.map((p) => ({ id: p.id, transports: p.transports }));

const expected = (c: ChallengeRow) => ({
  expectedChallenge: c.challenge,
  expectedOrigin: c.origin,
  expectedRPID: new URL(c.origin).hostname,
  requireUserVerification: true,
});

const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Options to make a passkey for the account, none of `existing` again. */
export function registrationOptions(
  rp: RelyingParty,
  account: { id: string; username: string },
  existing: readonly PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: account.username,
    // The account id, never the name: a name shown by the device may change, the id does not.
    userID: new TextEncoder().encode(account.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: listed(existing),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Options to sign in with one of `allowed` (none: any passkey of this site the device holds). */
export function authenticationOptions(
  rp: RelyingParty,
  allowed: readonly PasskeyRow[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: listed(allowed),
    timeout: TIMEOUT_MS,
    userVerification: 'required',
  });
}

/** The new passkey for `accountId` a registration proves, or 400 saying why it is refused. */
export async function verifyRegistration(
  body: PasskeyRegistration,
  c: ChallengeRow,
  accountId: string,
  now: number,
): Promise<PasskeyRow> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({ response: body.credential, ...expected(c) });
  } catch (e) {
    throw new HttpError(400, `passkey refused: ${why(e)}`);
  }
  if (!result.verified) throw new HttpError(400, 'passkey refused: the registration did not verify');
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    accountId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: new Date(now).toISOString(),
    lastUsedAt: null,
  };
}

/** The passkey's new signature counter after a sign-in it proves, or 401 saying why it is refused. */
export async function verifyAssertion(body: PasskeyAssertion, c: ChallengeRow, passkey: PasskeyRow): Promise<number> {
  // The device names the account it made the passkey for; it must be the one stored with it.
  const handle = body.credential.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromUTF8String(passkey.accountId))
    throw new HttpError(401, 'passkey refused: it was made for another account');
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: body.credential,
      ...expected(c),
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch (e) {
    throw new HttpError(401, `passkey refused: ${why(e)}`);
  }
  if (!result.verified) throw new HttpError(401, 'passkey refused: the signature did not verify');
  return result.authenticationInfo.newCounter;
}

/** A passkey as its owner sees it listed: no key material. */
export const passkeyInfo = (p: PasskeyRow): PasskeyInfo => ({
  id: p.id,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
});
