/**
 * The matches waiting for the signed-in person's move (issue 44), on every device of the account:
 * asked of the server now and then and whenever the page comes back into view, shared by the
 * header's count, "Next game" and the waiting page.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { AccountWaiting } from '@tabula/wire';
import { accountApi } from './accountApi';
import { useSession } from './session';

type Waiting = AccountWaiting['waiting'];

interface WaitingList {
  /** null while signed out or not yet asked. */
  list: Waiting | null;
  refresh(): void;
}

const WaitingContext = createContext<WaitingList>({ list: null, refresh: () => undefined });

/** Often enough that a move made elsewhere shows within a breath; a list is one small query. */
const POLL_MS = 15_000;

export function WaitingProvider({ children }: { children: ReactNode }) {
  const { account } = useSession();
  const [list, setList] = useState<Waiting | null>(null);
  const signedIn = Boolean(account);
  const refresh = useCallback(() => {
    if (!signedIn) return;
    accountApi.waiting().then(setList, () => undefined);
  }, [signedIn]);
  useEffect(() => {
    if (!signedIn) {
      setList(null);
      return;
    }
    refresh();
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), POLL_MS);
    const onShow = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [signedIn, refresh]);
  const value = useMemo(() => ({ list, refresh }), [list, refresh]);
  return <WaitingContext.Provider value={value}>{children}</WaitingContext.Provider>;
}

export function useWaiting(): WaitingList {
  return useContext(WaitingContext);
}

/**
 * A table whose seat comes to owe a move, or stops owing one, asks again at once: the header's
 * "Your move: n" follows the move just made (or the opponent's) rather than the next poll.
 */
export function useWaitingFollows(owes: boolean): void {
  const { refresh } = useWaiting();
  const was = useRef(owes);
  useEffect(() => {
    if (was.current === owes) return;
    was.current = owes;
    refresh();
  }, [owes, refresh]);
}

/** The match "Next game" opens: the first waiting one that is not the one on screen. */
export function nextWaiting(list: Waiting, current: string | null): Waiting[number] | null {
  return list.find((w) => w.match.id !== current) ?? null;
}
