/** PostgreSQL: creating a match with its seats, and reading one back whole. */
import { LOGGED } from '../recentWrites';
import { INSERT_MATCH } from '../queries';
import { matchValues, toStoredMatch } from '../rows';
import { type MatchRowDb, type SeatRowDb, type TableEventRowDb, TO_MOVE } from '../schema';
import type { Store } from '../store';
import type { PostgresDb } from './connect';

/** A match row joined with one of its seats (`seat_no` null for a match without seats). */
type MatchSeatRow = MatchRowDb & {
  table_events: TableEventRowDb[];
  seat_no: number | null;
  seat_name: string | null;
  seat_bot: string | null;
  seat_token: string | null;
};

export function postgresMatches({ pool }: PostgresDb): Pick<Store, 'createMatch' | 'getMatch'> {
  return {
    async createMatch(m) {
      // The match and its seats in one statement, atomic by itself: one round trip, not 3 + seats
      // (issue 26: a new table every ~25 actions is half of a Nim bench's cost). The seats'
      // foreign key is checked at the statement's end, when the match row is there.
      await pool.query({
        name: 'tabula-create-match',
        text:
          `WITH created AS (${INSERT_MATCH}) ` +
          'INSERT INTO seats (match_id, seat, name, bot, token_hash) SELECT $1::text, s.* FROM unnest($17::int[], $18::text[], $19::text[], $20::text[]) AS s',
        values: [
          ...matchValues(m),
          m.seats.map((x) => x.seat),
          m.seats.map((x) => x.name),
          m.seats.map((x) => x.bot),
          m.seats.map((x) => x.tokenHash),
        ],
      });
    },
    async getMatch(id) {
      // The match and its seats in one prepared statement, a row per seat (issue 26: each join
      // reads its match, and seating is most of PostgreSQL's work in the Nim bench).
      const r = await pool.query({
        name: 'tabula-get-match',
        // The table's events ride along as one JSON array, built once (not once per seat row).
        text:
          "WITH ev AS (SELECT COALESCE(json_agg(json_build_object('version', version, 'seat', seat, 'kind', kind, 'bot', bot, 'at', at) ORDER BY idx), '[]'::json) AS table_events FROM table_events WHERE match_id = $1) " +
          `SELECT matches.*, ${LOGGED}, ${TO_MOVE}, ev.table_events, s.seat AS seat_no, s.name AS seat_name, s.bot AS seat_bot, s.token_hash AS seat_token FROM matches CROSS JOIN ev LEFT JOIN seats s ON s.match_id = matches.id WHERE matches.id = $1`,
        values: [id],
      });
      if (r.rows.length === 0) return null;
      const rows = r.rows as MatchSeatRow[];
      const seats = rows
        .filter((x) => x.seat_no !== null)
        .map(
          (x): SeatRowDb => ({
            match_id: id,
            seat: x.seat_no!,
            name: x.seat_name,
            bot: x.seat_bot,
            token_hash: x.seat_token,
          }),
        );
      return toStoredMatch(rows[0]!, seats, rows[0]!.table_events);
    },
  };
}
