/**
 * The passkey routes' bodies and answers (issue 44; the server's `accounts/passkeyRoutes.ts` and
 * `passkeyManageRoutes.ts`). Each ceremony takes two requests: `…/options` answers the WebAuthn
 * options (`PublicKeyCredentialCreationOptionsJSON` or `…RequestOptionsJSON`, as
 * `@simplewebauthn/browser` takes them), and the finishing request brings back the options'
 * challenge with the browser's credential, in WebAuthn's JSON form. Every string is bounded: a
 * credential id is at most 1023 bytes, and nothing else in a response needs more than a few kB.
 */
import { z } from 'zod';
import { usernameProblem } from './username';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'not base64url');

/** A credential id: 1023 bytes at most, as base64url. */
const credentialId = base64url(1364).min(1);

/** What a browser adds beside the response (`credProps`, …): free in form, bounded in size. */
const extensionResults = z
  .record(z.string().max(64), z.unknown())
  .refine((r) => JSON.stringify(r).length <= 2048, 'clientExtensionResults is larger than 2 kB');

const transports = z.array(z.string().max(32)).max(8);

/** `navigator.credentials.create()`'s credential as JSON (RegistrationResponseJSON). */
export const RegistrationCredential = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    authenticatorData: base64url(8192).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** `navigator.credentials.get()`'s credential as JSON (AuthenticationResponseJSON). */
export const AuthenticationCredential = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
});

/** The challenge the options carried: 32 random bytes, as base64url. */
const challenge = base64url(128).min(16);

/** Begins a sign-up with a passkey: the name `usernameProblem` accepts (no password). */
export const PasskeySignUpStart = z
  .object({
    username: z
      .string()
      .max(200)
      .superRefine((s, ctx) => {
        const why = usernameProblem(s);
        if (why) ctx.addIssue({ code: 'custom', message: why });
      }),
  })
  .strict();
export type PasskeySignUpStart = z.infer<typeof PasskeySignUpStart>;

/** Begins a sign-in with a passkey: with a username (its passkeys offered), or without (any passkey of this site). */
export const PasskeySignInStart = z.object({ username: z.string().max(200).optional() }).strict();
export type PasskeySignInStart = z.infer<typeof PasskeySignInStart>;

/** Finishes a sign-up, or adding a passkey to one's account. */
export const PasskeyRegistration = z.object({ challenge, credential: RegistrationCredential }).strict();
export type PasskeyRegistration = z.infer<typeof PasskeyRegistration>;

/** Finishes a sign-in. */
export const PasskeyAssertion = z.object({ challenge, credential: AuthenticationCredential }).strict();
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;

/** One of an account's passkeys, as listed (`GET /api/passkeys`) and exported. */
export interface PasskeyInfo {
  /** The credential id (base64url): what `DELETE /api/passkeys/:id` names. */
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
}
