/**
 * Friend requests and friendships (issue 44): a request waits until the other accepts or declines
 * it (or its sender cancels it); asking someone who asked you first accepts theirs. Either friend
 * may end the friendship. Nobody can ask a person they block or who blocks them, and the refusal
 * is the same both ways, so it does not say who blocks whom.
 */
import type { FriendChange, Friends, RelationTo } from '@tabula/wire';
import { HttpError } from '../net/httpError';
import type { AccountRow } from '../store/accountRows';
import type { RelationHost } from './http';

/** The refusal of a request or challenge across a block, whichever side it is. */
export const ACROSS_A_BLOCK = 'you cannot send this player friend requests or challenges';

/** `me` asks `them` to be friends, or accepts their request if they asked first. */
export async function requestFriend(host: RelationHost, me: AccountRow, them: AccountRow): Promise<FriendChange> {
  const { store } = host;
  const at = new Date(host.now()).toISOString();
  const change = (state: FriendChange['state']): FriendChange => ({ username: them.username, state });
  if (await store.blockedEither(me.id, them.id)) throw new HttpError(403, ACROSS_A_BLOCK);
  if (await store.areFriends(me.id, them.id)) return change('friends');
  if (await store.acceptFriendRequest(them.id, me.id, at)) return change('friends');
  if (await store.addFriendRequest(me.id, them.id, at)) return change('requested');
  // Nothing stored: pending already (asked twice), or something changed between the reads.
  if (await store.hasFriendRequest(me.id, them.id)) return change('requested');
  if (await store.areFriends(me.id, them.id)) return change('friends');
  throw new HttpError(403, ACROSS_A_BLOCK);
}

/** `me` accepts the request `from` sent. */
export async function acceptFriend(host: RelationHost, me: AccountRow, from: AccountRow): Promise<FriendChange> {
  if (!(await host.store.acceptFriendRequest(from.id, me.id, new Date(host.now()).toISOString())))
    throw new HttpError(404, `no friend request from ${from.username} is waiting`);
  return { username: from.username, state: 'friends' };
}

/** `me` declines the request `from` sent. */
export async function declineFriend(host: RelationHost, me: AccountRow, from: AccountRow): Promise<FriendChange> {
  if (!(await host.store.removeFriendRequest(from.id, me.id)))
    throw new HttpError(404, `no friend request from ${from.username} is waiting`);
  return { username: from.username, state: 'none' };
}

/** `me` takes back the request they sent `to`. */
export async function cancelFriend(host: RelationHost, me: AccountRow, to: AccountRow): Promise<FriendChange> {
  if (!(await host.store.removeFriendRequest(me.id, to.id)))
    throw new HttpError(404, `you have no friend request waiting with ${to.username}`);
  return { username: to.username, state: 'none' };
}

export async function unfriend(host: RelationHost, me: AccountRow, them: AccountRow): Promise<FriendChange> {
  if (!(await host.store.removeFriendship(me.id, them.id)))
    throw new HttpError(404, `you and ${them.username} are not friends`);
  return { username: them.username, state: 'none' };
}

/** One's friends (each online or not: presence.ts), requests both ways and open challenges both ways. */
export async function friendsList(host: RelationHost, me: AccountRow): Promise<Friends> {
  const { store, presence } = host;
  const friends = (await store.friendsOf(me.id)).map((f) => ({
    username: f.username,
    since: f.at,
    online: presence.online(f.accountId, f.seenAt),
  }));
  const requests = await store.friendRequestsOf(me.id);
  const person = (r: { username: string; at: string }) => ({ username: r.username, at: r.at });
  const challenges = await store.challengesOf(me.id);
  const challenge = (c: (typeof challenges)[number], other: string) => ({
    matchId: c.matchId,
    username: other,
    game: c.game,
    at: c.at,
  });
  return {
    friends,
    incoming: requests.incoming.map(person),
    outgoing: requests.outgoing.map(person),
    challengesIn: challenges.filter((c) => c.toId === me.id).map((c) => challenge(c, c.fromName)),
    challengesOut: challenges.filter((c) => c.fromId === me.id).map((c) => challenge(c, c.toName)),
  };
}

/** What a profile page offers: whether `me` and `them` are friends, a request waiting, a block of `me`'s. */
export async function relationTo(host: RelationHost, me: AccountRow, them: AccountRow): Promise<RelationTo> {
  const { store } = host;
  const [friend, out, inc, blocking] = await Promise.all([
    store.areFriends(me.id, them.id),
    store.hasFriendRequest(me.id, them.id),
    store.hasFriendRequest(them.id, me.id),
    store.blocks(me.id, them.id),
  ]);
  return { username: them.username, friend, request: inc ? 'in' : out ? 'out' : null, blocking };
}
