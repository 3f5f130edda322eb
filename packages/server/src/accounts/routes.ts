/**
 * The account routes (issue 44; bodies in @tabula/wire's accountApi.ts). Every route that changes
 * something checks `Origin` (a cookie now signs requests in, so another site's page must not post
 * with it); sign-up and sign-in are throttled per address and sign-in also per account, with the
 * same answer for an unknown name and a wrong password.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type AccountInfo,
  type AccountMatches,
  ClaimSeats,
  type ClaimedSeats,
  type MatchInfo,
  normalUsername,
  RecoverSignIn,
  type SessionInfo,
  SignIn,
  type SignedUp,
  SignUp,
  usernameKey,
} from '@tabula/wire';
import { type QuotaRule, type Quotas, retryIn } from '../limits/quota';
import { HttpError } from '../net/httpError';
import type { AccountRow, AccountStore } from '../store/accountRows';
import { hashPassword, PasswordsBusy, verifyPassword } from './password';
import { codeHash, newRecoveryCodes } from './recoveryCodes';
import { clearCookie, currentSession, sessionHash, startSession } from './sessions';

export interface AccountHost {
  store: AccountStore;
  quotas: Quotas;
  /** Addresses not limited (loopback without a proxy in front, as for the other limits). */
  exempt(address: string): boolean;
  /** Whether a page of this origin may change things here (net/origin.ts). */
  originOk(origin: string | undefined): boolean;
  now(): number;
  /** The seat of a match a token opens, or null (no such match, or not one of its tokens). */
  seatByToken(matchId: string, token: string): Promise<number | null>;
  matchInfo(matchId: string): Promise<MatchInfo | null>;
}

const SIGN_UP: QuotaRule = { burst: 5, perSecond: 1 / 60 };
const SIGN_IN_ADDRESS: QuotaRule = { burst: 20, perSecond: 1 / 6 };
/** Per account: guessing one person's password is slow from any number of addresses. */
const SIGN_IN_ACCOUNT: QuotaRule = { burst: 10, perSecond: 1 / 30 };

const WRONG = 'wrong username or password';
/** The newest matches "My matches" lists (paging comes with the lobby's, issue 44). */
const MATCHES_LISTED = 100;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw new HttpError(
    400,
    `bad ${what}: ${r.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ')}`,
  );
}

const info = (a: AccountRow): AccountInfo => ({ id: a.id, username: a.username });

export function registerAccounts(app: FastifyInstance, host: AccountHost): void {
  const { store, quotas } = host;

  async function take(key: string, rule: QuotaRule, reply: FastifyReply, what: string): Promise<void> {
    const wait = await quotas.take(key, rule);
    if (wait === 0) return;
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, `too many ${what}; try again ${retryIn(wait)}`);
  }

  function sameSite(req: FastifyRequest): void {
    if (!host.originOk(req.headers.origin))
      throw new HttpError(403, `origin ${req.headers.origin} may not change accounts here`);
  }

  /** Throttles a sign-in attempt by address and by the account's key, then finds the account. */
  async function signingIn(req: FastifyRequest, reply: FastifyReply, username: string): Promise<AccountRow | null> {
    sameSite(req);
    if (!host.exempt(req.ip)) await take(`signin:${req.ip}`, SIGN_IN_ADDRESS, reply, `sign-ins from ${req.ip}`);
    const key = usernameKey(username);
    await take(`signin-account:${key}`, SIGN_IN_ACCOUNT, reply, 'sign-ins to this account');
    return store.accountByKey(key);
  }

  async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof PasswordsBusy) throw new HttpError(503, e.message);
      throw e;
    }
  }

  app.post('/api/account', async (req, reply): Promise<SignedUp> => {
    sameSite(req);
    const body = parse(SignUp, req.body, 'sign-up');
    if (!host.exempt(req.ip)) await take(`signup:${req.ip}`, SIGN_UP, reply, `sign-ups from ${req.ip}`);
    const username = normalUsername(body.username);
    const key = usernameKey(username);
    if (await store.accountByKey(key)) throw new HttpError(409, `the username "${username}" is taken`);
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
    sameSite(req);
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

  app.get('/api/sessions', async (req): Promise<{ sessions: SessionInfo[] }> => {
    const s = await currentSession(store, req, host.now());
    if (!s) throw new HttpError(401, 'sign in first');
    const now = host.now();
    const live = (await store.sessionsOf(s.accountId)).filter((x) => Date.parse(x.expiresAt) > now);
    return {
      sessions: live.map((x) => ({
        // A digest of the stored digest: names the session in this list, opens nothing.
        id: sessionHash(x.idHash).slice(0, 16),
        createdAt: x.createdAt,
        expiresAt: x.expiresAt,
        agent: x.agent,
        current: x.idHash === s.idHash,
      })),
    };
  });

  app.post('/api/sessions/end-others', async (req) => {
    sameSite(req);
    const s = await currentSession(store, req, host.now());
    if (!s) throw new HttpError(401, 'sign in first');
    return { ended: await store.endSessions(s.accountId, { keep: s.idHash }) };
  });

  app.post('/api/account/seats', async (req): Promise<ClaimedSeats> => {
    sameSite(req);
    const s = await currentSession(store, req, host.now());
    if (!s) throw new HttpError(401, 'sign in first');
    const body = parse(ClaimSeats, req.body, 'seats');
    const answer: ClaimedSeats = { held: [], refused: [] };
    for (const { matchId, token } of body.seats) {
      const seat = await host.seatByToken(matchId, token);
      if (seat === null) answer.refused.push({ matchId, reason: 'not a seat token of this match' });
      else if (await store.holdSeat(s.accountId, matchId, seat)) answer.held.push({ matchId, seat });
      else answer.refused.push({ matchId, reason: 'another account holds this seat' });
    }
    return answer;
  });

  app.get('/api/account/matches', async (req): Promise<AccountMatches> => {
    const s = await currentSession(store, req, host.now());
    if (!s) throw new HttpError(401, 'sign in first');
    const matches: AccountMatches['matches'] = [];
    for (const { matchId, seat } of await store.seatsOf(s.accountId, MATCHES_LISTED)) {
      const match = await host.matchInfo(matchId);
      if (match) matches.push({ seat, match });
    }
    return { matches };
  });
}
