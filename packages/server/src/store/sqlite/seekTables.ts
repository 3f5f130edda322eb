/**
 * SQLite: a sweep's tables of seeks made as one unit of the writer (issue 44): each match with its
 * seats, each seat held by its seeker's account, each seek still under the claim marked matched.
 */
import { INSERT_MATCH, positional, type Statement } from '../queries';
import { matchValues } from '../rows';
import { SEEK_SQL } from '../seekRows';
import type { Store } from '../store';
import type { SqliteDb } from './connect';

const INSERT = positional(INSERT_MATCH);
const SEAT = 'INSERT INTO seats (match_id, seat, name, bot, token_hash) VALUES (?, ?, ?, ?, ?)';
const HOLD = 'INSERT INTO account_seats (match_id, seat, account_id, claimed_at) VALUES (?, ?, ?, ?)';
const MATCHED = positional(SEEK_SQL.match);

export function sqliteSeekTables({ writer, now }: SqliteDb): Pick<Store, 'seatTables'> {
  return {
    async seatTables(tables) {
      if (!tables.length) return;
      const at = now();
      await writer.run(
        tables.flatMap(({ claim, match, seats }): Statement[] => [
          [INSERT, matchValues(match)],
          ...match.seats.flatMap((s): Statement[] => [
            [SEAT, [match.id, s.seat, s.name, s.bot, s.tokenHash]],
            [HOLD, [match.id, s.seat, seats[s.seat]!.accountId, at]],
            [MATCHED, [match.id, s.seat, seats[s.seat]!.seekId, claim]],
          ]),
        ]),
      );
    },
  };
}
