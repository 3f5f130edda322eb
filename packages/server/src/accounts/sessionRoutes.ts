/** A person's sessions (issue 44): the list, and "sign out the others". */
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '@tabula/wire';
import { type AccountHost, sameSite, signedIn } from './http';
import { sessionHash } from './sessions';

export function registerSessionRoutes(app: FastifyInstance, host: AccountHost): void {
  app.get('/api/sessions', async (req): Promise<{ sessions: SessionInfo[] }> => {
    const s = await signedIn(host, req);
    const now = host.now();
    const live = (await host.store.sessionsOf(s.accountId)).filter((x) => Date.parse(x.expiresAt) > now);
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
    sameSite(host, req);
    const s = await signedIn(host, req);
    return { ended: await host.store.endSessions(s.accountId, { keep: s.idHash }) };
  });
}
