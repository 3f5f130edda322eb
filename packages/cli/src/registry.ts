/** The games the command line knows, by id. Each game package adds its one line here. */
import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { loyang } from '@tabula/loyang';
import { hansa } from '@tabula/hansa';

export const games: Record<string, AnyGame> = {
  nim,
  loyang,
  hansa,
};

export class UsageError extends Error {
  override name = 'UsageError';
}

export function gameById(id: string): AnyGame {
  const g = games[id];
  if (!g) throw new UsageError(`unknown game "${id}"; known games: ${Object.keys(games).join(', ')}`);
  return g;
}
