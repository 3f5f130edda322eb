/** A one-game registry for the parallel arena's threads in tests. */
import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';

export function gameById(id: string): AnyGame {
  if (id !== nim.id) throw new Error(`unknown game ${id}`);
  return nim as AnyGame;
}
