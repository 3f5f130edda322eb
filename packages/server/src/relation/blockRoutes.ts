/**
 * The blocks' routes (issue 44). Blocking someone ends any friendship, request and open challenge
 * between the two; after it, neither can ask the other to be friends or challenge them, and the
 * blocked person cannot join a table where the blocker holds a seat, nor talk at one (guards.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Blocks, RelationTo } from '@tabula/wire';
import { throttle } from '../accounts/throttle';
import type { QuotaRule } from '../limits/quota';
import { HttpError } from '../net/httpError';
import { type ChallengeService, closeChallengesBetween } from './challenges';
import { me, person, type RelationHost, sameSite } from './http';

/** Blocks and unblocks an account may make (each closes challenges too): 20 at once, then one every 6 s. */
export const BLOCK_CHANGES: QuotaRule = { burst: 20, perSecond: 1 / 6 };

export function registerBlockRoutes(app: FastifyInstance, host: RelationHost, service: ChallengeService): void {
  const { store } = host;
  const take = throttle(host.quotas);

  app.get('/api/blocks', async (req): Promise<Blocks> => {
    const self = await me(host, req);
    return { blocked: (await store.blocksOf(self.id)).map((b) => ({ username: b.username, at: b.at })) };
  });

  app.post('/api/blocks/:username', async (req, reply): Promise<RelationTo> => {
    sameSite(host, req);
    const self = await me(host, req);
    const them = await person(host, req, self);
    await take(`block:${self.id}`, BLOCK_CHANGES, reply, 'blocks and unblocks');
    await store.addBlock(self.id, them.id, new Date(host.now()).toISOString());
    await closeChallengesBetween(host, service, self.id, them.id);
    return { username: them.username, friend: false, request: null, blocking: true };
  });

  app.delete('/api/blocks/:username', async (req, reply): Promise<RelationTo> => {
    sameSite(host, req);
    const self = await me(host, req);
    const them = await person(host, req, self);
    await take(`block:${self.id}`, BLOCK_CHANGES, reply, 'blocks and unblocks');
    if (!(await store.removeBlock(self.id, them.id))) throw new HttpError(404, `you do not block ${them.username}`);
    return { username: them.username, friend: false, request: null, blocking: false };
  });
}
