/**
 * The games the client knows: wire's list of hosted games (`@tabula/wire/games`, issue 43), each
 * with its name in the lobby's languages and its UI. Each game's engine and table are loaded on
 * demand so the first load stays small (the lobby needs no game code until a game is chosen); its
 * player counts and options are its engine's `facts`, read once it is loaded.
 */
import type { GameId } from '@tabula/wire/games';
import type { GameUi } from './types';

export interface GameEntry {
  id: string;
  title: Record<'en' | 'de' | 'it', string>;
  load(): Promise<GameUi>;
}

/** Keyed by wire's ids: a game without its UI here, or a UI for a game wire does not host, fails to compile. */
const UIS: Record<GameId, Omit<GameEntry, 'id'>> = {
  loyang: {
    title: { en: 'At the Gates of Loyang', de: 'Vor den Toren von Loyang', it: 'Alle porte di Loyang' },
    load: () => import('./loyang/ui').then((m) => m.ui as GameUi),
  },
  hansa: {
    title: { en: 'Hansa Teutonica', de: 'Hansa Teutonica', it: 'Hansa Teutonica' },
    load: () => import('./hansa/ui').then((m) => m.ui as GameUi),
  },
  nim: {
    title: { en: 'Bidding Nim (test game)', de: 'Bietendes Nim (Testspiel)', it: 'Nim ad asta (gioco di prova)' },
    load: () => import('./nim/ui').then((m) => m.ui as GameUi),
  },
};

/** In the lobby's order (the first is chosen at first). */
export const GAMES: GameEntry[] = Object.entries(UIS).map(([id, entry]) => ({ id, ...entry }));

const cache = new Map<string, Promise<GameUi>>();

export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id);
}

export function loadGame(id: string): Promise<GameUi> {
  const entry = gameEntry(id);
  if (!entry) return Promise.reject(new Error(`unknown game "${id}"`));
  let p = cache.get(id);
  if (!p) {
    p = entry.load();
    p.catch(() => cache.delete(id));
    cache.set(id, p);
  }
  return p;
}
