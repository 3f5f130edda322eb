/**
 * A check for games whose views keep unchanged parts by identity (viewMemo.ts): along a random
 * game, every view equals the view of a deep copy of the state (made afresh, nothing shared), so
 * a remembered part is never stale; and the parts shared with the previous view are counted.
 */
import type { AnyGame, Viewer } from '../contract';
import { playRandomGame } from '../simulate';

export interface ViewSharing {
  views: number;
  /** Top-level members of `part` (e.g. `routes`) that were the previous view's objects. */
  shared: number;
  total: number;
  /** Views that differed from the view of a fresh copy of their state (should be none). */
  stale: string[];
}

/** Along a random game of at most `actions` actions (the engine's random policy), after each action. */
export function checkViewSharing(
  game: AnyGame,
  players: number,
  seed: string,
  actions: number,
  part: string,
): ViewSharing {
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  const last = new Map<Viewer, Record<string, unknown>>();
  const out: ViewSharing = { views: 0, shared: 0, total: 0, stale: [] };
  let n = 0;
  const r = playRandomGame(game, {
    players,
    seed,
    maxActions: actions,
    check: (state) => {
      n++;
      for (const v of viewers) {
        const view = game.view(state, v) as Record<string, unknown>;
        const fresh = game.view(structuredClone(state), v);
        if (JSON.stringify(view) !== JSON.stringify(fresh)) out.stale.push(`viewer ${v} after ${n} actions`);
        const prev = last.get(v);
        const now = view[part] as unknown[];
        if (prev) {
          const before = prev[part] as unknown[];
          now.forEach((x, i) => (out.shared += x === before[i] ? 1 : 0));
          out.total += now.length;
        }
        last.set(v, view);
        out.views++;
      }
    },
  });
  // Stopping at `actions` is the point; any other error is the game's own.
  if (r.error !== null && r.actions < actions) throw new Error(r.error);
  return out;
}
