/**
 * Who is online, for the friends list (issue 44). An account is online while it has a WebSocket
 * open to any instance, or made a signed-in request of the relation routes lately. The moment is
 * kept in the store (`account_presence`), so every instance of a cluster sees the others' people:
 * each instance writes, once a minute, one row per account with a socket open to it, and a
 * request's account at most once a minute — a write per active account per minute, never one per
 * request. "Lately" is ONLINE_MS: two and a half of those minutes, so one late write is not an
 * absence.
 */
import type { RelationStore } from '../store/relationRows';

/** How often an online account's moment is written. */
const SEEN_EVERY_MS = 60_000;
/** Seen within this long: online. */
const ONLINE_MS = 150_000;

/** What a socket is to presence: it says when it closes. */
interface Closing {
  once(event: 'close', listener: () => void): unknown;
}

export class Presence {
  /** Accounts with sockets open to this instance, and how many each. */
  private readonly sockets = new Map<string, number>();
  /** When each account's moment was last written from here (ms). */
  private readonly written = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Pick<RelationStore, 'markSeen'>,
    private readonly now: () => number,
  ) {}

  /** Writes the moment of every account with a socket here, every SEEN_EVERY_MS. */
  start(): void {
    this.timer = setInterval(() => void this.write([...this.sockets.keys()]), SEEN_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A WebSocket of the account opened (null: a guest's, not counted); counted until it closes. */
  socket(accountId: string | null, ws: Closing): void {
    if (accountId === null) return;
    this.sockets.set(accountId, (this.sockets.get(accountId) ?? 0) + 1);
    this.seen(accountId);
    ws.once('close', () => {
      const left = (this.sockets.get(accountId) ?? 1) - 1;
      if (left > 0) this.sockets.set(accountId, left);
      else this.sockets.delete(accountId);
    });
  }

  /** The account made a request now: written unless it was within the last SEEN_EVERY_MS. */
  seen(accountId: string): void {
    const last = this.written.get(accountId);
    if (last !== undefined && this.now() - last < SEEN_EVERY_MS) return;
    void this.write([accountId]);
  }

  /** Whether an account last seen at `seenAt` (ISO, from the store) is online now. */
  online(accountId: string, seenAt: string | null): boolean {
    if (this.sockets.has(accountId)) return true;
    return seenAt !== null && this.now() - Date.parse(seenAt) < ONLINE_MS;
  }

  /** A failed write only delays a dot on a friends list: the next minute writes again. */
  private async write(accountIds: string[]): Promise<void> {
    if (accountIds.length === 0) return;
    const t = this.now();
    for (const id of accountIds) this.written.set(id, t);
    // Forget accounts not written for a while, so the map holds the active ones only.
    for (const [id, at] of this.written) if (t - at > ONLINE_MS) this.written.delete(id);
    await this.store.markSeen(accountIds, new Date(t).toISOString()).catch(() => undefined);
  }
}
