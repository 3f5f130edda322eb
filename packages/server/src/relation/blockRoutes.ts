/**
 * The blocks' routes (issue 44). Blocking someone ends any friendship, request and open challenge
 * between the two; after it, neither can ask the other to be friends or challenge them, and the
 * blocked person cannot join a table where the blocker holds a seat, nor talk at one (guards.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Blocks, RelationTo } from '@tabula/wire';
import { HttpError } from '../net/httpError';
import { type ChallengeService, closeChallengesBetween } from './challenges';
import { me, person, type RelationHost, sameSite } from './http';

export function registerBlockRoutes(app: FastifyInstance, host: RelationHost, service: ChallengeService): void {
  const { store } = host;

  app.get('/api/blocks', async (req): Promise<Blocks> => {
    const self = await me(host, req);
    return { blocked: (await store.blocksOf(self.id)).map((b) => ({ username: b.username, at: b.at })) };
  });

  app.post('/api/blocks/:username', async (req): Promise<RelationTo> => {
    sameSite(host, req);
    const self = await me(host, req);
    const them = await person(host, req, self);
    await store.addBlock(self.id, them.id, new Date(host.now()).toISOString());
    await closeChallengesBetween(host, service, self.id, them.id);
    return { username: them.username, friend: false, request: null, blocking: true };
  });

  app.delete('/api/blocks/:username', async (req): Promise<RelationTo> => {
    sameSite(host, req);
    const self = await me(host, req);
    const them = await person(host, req, self);
    if (!(await store.removeBlock(self.id, them.id))) throw new HttpError(404, `you do not block ${them.username}`);
    return { username: them.username, friend: false, request: null, blocking: false };
  });
}
