/**
 * The games the lobby offers. Bidding Nim is the engine's test game: a developer's tool, not a
 * game anyone came to play (issue 45), so it is listed only where a development flag is set — the
 * Vite dev server, or `localStorage['tabula.testGames'] = '1'` (the browser suite sets it).
 */
import { GAMES, type GameEntry } from '../games/registry';

const TEST_GAMES = new Set(['nim']);
const FLAG = 'tabula.testGames';

function testGamesShown(): boolean {
  if (import.meta.env?.DEV) return true;
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export function listedGames(): GameEntry[] {
  const all = testGamesShown();
  return GAMES.filter((g) => all || !TEST_GAMES.has(g.id));
}
