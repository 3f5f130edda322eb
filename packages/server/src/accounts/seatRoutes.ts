/**
 * An account's seats (issue 44): a signed-in device claims its seats by their tokens, so the
 * person's matches are listed — and played, by the session — on any device, and the ones where
 * it is their move come first in a list of their own ("the games waiting for you").
 */
import type { FastifyInstance } from 'fastify';
import { type AccountMatches, type AccountWaiting, ClaimSeats, type ClaimedSeats } from '@tabula/wire';
import { parse } from '../net/httpError';
import { type AccountHost, sameSite, signedIn } from './http';

/** The newest matches "My matches" lists (paging comes with the lobby's, issue 44). */
const MATCHES_LISTED = 100;
/** The held seats looked through for a move owed (the newest claimed; the lobby's paging comes later). */
const WAITING_SCANNED = 1_000;

export function registerSeatRoutes(app: FastifyInstance, host: AccountHost): void {
  app.post('/api/account/seats', async (req): Promise<ClaimedSeats> => {
    sameSite(host, req);
    const s = await signedIn(host, req);
    const body = parse(ClaimSeats, req.body, 'seats');
    const answer: ClaimedSeats = { held: [], refused: [] };
    for (const { matchId, token } of body.seats) {
      const seat = await host.seatByToken(matchId, token);
      if (seat === null) answer.refused.push({ matchId, reason: 'not a seat token of this match' });
      else if (await host.store.holdSeat(s.accountId, matchId, seat)) answer.held.push({ matchId, seat });
      else answer.refused.push({ matchId, reason: 'another account holds this seat' });
    }
    return answer;
  });

  app.get('/api/account/matches', async (req): Promise<AccountMatches> => {
    const s = await signedIn(host, req);
    const matches: AccountMatches['matches'] = [];
    for (const { matchId, seat } of await host.store.seatsOf(s.accountId, MATCHES_LISTED)) {
      const match = await host.matchInfo(matchId);
      if (match) matches.push({ seat, match });
    }
    return { matches };
  });

  app.get('/api/account/waiting', async (req): Promise<AccountWaiting> => {
    const s = await signedIn(host, req);
    const waiting: AccountWaiting['waiting'] = [];
    for (const { matchId, seat } of await host.store.seatsOf(s.accountId, WAITING_SCANNED)) {
      const match = await host.owedInfo(matchId);
      if (match?.status !== 'running' || !match.toMove?.includes(seat)) continue;
      waiting.push({ seat, match, leftMs: match.clock?.seats[seat]?.leftMs ?? null });
    }
    // The least time left first; without a clock, last, the oldest first.
    const key = (w: AccountWaiting['waiting'][number]) => w.leftMs ?? Number.POSITIVE_INFINITY;
    waiting.sort((a, b) => key(a) - key(b) || a.match.createdAt.localeCompare(b.match.createdAt));
    return { waiting };
  });
}
