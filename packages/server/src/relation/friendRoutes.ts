/**
 * The friends' routes (issue 44; answers typed in @tabula/wire's relationApi.ts). Every route is
 * for a signed-in person; every one that changes something checks `Origin` first, then reads its
 * body, so bad input changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  type ChallengeAccepted,
  type Challenged,
  ChallengeRequest,
  type FriendChange,
  type Friends,
  type RelationTo,
} from '@tabula/wire';
import { throttle } from '../accounts/throttle';
import { HttpError, parse } from '../net/httpError';
import { acceptChallenge, CHALLENGE_RULE, type ChallengeService, challenge, declineChallenge } from './challenges';
import { acceptFriend, cancelFriend, declineFriend, friendsList, relationTo, requestFriend, unfriend } from './friends';
import { me, person, type RelationHost, sameSite } from './http';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Friend requests an account may send: 20 at once, then one every 30 s. */
const REQUEST_RULE = { burst: 20, perSecond: 1 / 30 };

export function registerFriendRoutes(app: FastifyInstance, host: RelationHost, service: ChallengeService): void {
  const take = throttle(host.quotas);

  app.get('/api/friends', async (req): Promise<Friends> => friendsList(host, await me(host, req)));

  app.get('/api/friends/:username', async (req): Promise<RelationTo> => {
    const self = await me(host, req);
    return relationTo(host, self, await person(host, req, self));
  });

  app.post('/api/friends/:username/request', async (req, reply): Promise<FriendChange> => {
    sameSite(host, req);
    const self = await me(host, req);
    const them = await person(host, req, self);
    await take(`friend-request:${self.id}`, REQUEST_RULE, reply, 'friend requests');
    return requestFriend(host, self, them);
  });

  /** The routes that answer or end a relation with the person named. */
  const answers = { accept: acceptFriend, decline: declineFriend, cancel: cancelFriend } as const;
  for (const [name, answer] of Object.entries(answers))
    app.post(`/api/friends/:username/${name}`, async (req): Promise<FriendChange> => {
      sameSite(host, req);
      const self = await me(host, req);
      return answer(host, self, await person(host, req, self));
    });

  app.delete('/api/friends/:username', async (req): Promise<FriendChange> => {
    sameSite(host, req);
    const self = await me(host, req);
    return unfriend(host, self, await person(host, req, self));
  });

  app.post('/api/friends/:username/challenge', async (req, reply): Promise<Challenged> => {
    sameSite(host, req);
    const self = await me(host, req);
    const friend = await person(host, req, self);
    const body = parse(ChallengeRequest, req.body, 'challenge');
    await take(`challenge:${self.id}`, CHALLENGE_RULE, reply, 'challenges');
    reply.code(201);
    return challenge(host, service, self, friend, body);
  });

  app.post('/api/challenges/:id/accept', async (req): Promise<ChallengeAccepted> => {
    sameSite(host, req);
    return acceptChallenge(host, service, await me(host, req), matchId(req.params));
  });

  app.post('/api/challenges/:id/decline', async (req): Promise<{ closed: boolean }> => {
    sameSite(host, req);
    return declineChallenge(host, service, await me(host, req), matchId(req.params));
  });
}

function matchId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!MATCH_ID.test(id)) throw new HttpError(400, `bad match id "${id.slice(0, 80)}"`);
  return id;
}
