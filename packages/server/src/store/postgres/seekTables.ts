/**
 * PostgreSQL: a sweep's tables of seeks made in one statement (issue 44: `tabula bench seeks` spent
 * three statements, each its own commit, per table — the match with its seats, the seats held by
 * the accounts, the seeks marked matched). Every row goes in as columns of arrays; the seats' and
 * holders' foreign keys are checked at the statement's end, when the matches are there.
 */
import { INSERT_MATCH } from '../queries';
import { matchValues } from '../rows';
import type { Store } from '../store';
import type { PostgresDb } from './connect';

/** INSERT_MATCH's sixteen columns' types, in order, for `unnest`. */
const MATCH_TYPES = 'text text int text text int text text text int text text int text int int'.split(' ');

/** INSERT_MATCH up to its VALUES: the columns a SELECT fills instead. */
const INSERT_MATCH_INTO = INSERT_MATCH.slice(0, INSERT_MATCH.indexOf(' VALUES'));

const SEAT_TABLES =
  `WITH m AS (${INSERT_MATCH_INTO} SELECT * FROM unnest(${MATCH_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})), ` +
  's AS (INSERT INTO seats (match_id, seat, name, bot, token_hash) SELECT * FROM unnest($17::text[], $18::int[], $19::text[], $20::text[], $21::text[])), ' +
  'h AS (INSERT INTO account_seats (match_id, seat, account_id, claimed_at) SELECT x.*, $25 FROM unnest($17::text[], $18::int[], $22::text[]) AS x) ' +
  "UPDATE seeks SET status = 'matched', match_id = v.match_id, seat = v.seat FROM unnest($23::text[], $17::text[], $18::int[], $24::text[]) AS v (id, match_id, seat, claim) " +
  'WHERE seeks.id = v.id AND seeks.claim = v.claim';

export function postgresSeekTables({ pool, now }: PostgresDb): Pick<Store, 'seatTables'> {
  return {
    async seatTables(tables) {
      if (!tables.length) return;
      const matches = tables.map((t) => matchValues(t.match));
      const seats = tables.flatMap((t) =>
        t.match.seats.map((s) => ({ ...s, matchId: t.match.id, claim: t.claim, ...t.seats[s.seat]! })),
      );
      await pool.query(SEAT_TABLES, [
        ...MATCH_TYPES.map((_, i) => matches.map((v) => v[i])),
        seats.map((s) => s.matchId),
        seats.map((s) => s.seat),
        seats.map((s) => s.name),
        seats.map((s) => s.bot),
        seats.map((s) => s.tokenHash),
        seats.map((s) => s.accountId),
        seats.map((s) => s.seekId),
        seats.map((s) => s.claim),
        now(),
      ]);
    },
  };
}
