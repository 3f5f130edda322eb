/**
 * The games this server hosts, by id. One line per game: the Loyang and Hansa engines join the
 * list as their packages export them.
 */
import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';

export const serverGames: Record<string, AnyGame> = {
  nim,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(serverGames, id) ? serverGames[id] : undefined;
}
