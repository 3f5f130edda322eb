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

const games = { nim, loyang, hansa };

/**
 * A hosted game's id. The web client types its lazily loaded list by it (`import type`, so no
 * engine enters the lobby's bundle): a game added here without its UI, or a UI for no game here,
 * does not compile (issue 43: one list of games).
 */
export type GameId = keyof typeof games;

export const serverGames: Record<string, AnyGame> = games;

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(serverGames, id) ? serverGames[id] : undefined;
}
