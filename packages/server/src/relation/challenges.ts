/**
 * Challenging a friend (issue 44): a private 2-player match whose first seat is the challenger's
 * and whose second is kept for the friend (an invite seat, seats/invites.ts). Both seats are held
 * by their accounts at once, so the match is in each one's "My matches" and plays through their
 * sessions. The friend accepts — joining the kept seat, which starts the match — or declines, and
 * either may withdraw it: the match is then closed as an unjoined open match is (closeMatch.ts).
 * One left unanswered expires with the open matches (7 days by default).
 */
import { randomBytes } from 'node:crypto';
import type { ChallengeAccepted, ChallengeRequest, Challenged } from '@tabula/wire';
import type { QuotaRule } from '../limits/quota';
import type { MatchService } from '../match/service';
import { HttpError } from '../net/httpError';
import type { AccountRow } from '../store/accountRows';
import { closeOpenMatch } from './closeMatch';
import { ACROSS_A_BLOCK } from './friends';
import type { RelationHost } from './http';

/** Challenges an account may make: 10 at once, then one a minute. */
export const CHALLENGE_RULE: QuotaRule = { burst: 10, perSecond: 1 / 60 };

export type ChallengeService = Pick<
  MatchService,
  'create' | 'join' | 'store' | 'peek' | 'broadcast' | 'evictIfIdle' | 'cluster' | 'clustered'
>;

export async function challenge(
  host: RelationHost,
  service: ChallengeService,
  me: AccountRow,
  friend: AccountRow,
  req: ChallengeRequest,
): Promise<Challenged> {
  const { store } = host;
  if (await store.blockedEither(me.id, friend.id)) throw new HttpError(403, ACROSS_A_BLOCK);
  if (!(await store.areFriends(me.id, friend.id)))
    throw new HttpError(403, `you can challenge only your friends: send ${friend.username} a friend request first`);
  const invite = randomBytes(18).toString('base64url');
  const created = await service.create({
    game: req.game,
    players: 2,
    ...(req.options ? { options: req.options } : {}),
    ...(req.clock ? { clock: req.clock } : {}),
    ...(req.rated ? { rated: true } : {}),
    private: true,
    seats: [{ name: me.username }, { invite }],
  });
  const { tokens, ...match } = created;
  await store.addChallenge({
    matchId: match.id,
    fromId: me.id,
    toId: friend.id,
    invite,
    at: new Date(host.now()).toISOString(),
  });
  return { match, seat: 0, token: tokens!.find((t) => t.seat === 0)!.token };
}

/** The friend takes their seat: the match starts. */
export async function acceptChallenge(
  host: RelationHost,
  service: ChallengeService,
  me: AccountRow,
  matchId: string,
): Promise<ChallengeAccepted> {
  const c = await host.store.challengeOf(matchId);
  if (!c || c.toId !== me.id) throw new HttpError(404, `no challenge to you is waiting in match ${matchId}`);
  const joined = await service.join(matchId, { seat: 1, name: me.username, invite: c.invite });
  await host.store.removeChallenge(matchId);
  return joined;
}

/** The friend declines, or the challenger withdraws: the match is closed. */
export async function declineChallenge(
  host: RelationHost,
  service: ChallengeService,
  me: AccountRow,
  matchId: string,
): Promise<{ closed: boolean }> {
  const c = await host.store.challengeOf(matchId);
  if (!c || (c.toId !== me.id && c.fromId !== me.id))
    throw new HttpError(404, `no challenge of yours is waiting in match ${matchId}`);
  const closed = await closeOpenMatch(service, matchId);
  await host.store.removeChallenge(matchId);
  return { closed };
}

/** A block ends the open challenges between the two (each closed as a decline closes it). */
export async function closeChallengesBetween(
  host: RelationHost,
  service: ChallengeService,
  a: string,
  b: string,
): Promise<void> {
  for (const c of await host.store.challengesOf(a)) {
    if (c.fromId !== b && c.toId !== b) continue;
    await closeOpenMatch(service, c.matchId);
    await host.store.removeChallenge(c.matchId);
  }
}
