/**
 * Keeping an instance's copy of a match up to date with what other instances stored (issue 26).
 * PostgreSQL is the truth: `catchUp` reads the match row and the actions after this copy's
 * version; a notice from Redis is only a shortcut that saves that read when it follows on
 * directly from this copy (same `seq`, same version). Both run on the match's chain.
 */
import type { LiveMatch } from '../match/liveMatch';
import type { ChatEntry, Store, StoredClock } from '../store/store';

/** What an instance publishes on a match's channel after storing a change. */
export type Notice =
  /** An action stored against `seq` at log position `index` (its JSON, so followers need no read). */
  | { kind: 'action'; seq: number; index: number; seat: number; action: unknown; clock?: StoredClock }
  /** A join, a seat handed to a bot or taken back, a resignation, an expiry: read the match row. */
  | { kind: 'change' }
  /** A line of table talk (stored already; not part of `seq`). */
  | { kind: 'chat'; entry: ChatEntry }
  /** The sender's connections per seat (presence; nothing stored). */
  | { kind: 'presence'; counts: number[] };

/**
 * Brings the copy up to what PostgreSQL holds; false when it already was. The copy's seq is the
 * row's as read, so a change stored after the read makes the copy's next write conflict and read
 * again — never write over it.
 */
async function catchUp(store: Store, m: LiveMatch): Promise<boolean> {
  const s = await store.getMatch(m.id);
  if (!s || (s.seq ?? 0) === m.seq) return false;
  m.seats = s.seats;
  m.tableEvents = s.tableEvents ?? [];
  if (s.version > m.version) {
    const actions = await store.loadActions(m.id, m.version);
    m.follow(actions.slice(0, s.version - m.version));
  }
  m.clock = s.clock ?? null;
  m.status = s.status;
  if (s.outcome) m.outcome = s.outcome;
  m.seq = s.seq ?? 0;
  return true;
}

/** Applies an action notice that follows on directly from the copy; false when it does not. */
function applyNotice(m: LiveMatch, n: Extract<Notice, { kind: 'action' }>): boolean {
  if (n.seq !== m.seq || n.index !== m.version || m.status !== 'running') return false;
  try {
    m.follow([{ seat: n.seat, action: n.action }]);
  } catch {
    return false;
  }
  if (n.clock) m.clock = n.clock;
  m.seq += 1;
  return true;
}

/** What `refreshCopy` uses of the match service. */
export interface FollowHost {
  readonly store: Store;
  readonly absence: { startClock(m: LiveMatch): void };
  readonly pool: { forget(id: string): void };
  broadcast(m: LiveMatch, except?: undefined, urgent?: readonly number[]): void;
  evictIfIdle(m: LiveMatch): void;
  drive(m: LiveMatch): void;
  /** Connections whose seat an account opened, checked against the seats as read (seats/accountLinks.ts). */
  recheckLinks(m: LiveMatch): Promise<void>;
}

/**
 * Brings this instance's copy up to what another instance stored (a notice that follows on
 * directly needs no read), tells this server's subscribers, and lets its bots play or lets it go.
 * Runs on the match's chain.
 */
export async function refreshCopy(host: FollowHost, m: LiveMatch, notice?: Notice): Promise<void> {
  const wasRunning = m.status === 'running';
  const fast = notice?.kind === 'action' && applyNotice(m, notice);
  if (!fast && !(await catchUp(host.store, m))) return;
  // The seats were read again: an account that held one may be gone (deleted).
  if (!fast) await host.recheckLinks(m);
  // A match just started elsewhere: its clock runs from now here too (stored with the first action).
  if (!fast) host.absence.startClock(m);
  if (fast && notice.kind === 'action') host.broadcast(m, undefined, [notice.seat, ...m.active]);
  else host.broadcast(m);
  if (m.status !== 'running') {
    if (wasRunning) host.pool.forget(m.id);
    host.evictIfIdle(m);
  } else host.drive(m);
}
