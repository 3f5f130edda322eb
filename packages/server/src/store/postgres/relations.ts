/** PostgreSQL: friend requests, friendships, blocks, last seen and challenges (relationRows.ts). */
import type { Statement } from '../queries';
import {
  ARE_FRIENDS,
  acceptStatements,
  BLOCKED_AT_TABLE,
  BLOCKED_EITHER,
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
} from '../relationQueries';
import { challengeListedOf, challengeOf, friendOf, type RelationStore, relatedOf } from '../relationRows';
import type { PostgresDb } from './connect';

export function postgresRelations({ pool, tx }: PostgresDb): RelationStore {
  const rows = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows;
  const some = async (sql: string, params: unknown[]) => ((await pool.query(sql, params)).rowCount ?? 0) > 0;
  /** Each statement's changed rows, all in one transaction. */
  const run = (statements: Statement[]) =>
    tx(async (c) => {
      const changed: number[] = [];
      for (const [sql, params] of statements) changed.push((await c.query(sql, params)).rowCount ?? 0);
      return changed;
    });
  return {
    addFriendRequest: (from, to, at) =>
      some(INSERT_FRIEND_REQUEST, [from, to, at, ...eitherWay(from, to), from, to, to, from]),
    async acceptFriendRequest(from, to, at) {
      return (await run(acceptStatements(from, to, at)))[2] === 1;
    },
    removeFriendRequest: (from, to) => some(DELETE_FRIEND_REQUEST, [from, to]),
    removeFriendship: (a, b) => some(DELETE_FRIENDSHIP, eitherWay(a, b)),
    async addBlock(blocker, blocked, at) {
      return (await run(blockStatements(blocker, blocked, at)))[0] === 1;
    },
    removeBlock: (blocker, blocked) => some(DELETE_BLOCK, [blocker, blocked]),
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
    areFriends: (a, b) => some(ARE_FRIENDS, [a, b]),
    hasFriendRequest: (from, to) => some(HAS_REQUEST, [from, to]),
    blocks: (blocker, blocked) => some(BLOCKS_ONE_WAY, [blocker, blocked]),
    blockedEither: (a, b) => some(BLOCKED_EITHER, eitherWay(a, b)),
    blockedAtTable: (matchId, accountId) => some(BLOCKED_AT_TABLE, [accountId, accountId, matchId]),
    async markSeen(accountIds, at) {
      if (accountIds.length) await run(accountIds.map((id): Statement => [UPSERT_SEEN, [id, at]]));
    },
    async addChallenge(c) {
      await pool.query(INSERT_CHALLENGE, [c.matchId, c.fromId, c.toId, c.invite, c.at]);
    },
    async challengeOf(matchId) {
      const [r] = await rows(CHALLENGE_OF, [matchId]);
      return r ? challengeOf(r) : null;
    },
    removeChallenge: (matchId) => some(DELETE_CHALLENGE, [matchId]),
    async challengesOf(accountId) {
      return (await rows(CHALLENGES_OF, [accountId, accountId])).map(challengeListedOf);
    },
  };
}
