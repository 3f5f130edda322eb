/** SQLite: a finished match's record, stored gzipped once built (src/records.ts). */
import { GET_RECORD, positional } from '../queries';
import { recordOf } from '../rows';
import type { Store } from '../store';
import type { SqliteDb } from './connect';

export function sqliteRecords({ db, writer }: SqliteDb): Pick<Store, 'getRecord' | 'saveRecord'> {
  const getRecord = db.prepare(positional(GET_RECORD));
  return {
    async getRecord(matchId) {
      const r = getRecord.get(matchId) as Parameters<typeof recordOf>[0] | undefined;
      return r ? recordOf(r) : null;
    },
    async saveRecord(matchId, r) {
      await writer.run([
        [
          'INSERT OR REPLACE INTO records (match_id, etag, gz, bytes, chat_next) VALUES (?, ?, ?, ?, ?)',
          [matchId, r.etag, r.gz, r.bytes, r.chatNext],
        ],
      ]);
    },
  };
}
