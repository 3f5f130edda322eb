/**
 * Seats greeted by an account's session rather than by their token (issue 44, hello.ts): the link
 * lasts only while the account holds the seat. After a deletion each instance holding the match
 * reads its seats again (deletedSeats.ts here, cluster/follow.ts elsewhere) and asks this: a
 * connection whose account no longer holds its seat becomes a spectator. One with the seat's token
 * greets again with it and plays on.
 */
import type { LiveMatch } from '../match/liveMatch';
import type { Fanout } from '../net/fanout';
import type { AccountStore } from '../store/accountRows';

export interface LinkHost {
  readonly store: Pick<AccountStore, 'seatHolder'>;
  readonly fanout: Pick<Fanout, 'subscribers'>;
}

export async function recheckAccountLinks(host: LinkHost, m: LiveMatch): Promise<void> {
  const linked = [...host.fanout.subscribers(m.id)].filter((s) => s.account && s.viewer !== 'spectator');
  for (const sub of linked)
    if ((await host.store.seatHolder(m.id, sub.viewer as number)) !== sub.account!.id) sub.account!.revoke();
}
