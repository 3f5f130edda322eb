/**
 * The games the client knows. Each game's engine and table are loaded on demand so the first load
 * stays small (the lobby needs no game code until a game is chosen).
 */
import type { GameUi } from './types';

export interface GameEntry {
  id: string;
  title: Record<'en' | 'de' | 'it', string>;
  load(): Promise<GameUi>;
}

export const GAMES: GameEntry[] = [
  {
    id: 'loyang',
    title: { en: 'At the Gates of Loyang', de: 'Vor den Toren von Loyang', it: 'Alle porte di Loyang' },
    load: () => import('./loyang/ui').then((m) => m.ui as GameUi),
  },
  {
    id: 'hansa',
    title: { en: 'Hansa Teutonica', de: 'Hansa Teutonica', it: 'Hansa Teutonica' },
    load: () => import('./hansa/ui').then((m) => m.ui as GameUi),
  },
  {
    id: 'nim',
    title: { en: 'Bidding Nim (test game)', de: 'Bietendes Nim (Testspiel)', it: 'Nim ad asta (gioco di prova)' },
    load: () => import('./nim/ui').then((m) => m.ui as GameUi),
  },
];

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
