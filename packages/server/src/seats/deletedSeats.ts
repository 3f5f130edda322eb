/**
 * A deleted account's seats at the tables in memory (issue 44). The store has renamed them
 * already (`deleteAccount`); here the people at a live table are shown the new name, and other
 * instances are told to read the seats again. The seat keeps its token, so whoever holds it plays
 * on; only the account's link is gone: a connection that greeted the seat by the account's session
 * watches from now on (accountLinks.ts).
 */
import type { MatchService } from '../match/service';
import type { HeldSeat } from '../store/accountRows';

export async function showDeletedSeats(service: MatchService, seats: readonly HeldSeat[], name: string): Promise<void> {
  for (const matchId of new Set(seats.map((s) => s.matchId))) {
    // Several instances: the store counted the renaming in the match's `seq`; a notice saves the
    // others their next poll, and this instance's copy catches up as theirs do (cluster/follow.ts).
    service.cluster?.publish(matchId, { kind: 'change' });
    const m = service.peek(matchId);
    if (!m) continue;
    if (service.clustered) {
      await service.refresh(m);
      continue;
    }
    for (const { seat } of seats.filter((s) => s.matchId === matchId)) m.seats[seat] = { ...m.seats[seat]!, name };
    service.fanout.presence(m);
    await service.recheckLinks(m);
  }
}
