/**
 * The seats of a match the signed-in account holds but this device has no token for (issue 44:
 * claimed on another device): played through the session. null while it is not yet known.
 */
import { useEffect, useState } from 'react';
import type { AccountMatches } from '@tabula/wire';
import type { MySeat, TableSeat } from '../net/seats';
import { accountApi } from './accountApi';
import { useSession } from './session';

const heldSeat = (h: AccountMatches['matches'][number]): TableSeat => ({
  matchId: h.match.id,
  seat: h.seat,
  token: null,
  name: h.match.seats[h.seat]?.name ?? '',
  game: h.match.game,
});

export function useHeldSeats(matchId: string, local: MySeat[]): TableSeat[] | null {
  const { account } = useSession();
  const [held, setHeld] = useState<TableSeat[] | null>(null);
  // The device's own tokens are enough when it has any; otherwise the account is asked.
  const ask = local.length === 0 && Boolean(account);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    accountApi.matches().then(
      (list) => live && setHeld(list.filter((m) => m.match.id === matchId).map(heldSeat)),
      () => live && setHeld([]),
    );
    return () => {
      live = false;
    };
  }, [ask, matchId]);
  if (local.length > 0 || account === null) return local;
  if (account === undefined) return null;
  return held;
}

/** Every match the signed-in account holds a seat of, as the lobby's "My matches" shows them. */
export function useAccountMatches(): AccountMatches['matches'] {
  const { account } = useSession();
  const [list, setList] = useState<AccountMatches['matches']>([]);
  useEffect(() => {
    if (!account) {
      setList([]);
      return;
    }
    let live = true;
    const look = () =>
      accountApi.matches().then(
        (l) => live && setList(l),
        () => undefined,
      );
    look();
    const timer = setInterval(look, LOBBY_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [account]);
  return list;
}

/** The lobby's own lists refresh every 5 s; one's matches change less often. */
const LOBBY_POLL_MS = 15_000;

/** The seats "My matches" lists: this device's, then the account's that the device has no token for. */
export function withHeld(mine: MySeat[], held: AccountMatches['matches']): TableSeat[] {
  const extra = held.filter((h) => !mine.some((s) => s.matchId === h.match.id && s.seat === h.seat)).map(heldSeat);
  return [...extra.reverse(), ...mine];
}
