/**
 * Who is signed in (issue 44), for every page: asked of the server once at start, set by the
 * sign-in forms. Signing in claims this device's seats into the account, so "My matches" follow
 * the person to any device; signing out keeps the device's seats (they are its tokens).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AccountInfo } from '@tabula/wire';
import { loadSeats } from '../net/seats';
import { accountApi } from './accountApi';
import { stopPush } from '../push/stopPush';

interface Session {
  /** undefined while asking the server; null when signed out or the server cannot be reached. */
  account: AccountInfo | null | undefined;
  /** After a sign-in or sign-up: claims the device's seats, then shows the account everywhere. */
  signedIn(account: AccountInfo): Promise<void>;
  signOut(): Promise<void>;
  /** The account is gone (deleted): signed out here without asking the server. */
  forget(): void;
}

const SessionContext = createContext<Session>({
  account: null,
  signedIn: async () => undefined,
  signOut: async () => undefined,
  forget: () => undefined,
});

/** The server takes at most this many seats per claim (wire `ClaimSeats`). */
const CLAIM_BATCH = 200;

/** Claims every seat this device holds into the signed-in account; refusals are the server's to explain. */
async function claimDeviceSeats(): Promise<number> {
  const seats = loadSeats().map((s) => ({ matchId: s.matchId, token: s.token }));
  let held = 0;
  for (let i = 0; i < seats.length; i += CLAIM_BATCH) {
    const r = await accountApi.claim(seats.slice(i, i + CLAIM_BATCH));
    held += r.held.length;
  }
  return held;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<AccountInfo | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    accountApi.me().then(
      (a) => live && setAccount(a),
      () => live && setAccount(null),
    );
    return () => {
      live = false;
    };
  }, []);
  const signedIn = useCallback(async (a: AccountInfo) => {
    // A claim that fails (server gone for a moment) is tried again at the next sign-in.
    await claimDeviceSeats().catch(() => 0);
    setAccount(a);
  }, []);
  const signOut = useCallback(async () => {
    // This device stops hearing of the account's moves (push/stopPush.ts).
    await stopPush().catch(() => undefined);
    await accountApi.signOut();
    setAccount(null);
  }, []);
  const forget = useCallback(() => setAccount(null), []);
  const value = useMemo(() => ({ account, signedIn, signOut, forget }), [account, signedIn, signOut, forget]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
