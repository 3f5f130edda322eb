/**
 * The relations part of the store (relationRows.ts), written once for both databases over a
 * SqlPort (sqlPort.ts): the SQL is relationQueries.ts, the adapters only hand in their port.
 */
import { HOLD_SEAT } from './accountRows';
import type { Statement } from './queries';
import {
  ARE_FRIENDS,
  acceptStatements,
  BLOCKED_AT_TABLE,
  BLOCKED_EITHER,
  blocksBySql,
  BLOCKS_OF,
  BLOCKS_ONE_WAY,
  blockStatements,
  CHALLENGE_OF,
  CHALLENGES_OF,
  DELETE_BLOCK,
  DELETE_CHALLENGE,
  DELETE_FRIEND_REQUEST,
  DELETE_FRIENDSHIP,
  eitherWay,
  FRIENDS_OF,
  HAS_REQUEST,
  INSERT_CHALLENGE,
  INSERT_FRIEND_REQUEST,
  REQUESTS_FROM,
  REQUESTS_TO,
  UPSERT_SEEN,
} from './relationQueries';
import { challengeListedOf, challengeOf, friendOf, type RelationStore, type Row, relatedOf } from './relationRows';
import { any, changed, type SqlPort } from './sqlPort';

/** Accounts per read of `blocksAmong`. */
const AMONG_SLICE = 1000;

export function relationStore(sql: SqlPort): RelationStore {
  const rows = async (query: string, params: unknown[]) => (await sql.rows(query, params)) as Row[];
  return {
    async addFriendRequest(from, to, at) {
      const params = [from, to, at, ...eitherWay(from, to), from, to, to, from];
      return (await changed(sql, INSERT_FRIEND_REQUEST, params)) === 1;
    },
    async acceptFriendRequest(from, to, at) {
      // The third statement turns the request into the friendship (relationQueries.ts).
      return (await sql.changes(acceptStatements(from, to, at)))[2] === 1;
    },
    async removeFriendRequest(from, to) {
      return (await changed(sql, DELETE_FRIEND_REQUEST, [from, to])) === 1;
    },
    async removeFriendship(a, b) {
      return (await changed(sql, DELETE_FRIENDSHIP, eitherWay(a, b))) > 0;
    },
    async addBlock(blocker, blocked, at) {
      return (await sql.changes(blockStatements(blocker, blocked, at)))[0] === 1;
    },
    async removeBlock(blocker, blocked) {
      return (await changed(sql, DELETE_BLOCK, [blocker, blocked])) === 1;
    },
    async friendsOf(accountId) {
      return (await rows(FRIENDS_OF, [accountId])).map(friendOf);
    },
    async friendRequestsOf(accountId) {
      return {
        incoming: (await rows(REQUESTS_TO, [accountId])).map(relatedOf),
        outgoing: (await rows(REQUESTS_FROM, [accountId])).map(relatedOf),
      };
    },
    async blocksOf(accountId) {
      return (await rows(BLOCKS_OF, [accountId])).map(relatedOf);
    },
    areFriends: (a, b) => any(sql, ARE_FRIENDS, [a, b]),
    hasFriendRequest: (from, to) => any(sql, HAS_REQUEST, [from, to]),
    blocks: (blocker, blocked) => any(sql, BLOCKS_ONE_WAY, [blocker, blocked]),
    blockedEither: (a, b) => any(sql, BLOCKED_EITHER, eitherWay(a, b)),
    async blocksAmong(accountIds) {
      const among = new Set(accountIds);
      const out: Array<[string, string]> = [];
      // The blockers in slices, each well within either database's count of parameters.
      for (let i = 0; i < accountIds.length; i += AMONG_SLICE) {
        const ids = accountIds.slice(i, i + AMONG_SLICE);
        for (const r of await sql.rows(blocksBySql(ids.length), [...ids]))
          if (among.has(String(r.blocked_id))) out.push([String(r.blocker_id), String(r.blocked_id)]);
      }
      return out;
    },
    blockedAtTable: (matchId, accountId) => any(sql, BLOCKED_AT_TABLE, [accountId, accountId, matchId]),
    async markSeen(accountIds, at) {
      if (accountIds.length) await sql.changes(accountIds.map((id): Statement => [UPSERT_SEEN, [id, at]]));
    },
    async addChallenge(c) {
      // One unit: a crash between them must not leave a match whose seats are held with no
      // challenge to answer, nor a challenge whose friend does not see the match.
      await sql.changes([
        [HOLD_SEAT, [c.matchId, 0, c.fromId, c.at]],
        [HOLD_SEAT, [c.matchId, 1, c.toId, c.at]],
        [INSERT_CHALLENGE, [c.matchId, c.fromId, c.toId, c.invite, c.at]],
      ]);
    },
    async challengeOf(matchId) {
      const [r] = await rows(CHALLENGE_OF, [matchId]);
      return r ? challengeOf(r) : null;
    },
    async removeChallenge(matchId) {
      return (await changed(sql, DELETE_CHALLENGE, [matchId])) === 1;
    },
    async challengesOf(accountId) {
      return (await rows(CHALLENGES_OF, [accountId, accountId])).map(challengeListedOf);
    },
  };
}
