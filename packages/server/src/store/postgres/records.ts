/** PostgreSQL: a finished match's record, stored gzipped once built (src/records.ts). */
import { GET_RECORD } from '../queries';
import { recordOf } from '../rows';
import type { Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresRecords({ pool }: PostgresDb): Pick<Store, 'getRecord' | 'saveRecord'> {
  return {
    async getRecord(matchId) {
      const x = (await pool.query(GET_RECORD, [matchId])).rows[0];
      return x ? recordOf(x) : null;
    },
    async saveRecord(matchId, x) {
      await pool.query(
        'INSERT INTO records (match_id, etag, gz, bytes, chat_next) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id) DO UPDATE SET etag = EXCLUDED.etag, gz = EXCLUDED.gz, bytes = EXCLUDED.bytes, chat_next = EXCLUDED.chat_next',
        [matchId, x.etag, x.gz, x.bytes, x.chatNext],
      );
    },
  };
}
