/**
 * The account routes (issue 44; bodies in @tabula/wire's accountApi.ts). Every route that changes
 * something checks `Origin` (a cookie now signs requests in, so another site's page must not post
 * with it); sign-up is throttled per address, and every password or code typed (sign-in, recovery,
 * deletion) per address and per account (guesses.ts), with the same answer for an unknown name and
 * a wrong password.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccountInfo,
  normalUsername,
  RecoverSignIn,
  SignIn,
  type SignedUp,
  SignUp,
  usernameKey,
} from '@tabula/wire';
import { HttpError, parse } from '../net/httpError';
import type { AccountRow } from '../store/accountRows';
import { registerDeletion, reservedKey } from './deletion';
import { registerExport } from './export';
import { guess, passwordWork } from './guesses';
import { type AccountHost, info, sameSite } from './http';
import { hashPassword, verifyPassword } from './password';
import { codeHash, newRecoveryCodes } from './recoveryCodes';
import { registerSeatRoutes } from './seatRoutes';
import { registerSessionRoutes } from './sessionRoutes';
import { clearCookie, currentSession, startSession } from './sessions';
import { SIGN_UP, throttle } from './throttle';

const WRONG = 'wrong username or password';

/** Every account route: these, the sessions' (sessionRoutes.ts), the seats' (seatRoutes.ts), the export, the deletion. */
export function registerAccounts(app: FastifyInstance, host: AccountHost): void {
  const { store } = host;
  const take = throttle(host.quotas);

  /** Throttles a sign-in attempt by address and by the account's key, then finds the account. */
  async function signingIn(req: FastifyRequest, reply: FastifyReply, username: string): Promise<AccountRow | null> {
    sameSite(host, req);
    const key = usernameKey(username);
    await guess(host, req, reply, key);
    return store.accountByKey(key);
  }

  app.post('/api/account', async (req, reply): Promise<SignedUp> => {
    sameSite(host, req);
    const body = parse(SignUp, req.body, 'sign-up');
    if (!host.exempt(req.ip)) await take(`signup:${req.ip}`, SIGN_UP, reply, `sign-ups from ${req.ip}`);
    const username = normalUsername(body.username);
    const key = usernameKey(username);
    if ((await store.accountByKey(key)) ?? (await store.accountByKey(reservedKey(key))))
      throw new HttpError(409, `the username "${username}" is taken`);
    const passwordHash = await passwordWork(() => hashPassword(body.password));
    const account: AccountRow = {
      id: randomBytes(12).toString('base64url'),
      username,
      key,
      passwordHash,
      createdAt: new Date(host.now()).toISOString(),
    };
    const { codes, hashes } = newRecoveryCodes();
    // Taken between the check and here by someone else's sign-up: the store decides.
    if (!(await store.createAccount(account, hashes))) throw new HttpError(409, `the username "${username}" is taken`);
    await startSession(store, account.id, req, reply, host.now());
    reply.code(201);
    return { account: info(account), recoveryCodes: codes };
  });

  app.post('/api/session', async (req, reply): Promise<{ account: AccountInfo }> => {
    const body = parse(SignIn, req.body, 'sign-in');
    const account = await signingIn(req, reply, body.username);
    const ok = await passwordWork(() => verifyPassword(account?.passwordHash ?? null, body.password));
    if (!ok || !account) throw new HttpError(401, WRONG);
    await startSession(store, account.id, req, reply, host.now());
    return { account: info(account) };
  });

  app.post('/api/session/recover', async (req, reply): Promise<{ account: AccountInfo }> => {
    const body = parse(RecoverSignIn, req.body, 'recovery sign-in');
    const account = await signingIn(req, reply, body.username);
    // An unknown name gets the answer of a used or mistyped code.
    if (!account || !(await store.useRecoveryCode(account.id, codeHash(body.code))))
      throw new HttpError(401, 'wrong username or recovery code (each code works once)');
    await startSession(store, account.id, req, reply, host.now());
    return { account: info(account) };
  });

  app.delete('/api/session', async (req, reply) => {
    sameSite(host, req);
    const s = await currentSession(store, req, host.now());
    if (s) await store.endSessions(s.accountId, { only: s.idHash });
    clearCookie(req, reply);
    return { signedOut: s !== null };
  });

  app.get('/api/me', async (req): Promise<{ account: AccountInfo | null }> => {
    const s = await currentSession(store, req, host.now());
    const account = s ? await store.accountById(s.accountId) : null;
    return { account: account ? info(account) : null };
  });

  registerSessionRoutes(app, host);
  registerSeatRoutes(app, host);
  registerExport(app, host);
  registerDeletion(app, host);
}
