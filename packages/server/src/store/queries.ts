/**
 * SQL both adapters run word for word, written once with PostgreSQL's `$n` placeholders. SQLite
 * runs them through `positional`, which holds because each names its parameters once, in order.
 */
import type { TableChange } from './store';

/** One statement with its parameters. */
export type Statement = [sql: string, params: unknown[]];

/** `$1`, `$2`, … as SQLite's `?` (each parameter named once, in order). */
export const positional = (sql: string): string => sql.replace(/\$\d+/g, '?');

/** A new match row: the values are `matchValues` (rows.ts), in this order. */
export const INSERT_MATCH =
  'INSERT INTO matches (id, game, players, options, seed, seed_fixed, status, created_at, updated_at, version, outcome, clock, spectator_chat, bot_creator, private, rated) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)';

/** A match's log in order, from an index. */
export const LOAD_ACTIONS = 'SELECT seat, action FROM actions WHERE match_id = $1 AND idx >= $2 ORDER BY idx';

/** The latest snapshot at or before a version. */
export const LATEST_SNAPSHOT =
  'SELECT version, state FROM snapshots WHERE match_id = $1 AND version <= $2 ORDER BY version DESC LIMIT 1';

export const INSERT_CHAT = 'INSERT INTO chat (match_id, idx, at, seat, text, quick) VALUES ($1, $2, $3, $4, $5, $6)';

/** A match's last lines of chat, newest first (the adapters put them back in order). */
export const LAST_CHAT = 'SELECT idx, at, seat, text, quick FROM chat WHERE match_id = $1 ORDER BY idx DESC LIMIT $2';

/** The current chat lines of a match (the last index + 1), for a record's staleness check. */
const CHAT_NEXT = (match: string) => `COALESCE((SELECT MAX(idx) + 1 FROM chat WHERE chat.match_id = ${match}), 0)`;

/** A finished match's record, only while no chat line was added since it was built (records.ts). */
export const GET_RECORD = `SELECT r.etag, r.gz, r.bytes, r.chat_next, COALESCE(m.updated_at, m.created_at) AS ended_at FROM records r JOIN matches m ON m.id = r.match_id WHERE r.match_id = $1 AND r.chat_next = ${CHAT_NEXT('r.match_id')}`;

export const COUNT_BY_STATUS = 'SELECT status, COUNT(*) AS n FROM matches GROUP BY status';

/**
 * Issue 41, item 6: a creator's running matches with a searching bot, and its open ones created at
 * or after $2 (none when null); $1 is the hashed address.
 */
export const LIVE_BY_BOT_CREATOR =
  "SELECT COUNT(*) AS n FROM matches WHERE bot_creator = $1 AND (status = 'running' OR (status = 'open' AND created_at >= $2))";

/**
 * What a lobby may list (issue 44): public tables only. A private table is reached by its link, an
 * invite link or a seat's token.
 */
export const LISTED = 'private = 0';

/**
 * What a signed-in person's lobby may list (issue 44, relation/): public tables, and the private
 * ones where a friend of theirs holds a seat (its creator, once their seat is claimed). `viewer`
 * is the placeholder of the person's account id.
 */
export const listedFor = (viewer: string) =>
  `(private = 0 OR EXISTS (SELECT 1 FROM account_seats s JOIN friends f ON f.friend_id = s.account_id WHERE s.match_id = matches.id AND f.account_id = ${viewer}))`;

/**
 * The expiry rule as one SQL condition with four parameters (see ExpiryCutoff and expiry.ts):
 * open matches idle since the open cutoff, running ones with a person idle since the running
 * cutoff, bot-only ones created before the bots-only cutoff, and guests' matches against bots idle
 * since the guest-bots cutoff. A guests' match against bots: a seat is a bot's from its creation
 * (no token: not a person's seat a bot plays for now), no seat is held by an account, and it has
 * no turn-based clock (days per move must not expire in hours).
 */
export const EXPIRY_WHERE = `(status = 'open' AND COALESCE(updated_at, created_at) < $1)
  OR (status = 'running' AND COALESCE(updated_at, created_at) < $2
      AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = matches.id AND s.bot IS NULL))
  OR (status = 'running' AND created_at < $3
      AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.match_id = matches.id AND s.bot IS NULL))
  OR (status = 'running' AND COALESCE(updated_at, created_at) < $4
      AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = matches.id AND s.bot IS NOT NULL AND s.token_hash IS NULL)
      AND NOT EXISTS (SELECT 1 FROM account_seats a WHERE a.match_id = matches.id)
      AND (clock IS NULL OR clock NOT LIKE '%"kind":"turn"%'))`;

/**
 * What a table change writes besides its events and the match's `updated_at` (each adapter adds
 * those its own way): the seat, the clock, the status, the outcome, as the change has them.
 */
export function tableUpdates(matchId: string, c: TableChange): Statement[] {
  const out: Statement[] = [];
  if (c.seat)
    out.push(['UPDATE seats SET bot = $1 WHERE match_id = $2 AND seat = $3', [c.seat.bot, matchId, c.seat.seat]]);
  if (c.clock !== undefined)
    out.push([
      'UPDATE matches SET clock = $1 WHERE id = $2',
      [c.clock === null ? null : JSON.stringify(c.clock), matchId],
    ]);
  if (c.status) out.push(['UPDATE matches SET status = $1 WHERE id = $2', [c.status, matchId]]);
  if (c.outcome) out.push(['UPDATE matches SET outcome = $1 WHERE id = $2', [JSON.stringify(c.outcome), matchId]]);
  return out;
}
