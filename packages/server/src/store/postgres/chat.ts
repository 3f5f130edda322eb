/** PostgreSQL: table talk, appended and read back. */
import { INSERT_CHAT, LAST_CHAT } from '../queries';
import { chatEntry } from '../rows';
import type { Store } from '../store';
import type { PostgresDb } from './connect';

export function postgresChat({ pool }: PostgresDb): Pick<Store, 'appendChat' | 'loadChat'> {
  return {
    async appendChat(matchId, e) {
      await pool.query(INSERT_CHAT, [matchId, e.idx, e.at, e.seat, e.text ?? null, e.quick ?? null]);
    },
    async loadChat(matchId, limit) {
      const r = await pool.query(LAST_CHAT, [matchId, limit]);
      return r.rows.reverse().map(chatEntry);
    },
  };
}
