/**
 * What the account routes share (issue 44): the host they run in, the `Origin`
 * check every changing route makes (a cookie now signs requests in, so another site's page must
 * not post with it), and the signed-in session a route needs.
 */
import type { FastifyRequest } from 'fastify';
import type { AccountInfo, MatchInfo } from '@tabula/wire';
import type { Quotas } from '../limits/quota';
import { HttpError } from '../net/httpError';
import type { AccountRow, AccountStore, HeldSeat, SessionRow } from '../store/accountRows';
import type { PasskeyStore } from '../store/passkeyRows';
import { currentSession } from './sessions';

export interface AccountHost {
  store: AccountStore & PasskeyStore;
  quotas: Quotas;
  /** Addresses not limited (loopback without a proxy in front, as for the other limits). */
  exempt(address: string): boolean;
  /** Whether a page of this origin may change things here (net/origin.ts). */
  originOk(origin: string | undefined): boolean;
  now(): number;
  /** The seat of a match a token opens, or null (no such match, or not one of its tokens). */
  seatByToken(matchId: string, token: string): Promise<number | null>;
  matchInfo(matchId: string): Promise<MatchInfo | null>;
  /** The info with whose move it is, known even before a running match's first move (the waiting list). */
  owedInfo(matchId: string): Promise<MatchInfo | null>;
  /** A deleted account's seats, renamed in the store already: the tables in memory show it (seats/deletedSeats.ts). */
  seatsDeleted(seats: readonly HeldSeat[]): Promise<void>;
}

export const info = (a: AccountRow): AccountInfo => ({ id: a.id, username: a.username });

/** Refuses a page of another origin (403) before anything changes. */
export function sameSite(host: AccountHost, req: FastifyRequest): void {
  if (!host.originOk(req.headers.origin))
    throw new HttpError(403, `origin ${req.headers.origin} may not change accounts here`);
}

/** The request's session, or 401. */
export async function signedIn(host: AccountHost, req: FastifyRequest): Promise<SessionRow> {
  const s = await currentSession(host.store, req, host.now());
  if (!s) throw new HttpError(401, 'sign in first');
  return s;
}
