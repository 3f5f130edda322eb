/**
 * A declined challenge's match is closed the way an unjoined open match is (match/expiry.ts): it
 * becomes `expired` — still readable, never played — and whoever watches its table is told.
 */
import type { MatchService } from '../match/service';

export type Closer = Pick<MatchService, 'store' | 'peek' | 'broadcast' | 'evictIfIdle' | 'cluster' | 'clustered'>;

/** Closes the match if it is still open; false when it is not (started, ended, or no such match). */
export async function closeOpenMatch(service: Closer, id: string): Promise<boolean> {
  const stored = await service.store.getMatch(id);
  if (stored?.status !== 'open') return false;
  await service.store.changeTable(id, {
    status: 'expired',
    events: [],
    eventsFrom: stored.tableEvents?.length ?? 0,
    // Several instances: not over a join another instance stored meanwhile.
    ...(service.clustered ? { seq: stored.seq ?? 0 } : {}),
  });
  service.cluster?.publish(id, { kind: 'change' });
  const m = service.peek(id);
  if (m && m.status === 'open') {
    m.status = 'expired';
    service.broadcast(m);
    service.evictIfIdle(m);
  }
  return true;
}
