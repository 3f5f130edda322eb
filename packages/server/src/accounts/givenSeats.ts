/**
 * Seats handed to a signed-in person are the account's at once (issue 44): creating a match,
 * joining one or asking for a rematch with the session cookie holds the seats the answer's tokens
 * open, as a claim would (`POST /api/account/seats`). A rated match counts only seats held by
 * accounts, so this must not wait for the page to claim them afterwards.
 */
import type { FastifyRequest } from 'fastify';
import type { AccountStore } from '../store/accountRows';
import { currentSession } from './sessions';

/** Holds `seats` of `matchId` for the request's account, if it is signed in; the seats held. */
export type SeatsGiven = (req: FastifyRequest, matchId: string, seats: readonly number[]) => Promise<number[]>;

export function holdGivenSeats(store: AccountStore, now: () => number): SeatsGiven {
  return async (req, matchId, seats) => {
    if (seats.length === 0 || !req.headers.cookie) return [];
    const session = await currentSession(store, req, now());
    if (!session) return [];
    const held: number[] = [];
    for (const seat of seats) if (await store.holdSeat(session.accountId, matchId, seat)) held.push(seat);
    return held;
  };
}
