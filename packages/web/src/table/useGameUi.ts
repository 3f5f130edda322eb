/** Loads a game's client module (engine + table) on demand. */
import { useEffect, useState } from 'react';
import { loadGame } from '../games/registry';
import type { GameUi } from '../games/types';

export function useGameUi(id: string | null): { ui: GameUi | null; error: string | null } {
  const [ui, setUi] = useState<GameUi | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    loadGame(id).then(
      (u) => live && setUi(u),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return { ui, error };
}
