/** SQLite: creating a match with its seats, and reading one back whole. */
import { INSERT_MATCH, positional, type Statement } from '../queries';
import { matchValues, toStoredMatch } from '../rows';
import type { MatchRowDb, SeatRowDb, TableEventRowDb } from '../schema';
import type { Store } from '../store';
import { MATCH_COLUMNS, type SqliteDb } from './connect';

const INSERT = positional(INSERT_MATCH);

export function sqliteMatches({ db, writer }: SqliteDb): Pick<Store, 'createMatch' | 'getMatch'> {
  const getMatch = db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = ?`);
  const getSeats = db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat');
  const getEvents = db.prepare('SELECT version, seat, kind, bot, at FROM table_events WHERE match_id = ? ORDER BY idx');
  return {
    async createMatch(m) {
      await writer.run([
        [INSERT, matchValues(m)],
        ...m.seats.map(
          (s): Statement => [
            'INSERT INTO seats (match_id, seat, name, bot, token_hash) VALUES (?, ?, ?, ?, ?)',
            [m.id, s.seat, s.name, s.bot, s.tokenHash],
          ],
        ),
      ]);
    },
    async getMatch(id) {
      const row = getMatch.get(id) as MatchRowDb | undefined;
      return row ? toStoredMatch(row, getSeats.all(id) as SeatRowDb[], getEvents.all(id) as TableEventRowDb[]) : null;
    },
  };
}
