/** SQLite: friend requests, friendships, blocks, last seen and challenges (relationRows.ts). */
import { positional } from '../queries';
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
import { challengeListedOf, challengeOf, friendOf, type RelationStore, type Row, relatedOf } from '../relationRows';
import type { Statement } from '../queries';
import type { SqliteDb } from './connect';

/** The writer runs `positional` SQL: each statement's placeholders as `?`. */
const sqlite = (statements: Statement[]): Statement[] => statements.map(([sql, p]) => [positional(sql), p]);

export function sqliteRelations({ db, writer }: SqliteDb): RelationStore {
  const read = (sql: string) => db.prepare(positional(sql));
  const q = {
    friends: read(FRIENDS_OF),
    to: read(REQUESTS_TO),
    from: read(REQUESTS_FROM),
    blocks: read(BLOCKS_OF),
    areFriends: read(ARE_FRIENDS),
    hasRequest: read(HAS_REQUEST),
    blocksOneWay: read(BLOCKS_ONE_WAY),
    blockedEither: read(BLOCKED_EITHER),
    atTable: read(BLOCKED_AT_TABLE),
    challenge: read(CHALLENGE_OF),
    challenges: read(CHALLENGES_OF),
  };
  const run = async (statements: Statement[]) => writer.run(sqlite(statements));
  return {
    async addFriendRequest(from, to, at) {
      const [n] = await run([[INSERT_FRIEND_REQUEST, [from, to, at, ...eitherWay(from, to), from, to, to, from]]]);
      return n === 1;
    },
    async acceptFriendRequest(from, to, at) {
      const changes = await run(acceptStatements(from, to, at));
      return changes[2] === 1;
    },
    async removeFriendRequest(from, to) {
      const [n] = await run([[DELETE_FRIEND_REQUEST, [from, to]]]);
      return n === 1;
    },
    async removeFriendship(a, b) {
      const [n] = await run([[DELETE_FRIENDSHIP, eitherWay(a, b)]]);
      return (n ?? 0) > 0;
    },
    async addBlock(blocker, blocked, at) {
      const [n] = await run(blockStatements(blocker, blocked, at));
      return n === 1;
    },
    async removeBlock(blocker, blocked) {
      const [n] = await run([[DELETE_BLOCK, [blocker, blocked]]]);
      return n === 1;
    },
    async friendsOf(accountId) {
      return (q.friends.all(accountId) as Row[]).map(friendOf);
    },
    async friendRequestsOf(accountId) {
      return {
        incoming: (q.to.all(accountId) as Row[]).map(relatedOf),
        outgoing: (q.from.all(accountId) as Row[]).map(relatedOf),
      };
    },
    async blocksOf(accountId) {
      return (q.blocks.all(accountId) as Row[]).map(relatedOf);
    },
    async areFriends(a, b) {
      return q.areFriends.get(a, b) !== undefined;
    },
    async hasFriendRequest(from, to) {
      return q.hasRequest.get(from, to) !== undefined;
    },
    async blocks(blocker, blocked) {
      return q.blocksOneWay.get(blocker, blocked) !== undefined;
    },
    async blockedEither(a, b) {
      return q.blockedEither.get(...eitherWay(a, b)) !== undefined;
    },
    async blockedAtTable(matchId, accountId) {
      return q.atTable.get(accountId, accountId, matchId) !== undefined;
    },
    async markSeen(accountIds, at) {
      if (accountIds.length) await run(accountIds.map((id): Statement => [UPSERT_SEEN, [id, at]]));
    },
    async addChallenge(c) {
      await run([[INSERT_CHALLENGE, [c.matchId, c.fromId, c.toId, c.invite, c.at]]]);
    },
    async challengeOf(matchId) {
      const r = q.challenge.get(matchId) as Row | undefined;
      return r ? challengeOf(r) : null;
    },
    async removeChallenge(matchId) {
      const [n] = await run([[DELETE_CHALLENGE, [matchId]]]);
      return n === 1;
    },
    async challengesOf(accountId) {
      return (q.challenges.all(accountId, accountId) as Row[]).map(challengeListedOf);
    },
  };
}
