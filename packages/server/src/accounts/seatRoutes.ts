/**
 * An account's seats (issue 44): a signed-in device claims its seats by their tokens, so the
 * person's matches are listed — and played, by the session — on any device.
 */
import type { FastifyInstance } from 'fastify';
import { type AccountMatches, ClaimSeats, type ClaimedSeats } from '@tabula/wire';
import { type AccountHost, parse, sameSite, signedIn } from './http';

/** The newest matches "My matches" lists (paging comes with the lobby's, issue 44). */
const MATCHES_LISTED = 100;

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
}
