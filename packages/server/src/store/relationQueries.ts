/**
 * The SQL of relations (relationRows.ts) both adapters run, written once with `$n` placeholders,
 * each named once in order (queries.ts `positional`): a value used twice is passed twice.
 */
import type { Statement } from './queries';

/** Both ways of a pair, as the `(x = $ AND y = $) OR (x = $ AND y = $)` conditions below take them. */
export const eitherWay = (a: string, b: string) => [a, b, b, a];

/**
 * Not while either blocks the other, they are friends, or the other has asked already (that is
 * accepted instead). Params: from, to, at, eitherWay(from, to), from, to, to, from.
 */
export const INSERT_FRIEND_REQUEST = `INSERT INTO friend_requests (from_id, to_id, created_at) SELECT $1, $2, $3
  WHERE NOT EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $4 AND blocked_id = $5) OR (blocker_id = $6 AND blocked_id = $7))
  AND NOT EXISTS (SELECT 1 FROM friends WHERE account_id = $8 AND friend_id = $9)
  AND NOT EXISTS (SELECT 1 FROM friend_requests WHERE from_id = $10 AND to_id = $11)
  ON CONFLICT DO NOTHING`;

/** Each way of a new friendship, while the request is there. Params: account, friend, at, from, to. */
const INSERT_FRIENDSHIP = `INSERT INTO friends (account_id, friend_id, since) SELECT $1, $2, $3
  WHERE EXISTS (SELECT 1 FROM friend_requests WHERE from_id = $4 AND to_id = $5) ON CONFLICT DO NOTHING`;

export const DELETE_FRIEND_REQUEST = 'DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2';

/** Params: eitherWay(a, b). */
export const DELETE_FRIENDSHIP =
  'DELETE FROM friends WHERE (account_id = $1 AND friend_id = $2) OR (account_id = $3 AND friend_id = $4)';
const DELETE_REQUESTS_EITHER =
  'DELETE FROM friend_requests WHERE (from_id = $1 AND to_id = $2) OR (from_id = $3 AND to_id = $4)';

const INSERT_BLOCK =
  'INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING';
export const DELETE_BLOCK = 'DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2';

/** The statements of a block, one transaction: the block, then no friendship or request either way. */
export const blockStatements = (blocker: string, blocked: string, at: string): Statement[] => [
  [INSERT_BLOCK, [blocker, blocked, at]],
  [DELETE_FRIENDSHIP, eitherWay(blocker, blocked)],
  [DELETE_REQUESTS_EITHER, eitherWay(blocker, blocked)],
];

/** The statements of an accepted request, one transaction: both ways of the friendship, then the request gone. */
export const acceptStatements = (from: string, to: string, at: string): Statement[] => [
  [INSERT_FRIENDSHIP, [from, to, at, from, to]],
  [INSERT_FRIENDSHIP, [to, from, at, from, to]],
  [DELETE_FRIEND_REQUEST, [from, to]],
];

export const FRIENDS_OF = `SELECT a.id, a.username, f.since AS at, p.seen_at FROM friends f
  JOIN accounts a ON a.id = f.friend_id LEFT JOIN account_presence p ON p.account_id = f.friend_id
  WHERE f.account_id = $1 ORDER BY a.username_key`;
export const REQUESTS_TO = `SELECT a.id, a.username, r.created_at AS at FROM friend_requests r
  JOIN accounts a ON a.id = r.from_id WHERE r.to_id = $1 ORDER BY r.created_at DESC`;
export const REQUESTS_FROM = `SELECT a.id, a.username, r.created_at AS at FROM friend_requests r
  JOIN accounts a ON a.id = r.to_id WHERE r.from_id = $1 ORDER BY r.created_at DESC`;
export const BLOCKS_OF = `SELECT a.id, a.username, b.created_at AS at FROM blocks b
  JOIN accounts a ON a.id = b.blocked_id WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`;
export const ARE_FRIENDS = 'SELECT 1 AS x FROM friends WHERE account_id = $1 AND friend_id = $2';
export const HAS_REQUEST = 'SELECT 1 AS x FROM friend_requests WHERE from_id = $1 AND to_id = $2';
export const BLOCKS_ONE_WAY = 'SELECT 1 AS x FROM blocks WHERE blocker_id = $1 AND blocked_id = $2';
/** Params: eitherWay(a, b). */
export const BLOCKED_EITHER =
  'SELECT 1 AS x FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $3 AND blocked_id = $4)';
/**
 * The blocks made by any of `$1…$n` (relationStore.ts keeps those of a pool's accounts): one read
 * for a whole pool of seekers instead of one per pair (issue 44, `tabula bench seeks`).
 */
export const blocksBySql = (n: number): string =>
  `SELECT blocker_id, blocked_id FROM blocks WHERE blocker_id IN (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;
/** Params: account, account, match. */
export const BLOCKED_AT_TABLE = `SELECT 1 AS x FROM account_seats s JOIN blocks b
  ON (b.blocker_id = s.account_id AND b.blocked_id = $1) OR (b.blocked_id = s.account_id AND b.blocker_id = $2)
  WHERE s.match_id = $3 LIMIT 1`;

export const UPSERT_SEEN = `INSERT INTO account_presence (account_id, seen_at) VALUES ($1, $2)
  ON CONFLICT (account_id) DO UPDATE SET seen_at = excluded.seen_at`;

export const INSERT_CHALLENGE =
  'INSERT INTO challenges (match_id, from_id, to_id, invite, created_at) VALUES ($1, $2, $3, $4, $5)';
export const CHALLENGE_OF = 'SELECT * FROM challenges WHERE match_id = $1';
export const DELETE_CHALLENGE = 'DELETE FROM challenges WHERE match_id = $1';
/** Params: account, account. */
export const CHALLENGES_OF = `SELECT c.*, fa.username AS from_name, ta.username AS to_name, m.game FROM challenges c
  JOIN accounts fa ON fa.id = c.from_id JOIN accounts ta ON ta.id = c.to_id JOIN matches m ON m.id = c.match_id
  WHERE (c.from_id = $1 OR c.to_id = $2) AND m.status = 'open' ORDER BY c.created_at DESC`;
