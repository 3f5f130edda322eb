/**
 * The games this server and the tabula command know, by id: one line per game. Here, not in the
 * server (issue 43), so the CLI takes the same list without importing the server; a subpath of its
 * own (`@tabula/wire/games`) because it loads every game's engine, which the protocol must not
 * pull into a browser bundle.
 */
import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';

export const serverGames: Record<string, AnyGame> = {
  nim,
  loyang,
  hansa,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(serverGames, id) ? serverGames[id] : undefined;
}
