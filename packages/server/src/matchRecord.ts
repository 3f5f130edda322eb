/** The full record of a finished match, as `GET /api/matches/:id/record` serves it. */
import { ENGINE_VERSION, type GameRecord } from '@tabula/engine';
import { HttpError } from './httpError';
import type { ChatEntry, Store, TableEvent } from './store/store';
import { gameOptions } from './tableOptions';

/** Seed included: nothing is hidden once the match is over, so a running one has no record yet. */
export async function matchRecord(store: Store, id: string): Promise<GameRecord & { table: TableEvent[]; chat: ChatEntry[] }> {
  const s = await store.getMatch(id);
  if (!s) throw new HttpError(404, `no match "${id}"`);
  if (s.status === 'open' || s.status === 'running') throw new HttpError(409, `match ${id} is ${s.status}: its record is available once it is finished`);
  const actions = await store.loadActions(id);
  const chat = await store.loadChat(id, 1_000_000);
  return { game: s.game, engineVersion: ENGINE_VERSION, players: s.players, options: gameOptions(s.options), seed: s.seed, actions, table: s.tableEvents ?? [], chat };
}
