/**
 * An export of one's data (issue 44): the account, its sessions, its passkeys and the matches of the seats it
 * holds, with where each ended match's record is, as one JSON file to download. Seat tokens,
 * password and session secrets are never in it (only their hashes are stored anyway).
 */
import type { FastifyInstance } from 'fastify';
import type { AccountExport } from '@tabula/wire';
import { HttpError } from '../net/httpError';
import { type AccountHost, signedIn } from './http';
import { passkeyInfo } from './passkeys';

/** Every seat held, not a page: an export is the whole of it. */
const ALL_SEATS = 100_000;
const ENDED = new Set(['finished', 'expired', 'abandoned']);

export function registerExport(app: FastifyInstance, host: AccountHost): void {
  app.get('/api/account/export', async (req, reply): Promise<AccountExport> => {
    const s = await signedIn(host, req);
    const account = await host.store.accountById(s.accountId);
    if (!account) throw new HttpError(401, 'sign in first');
    const matches: AccountExport['matches'] = [];
    for (const { matchId, seat } of await host.store.seatsOf(account.id, ALL_SEATS)) {
      const match = await host.matchInfo(matchId);
      if (match)
        matches.push({ seat, match, record: ENDED.has(match.status) ? `/api/matches/${matchId}/record` : null });
    }
    const sessions = (await host.store.sessionsOf(account.id)).map(({ createdAt, expiresAt, agent }) => ({
      createdAt,
      expiresAt,
      agent,
    }));
    reply.header('content-disposition', `attachment; filename="tabula-${account.id}.json"`);
    return {
      exportedAt: new Date(host.now()).toISOString(),
      account: { id: account.id, username: account.username, createdAt: account.createdAt },
      sessions,
      passkeys: (await host.store.passkeysOf(account.id)).map(passkeyInfo),
      matches,
    };
  });
}
