/**
 * The ratings' SQL (ratingRows.ts), written once with PostgreSQL's `$n` placeholders; SQLite runs
 * it through `positional` (queries.ts).
 */
import type { Statement } from './queries';
import type { RatedEnd, RatingRow, RatingStep } from './ratingRows';

/** A match's end; its `seq` is the next in counting order. Fails on a match already taken. */
const INSERT_END =
  'INSERT INTO rating_results (match_id, seq, game, ended_at, unrated) VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM rating_results), $2, $3, $4)';

const INSERT_RANK = 'INSERT INTO rating_ranks (match_id, account_id, seat, rank) VALUES ($1, $2, $3, $4)';

const UPSERT_RATING =
  'INSERT INTO ratings (account_id, game, mu, sigma, games, last_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (account_id, game) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, last_at = excluded.last_at';

const INSERT_STEP =
  'INSERT INTO rating_history (match_id, account_id, game, mu_before, sigma_before, mu, sigma, games) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';

/** Whether a match's end was taken already. */
export const END_TAKEN = 'SELECT 1 FROM rating_results WHERE match_id = $1';

/** The current ratings of some accounts (at least one) in a game: a placeholder each, which both databases read alike. */
export function ratingsOfAccounts(game: string, ids: readonly string[]): Statement {
  return [
    `SELECT * FROM ratings WHERE game = $1 AND account_id IN (${ids.map((_, i) => `$${i + 2}`).join(', ')})`,
    [game, ...ids],
  ];
}

export const RATINGS_OF = 'SELECT * FROM ratings WHERE account_id = $1 ORDER BY game';

/** The counted ends with their ranks, in counting order. */
export const RATED_ENDS =
  'SELECT r.match_id, r.game, r.ended_at, k.seat, k.account_id, k.rank FROM rating_results r JOIN rating_ranks k ON k.match_id = r.match_id WHERE r.unrated IS NULL ORDER BY r.seq, k.seat';

const STEP_COLUMNS = 'h.*, r.ended_at AS at';

export const STEPS_OF = `SELECT ${STEP_COLUMNS} FROM rating_history h JOIN rating_results r ON r.match_id = h.match_id WHERE h.account_id = $1 AND h.game = $2 ORDER BY r.seq`;

export const STEPS_OF_MATCH = `SELECT ${STEP_COLUMNS}, k.seat, k.rank, a.username FROM rating_history h JOIN rating_results r ON r.match_id = h.match_id JOIN rating_ranks k ON k.match_id = h.match_id AND k.account_id = h.account_id JOIN accounts a ON a.id = h.account_id WHERE h.match_id = $1 ORDER BY k.seat`;

/** A deleted account (accounts/deletion.ts: its key `deleted:…`) keeps its ratings' rows but leaves the board. */
export const BOARD =
  "SELECT g.*, a.username FROM ratings g JOIN accounts a ON a.id = g.account_id WHERE g.game = $1 AND g.last_at >= $2 AND a.username_key NOT LIKE 'deleted:%' ORDER BY g.mu - 3 * g.sigma DESC, a.username_key LIMIT $3 OFFSET $4";

/** Abandoned matches are counted too (issue 44: their leavers take a loss). */
export const UNTAKEN_ENDS =
  "SELECT id FROM matches WHERE rated = 1 AND status IN ('finished', 'abandoned') AND NOT EXISTS (SELECT 1 FROM rating_results r WHERE r.match_id = matches.id) ORDER BY updated_at, id";

/** The end's rows: the result, and for a counted one its ranks, steps and the ratings they lead to. */
export function endStatements(end: RatedEnd, steps: readonly RatingStep[]): Statement[] {
  const out: Statement[] = [[INSERT_END, [end.matchId, end.game, end.endedAt, end.unrated ?? null]]];
  for (const r of end.ranks) out.push([INSERT_RANK, [end.matchId, r.accountId, r.seat, r.rank]]);
  for (const s of steps) out.push(stepStatement(s), ratingStatement(ratingAfter(s)));
  return out;
}

/** A rebuild's rows, after every rating and step is deleted. */
export function replaceStatements(ratings: readonly RatingRow[], steps: readonly RatingStep[]): Statement[] {
  return [
    ['DELETE FROM rating_history', []],
    ['DELETE FROM ratings', []],
    ...steps.map(stepStatement),
    ...ratings.map(ratingStatement),
  ];
}

/** The rating a step leaves its account with. */
export const ratingAfter = (s: RatingStep): RatingRow => ({
  accountId: s.accountId,
  game: s.game,
  mu: s.mu,
  sigma: s.sigma,
  games: s.games,
  lastAt: s.at,
});

const stepStatement = (s: RatingStep): Statement => [
  INSERT_STEP,
  [s.matchId, s.accountId, s.game, s.muBefore, s.sigmaBefore, s.mu, s.sigma, s.games],
];

const ratingStatement = (r: RatingRow): Statement => [
  UPSERT_RATING,
  [r.accountId, r.game, r.mu, r.sigma, r.games, r.lastAt],
];
