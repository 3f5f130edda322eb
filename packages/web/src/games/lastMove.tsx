/**
 * The things on the table the last move changed (issue 24): pick keys (`post:…`, `card:…`,
 * `seat1:shop:2`) from the game's `lastMove` reading of the log's events. Things inside the
 * provider whose key is in the set carry the class `last-move`.
 */
import { createContext, useContext, type ReactNode } from 'react';

const LastMoveCtx = createContext<ReadonlySet<string>>(new Set());

export function LastMoveProvider({ keys, children }: { keys: ReadonlySet<string>; children: ReactNode }) {
  return <LastMoveCtx.Provider value={keys}>{children}</LastMoveCtx.Provider>;
}

/** Whether the thing with this key changed in the last move. */
export function useLastMove(key: string): boolean {
  return useContext(LastMoveCtx).has(key);
}
