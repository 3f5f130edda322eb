/**
 * A suggested move (issue 21, the learning game): inside `<Suggest action={…}>` the things the
 * suggested legal action concerns, its chooser button and its move-bar button carry the class
 * `suggested`; the player may still choose anything else.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { canonical } from './canonical';

/** The one suggested action for the table inside (null: none). */
const SuggestCtx = createContext<unknown>(null);

export function Suggest({ action, children }: { action: unknown; children: ReactNode }) {
  return <SuggestCtx.Provider value={action ?? null}>{children}</SuggestCtx.Provider>;
}

/** Whether an action is the suggested one (the action list marks it too). */
export function useSuggested(): (a: unknown) => boolean {
  const s = useContext(SuggestCtx);
  return useMemo(() => {
    if (s === null) return () => false;
    const want = canonical(s);
    return (a: unknown) => canonical(a) === want;
  }, [s]);
}
