/**
 * What the relation routes share: the host they run in, the `Origin` check every changing route
 * makes (the session cookie signs requests in, so another site's page must not post with it), the
 * signed-in account a route needs, and the person a path names.
 */
import type { FastifyRequest } from 'fastify';
import { usernameKey, usernameProblem } from '@tabula/wire';
import { currentSession } from '../accounts/sessions';
import type { Quotas } from '../limits/quota';
import { HttpError } from '../net/httpError';
import type { AccountRow } from '../store/accountRows';
import type { Store } from '../store/store';
import type { Presence } from './presence';

export interface RelationHost {
  store: Store;
  quotas: Quotas;
  presence: Presence;
  /** Whether a page of this origin may change things here (net/origin.ts). */
  originOk(origin: string | undefined): boolean;
  now(): number;
}

/** Refuses a page of another origin (403) before anything changes. */
export function sameSite(host: RelationHost, req: FastifyRequest): void {
  if (!host.originOk(req.headers.origin))
    throw new HttpError(403, `origin ${req.headers.origin} may not change friends or blocks here`);
}

/** The request's signed-in account (seen now: presence.ts), or null. */
export async function viewer(host: RelationHost, req: FastifyRequest): Promise<string | null> {
  const s = await currentSession(host.store, req, host.now());
  return s?.accountId ?? null;
}

/** The request's signed-in account, seen now, or 401. */
export async function me(host: RelationHost, req: FastifyRequest): Promise<AccountRow> {
  const id = await viewer(host, req);
  const account = id === null ? null : await host.store.accountById(id);
  if (!account) throw new HttpError(401, 'sign in first');
  host.presence.seen(account.id);
  return account;
}

/** The account the path's `:username` names: 400 for a name no account can have, 404 for none, 400 for oneself. */
export async function person(host: RelationHost, req: FastifyRequest, self: AccountRow): Promise<AccountRow> {
  const username = (req.params as { username?: string }).username ?? '';
  const why = usernameProblem(username);
  if (why) throw new HttpError(400, `no player can be named "${username.slice(0, 40)}": ${why}`);
  const account = await host.store.accountByKey(usernameKey(username));
  if (!account) throw new HttpError(404, `no player named "${username}"`);
  if (account.id === self.id) throw new HttpError(400, 'that is you: friends and blocks are between two players');
  return account;
}
