/**
 * Signing up and in with a passkey (issue 44; bodies in @tabula/wire's passkeyApi.ts). Each is two
 * requests: `…/options` issues a challenge, the second brings the browser's signed answer back.
 * Like the password routes (routes.ts) they check `Origin` and draw on the same buckets: a
 * ceremony begun is a sign-in attempt from that address, an account made is a sign-up, and a
 * passkey tried on an account is a sign-in to it. Every sign-in starts a new session.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccountInfo,
  normalUsername,
  PasskeyAssertion,
  PasskeyRegistration,
  PasskeySignInStart,
  PasskeySignUpStart,
  type SignedUp,
  usernameKey,
} from '@tabula/wire';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { HttpError, parse } from '../net/httpError';
import type { AccountRow } from '../store/accountRows';
import { issueChallenge, takeChallenge } from './challenges';
import { reservedKey } from './deletion';
import { info, sameSite } from './http';
import { registerPasskeyManagement } from './passkeyManageRoutes';
import { authenticationOptions, registrationOptions, verifyAssertion, verifyRegistration } from './passkeys';
import { newRecoveryCodes } from './recoveryCodes';
import type { PasskeyHost, RelyingParty } from './relyingParty';
import { startSession } from './sessions';
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS, SIGN_UP, throttle } from './throttle';

const taken = (username: string) => new HttpError(409, `the username "${username}" is taken`);

/** The passkey routes: sign-up and sign-in here, an account's own passkeys in passkeyManageRoutes.ts. */
export function registerPasskeys(app: FastifyInstance, host: PasskeyHost): void {
  const { store } = host;
  const take = throttle(host.quotas);

  /** The page a ceremony begun now is for; the start counts as a sign-in attempt from the address. */
  async function beginning(req: FastifyRequest, reply: FastifyReply): Promise<RelyingParty> {
    const rp = host.relyingParty(req.headers.origin);
    if (!host.exempt(req.ip)) await take(`signin:${req.ip}`, SIGN_IN_ADDRESS, reply, `sign-ins from ${req.ip}`);
    return rp;
  }

  app.post(
    '/api/passkey/sign-up/options',
    async (req, reply): Promise<{ options: PublicKeyCredentialCreationOptionsJSON }> => {
      sameSite(host, req);
      const body = parse(PasskeySignUpStart, req.body, 'passkey sign-up');
      const rp = await beginning(req, reply);
      const username = normalUsername(body.username);
      const key = usernameKey(username);
      // A deleted account's name stays reserved (deletion.ts), as for a password sign-up.
      if ((await store.accountByKey(key)) ?? (await store.accountByKey(reservedKey(key)))) throw taken(username);
      // The account's id is chosen now: the passkey is made for it.
      const id = randomBytes(12).toString('base64url');
      const options = await registrationOptions(rp, { id, username }, []);
      await issueChallenge(store, host.now(), {
        challenge: options.challenge,
        kind: 'sign-up',
        accountId: id,
        username,
        origin: rp.origin,
      });
      return { options };
    },
  );

  app.post('/api/passkey/sign-up', async (req, reply): Promise<SignedUp> => {
    sameSite(host, req);
    const body = parse(PasskeyRegistration, req.body, 'passkey sign-up');
    if (!host.exempt(req.ip)) await take(`signup:${req.ip}`, SIGN_UP, reply, `sign-ups from ${req.ip}`);
    const c = await takeChallenge(store, body.challenge, 'sign-up', host.now());
    const passkey = await verifyRegistration(body, c, c.accountId!, host.now());
    if (await store.passkeyById(passkey.id)) throw new HttpError(409, 'this passkey is registered already');
    const username = c.username!;
    const account: AccountRow = {
      id: c.accountId!,
      username,
      key: usernameKey(username),
      passwordHash: null,
      createdAt: new Date(host.now()).toISOString(),
    };
    const { codes, hashes } = newRecoveryCodes();
    // Taken since the options by someone else's sign-up: the store decides.
    if (!(await store.createAccount(account, hashes))) throw taken(username);
    if (!(await store.addPasskey(passkey))) throw new HttpError(409, 'this passkey is registered already');
    await startSession(store, account.id, req, reply, host.now());
    reply.code(201);
    return { account: info(account), recoveryCodes: codes };
  });

  app.post(
    '/api/passkey/sign-in/options',
    async (req, reply): Promise<{ options: PublicKeyCredentialRequestOptionsJSON }> => {
      sameSite(host, req);
      const body = parse(PasskeySignInStart, req.body ?? {}, 'passkey sign-in');
      const rp = await beginning(req, reply);
      // With a name, only that account's passkeys are offered, and only they are accepted.
      const key = body.username === undefined ? null : usernameKey(body.username);
      const account = key === null ? null : await store.accountByKey(key);
      const options = await authenticationOptions(rp, account ? await store.passkeysOf(account.id) : []);
      await issueChallenge(store, host.now(), {
        challenge: options.challenge,
        kind: 'sign-in',
        accountId: null,
        username: key,
        origin: rp.origin,
      });
      return { options };
    },
  );

  app.post('/api/passkey/sign-in', async (req, reply): Promise<{ account: AccountInfo }> => {
    sameSite(host, req);
    const body = parse(PasskeyAssertion, req.body, 'passkey sign-in');
    const c = await takeChallenge(store, body.challenge, 'sign-in', host.now());
    const passkey = await store.passkeyById(body.credential.id);
    const account = passkey ? await store.accountById(passkey.accountId) : null;
    if (!passkey || !account) throw new HttpError(401, 'this passkey is not known here');
    if (c.username !== null && c.username !== account.key)
      throw new HttpError(401, 'this passkey belongs to another account');
    await take(`signin-account:${account.key}`, SIGN_IN_ACCOUNT, reply, 'sign-ins to this account');
    const counter = await verifyAssertion(body, c, passkey);
    // Compared and set in one step: of two sign-ins racing with one passkey, one counts.
    if (!(await store.usePasskey(passkey.id, passkey.counter, counter, new Date(host.now()).toISOString())))
      throw new HttpError(401, 'this passkey was used at the same moment: try again');
    await startSession(store, account.id, req, reply, host.now());
    return { account: info(account) };
  });

  registerPasskeyManagement(app, host);
}
