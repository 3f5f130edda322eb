/**
 * A signed-in person's own passkeys (issue 44): add one (two requests, as at sign-up), list them,
 * remove one — never the last way in: an account without a password keeps its last passkey.
 */
import type { FastifyInstance } from 'fastify';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { PasskeyRegistration, type PasskeyInfo } from '@tabula/wire';
import { HttpError, parse } from '../net/httpError';
import { issueChallenge, takeChallenge } from './challenges';
import { sameSite, signedIn } from './http';
import { passkeyInfo, registrationOptions, verifyRegistration } from './passkeys';
import type { PasskeyHost } from './relyingParty';
import { SIGN_IN_ACCOUNT, throttle } from './throttle';

const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1364}$/;

export function registerPasskeyManagement(app: FastifyInstance, host: PasskeyHost): void {
  const { store } = host;
  const take = throttle(host.quotas);

  app.post(
    '/api/passkeys/options',
    async (req, reply): Promise<{ options: PublicKeyCredentialCreationOptionsJSON }> => {
      sameSite(host, req);
      const s = await signedIn(host, req);
      const rp = host.relyingParty(req.headers.origin);
      // Each issues a stored challenge: as many as sign-ins to the account, from anywhere.
      await take(`passkey-add:${s.accountId}`, SIGN_IN_ACCOUNT, reply, 'passkeys begun for this account');
      const account = await store.accountById(s.accountId);
      if (!account) throw new HttpError(401, 'sign in first');
      const options = await registrationOptions(rp, account, await store.passkeysOf(account.id));
      await issueChallenge(store, host.now(), {
        challenge: options.challenge,
        kind: 'add',
        accountId: account.id,
        username: null,
        origin: rp.origin,
      });
      return { options };
    },
  );

  app.post('/api/passkeys', async (req, reply): Promise<{ passkey: PasskeyInfo }> => {
    sameSite(host, req);
    const s = await signedIn(host, req);
    const body = parse(PasskeyRegistration, req.body, 'new passkey');
    const c = await takeChallenge(store, body.challenge, 'add', host.now());
    // Another account's challenge: as unknown as one never issued.
    if (c.accountId !== s.accountId)
      throw new HttpError(400, 'unknown passkey challenge (each works once, for one add): start again');
    const passkey = await verifyRegistration(body, c, s.accountId, host.now());
    if (!(await store.addPasskey(passkey))) throw new HttpError(409, 'this passkey is registered already');
    reply.code(201);
    return { passkey: passkeyInfo(passkey) };
  });

  app.get('/api/passkeys', async (req): Promise<{ passkeys: PasskeyInfo[] }> => {
    const s = await signedIn(host, req);
    return { passkeys: (await store.passkeysOf(s.accountId)).map(passkeyInfo) };
  });

  app.delete<{ Params: { id: string } }>('/api/passkeys/:id', async (req): Promise<{ removed: true }> => {
    sameSite(host, req);
    const s = await signedIn(host, req);
    const { id } = req.params;
    if (!CREDENTIAL_ID.test(id)) throw new HttpError(400, 'bad passkey id: base64url, at most 1364 characters');
    const r = await store.removePasskey(s.accountId, id);
    if (r === 'unknown') throw new HttpError(404, 'no such passkey on this account');
    if (r === 'last')
      throw new HttpError(
        409,
        'the last passkey of an account without a password cannot be removed: add another first',
      );
    return { removed: true };
  });
}
