/**
 * Account sessions (issue 44): a random id in an HttpOnly cookie, stored only as its SHA-256, a
 * new one at every sign-in, valid SESSION_DAYS. `Secure` when the request came over https (behind
 * a trusted proxy, as it says), `SameSite=Lax` so another site's form cannot post with it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../seats/tokens';
import type { AccountStore, SessionRow } from '../store/accountRows';

const SESSION_COOKIE = 'tabula_session';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

/** SHA-256 (hex) of a session id: the seat tokens' hash (seats/tokens.ts). */
export const sessionHash = hashToken;

/** The session id the request's cookie carries, if any (a well-formed one). */
function cookieSession(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

function cookie(req: FastifyRequest, value: string, maxAge: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * Starts a session for the account and sets its cookie. The session the request came with, if
 * any, ends: signing in again on a device replaces its session, so a cookie someone saw before
 * (or planted before the sign-in) opens nothing afterwards.
 */
export async function startSession(
  store: AccountStore,
  accountId: string,
  req: FastifyRequest,
  reply: FastifyReply,
  now: number,
): Promise<void> {
  const before = cookieSession(req);
  const replaced = before ? await store.sessionByHash(sessionHash(before)) : null;
  if (replaced) await store.endSessions(replaced.accountId, { only: replaced.idHash });
  const id = randomBytes(32).toString('base64url');
  const agent = req.headers['user-agent']?.slice(0, 120) ?? null;
  const row: SessionRow = {
    idHash: sessionHash(id),
    accountId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_DAYS * DAY_MS).toISOString(),
    agent,
  };
  await store.addSession(row);
  reply.header('set-cookie', cookie(req, id, SESSION_DAYS * 86_400));
}

export function clearCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(req, '', 0));
}

/** The request's live session, or null (none, unknown, or expired). */
export async function currentSession(
  store: AccountStore,
  req: FastifyRequest,
  now: number,
): Promise<SessionRow | null> {
  const id = cookieSession(req);
  if (!id) return null;
  const s = await store.sessionByHash(sessionHash(id));
  return s && Date.parse(s.expiresAt) > now ? s : null;
}
