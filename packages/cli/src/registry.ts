/** The games the command line knows, by id: the same list the server hosts (`@tabula/wire/games`, issue 43). */
import type { AnyGame } from '@tabula/engine';
import { serverGames } from '@tabula/wire/games';

export const games: Record<string, AnyGame> = serverGames;

export class UsageError extends Error {
  override name = 'UsageError';
}

export function gameById(id: string): AnyGame {
  // Own keys only: `constructor` or `__proto__` are not games.
  const g = Object.hasOwn(games, id) ? games[id] : undefined;
  if (!g) throw new UsageError(`unknown game "${id}"; known games: ${Object.keys(games).join(', ')}`);
  return g;
}
