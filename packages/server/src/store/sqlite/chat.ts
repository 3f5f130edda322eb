/** SQLite: table talk, appended and read back. */
import { INSERT_CHAT, LAST_CHAT, positional } from '../queries';
import { chatEntry } from '../rows';
import type { Store } from '../store';
import type { SqliteDb } from './connect';

const INSERT = positional(INSERT_CHAT);

export function sqliteChat({ db, writer }: SqliteDb): Pick<Store, 'appendChat' | 'loadChat'> {
  const getChat = db.prepare(positional(LAST_CHAT));
  return {
    async appendChat(matchId, e) {
      await writer.run([[INSERT, [matchId, e.idx, e.at, e.seat, e.text ?? null, e.quick ?? null]]]);
    },
    async loadChat(matchId, limit) {
      const rows = getChat.all(matchId, limit) as Parameters<typeof chatEntry>[0][];
      return rows.reverse().map(chatEntry);
    },
  };
}
