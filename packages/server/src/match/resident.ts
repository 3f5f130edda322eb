/**
 * The matches resident in this server's memory: each loaded from storage (a snapshot and the
 * actions after it, replayed) on first use, shared by every connection to it, and dropped again
 * once nobody watches it and nothing runs in it; finished ones stay a while for late spectators.
 */
import { findGame } from '@tabula/wire/games';
import { MAX_EVENT_VERSIONS } from './eventLog';
import { LiveMatch } from './liveMatch';
import type { Store, StoredMatch } from '../store/store';
import type { ClusterHooks } from '../cluster/hooks';

/**
 * A snapshot of the state is stored every this many actions, so opening any match replays a
 * bounded number of actions whatever its length (issue 20, point 3) —
 * more exactly, at the first version past each multiple where nothing can be undone
 * (LiveMatch.snapshotDue), so two snapshots may lie a little more than this apart.
 */
export const SNAPSHOT_EVERY = 256;

/** Finished matches kept in memory after their last watcher leaves (most recently opened). */
const FINISHED_KEPT = 64;

/** What the matches in memory need of the server around them. */
export interface ResidentHost {
  readonly store: Store;
  now(): number;
  /** Several instances: this instance listens to the matches it holds (cluster/). */
  readonly cluster: Pick<ClusterHooks, 'opened' | 'dropped'> | null;
  /** A loaded match's recent table talk (table/chat.ts). */
  readonly chat: { load(m: LiveMatch): Promise<void> };
  /** A loaded match's running clock (table/absence.ts). */
  readonly absence: { startClock(m: LiveMatch): void };
  /** Whether any connection here watches the match (net/fanout.ts). */
  watched(id: string): boolean;
  /** Whether this server plays the match's bots and keeps its clock. */
  drives(m: LiveMatch): boolean;
}

export class Resident {
  private readonly live = new Map<string, LiveMatch>();
  /**
   * Finished matches recently dropped from `live`, most recent last: a match that spectators keep
   * reopening (a link passed around, or the replay attack) is served from memory, its final
   * views already made.
   */
  private readonly finished = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();

  constructor(private readonly service: ResidentHost) {}

  /** The match if it is in memory here. */
  get(id: string): LiveMatch | undefined {
    return this.live.get(id);
  }

  all(): IterableIterator<LiveMatch> {
    return this.live.values();
  }

  ids(): string[] {
    return [...this.live.keys()];
  }

  get size(): number {
    return this.live.size;
  }

  /**
   * The match in memory, loaded and replayed from storage on first use; null if unknown. `made`:
   * `fresh` was made here this moment (a table of seeks), so nobody has said anything at it yet.
   */
  open(id: string, fresh?: StoredMatch, made = false): Promise<LiveMatch | null> {
    const m = this.live.get(id);
    if (m) return Promise.resolve(m);
    const done = this.finished.get(id);
    if (done) {
      this.finished.delete(id);
      this.live.set(id, done);
      return Promise.resolve(done);
    }
    let p = this.loading.get(id);
    if (!p) {
      p = (async () => {
        // A match a join of this process just started, alone on its store, has no action yet:
        // nothing to read back (issue 26: seating is about a fifth of the server's CPU in the Nim
        // bench).
        const unplayed = fresh !== undefined && fresh.version === 0 && !this.service.cluster;
        const s = unplayed ? fresh : await this.service.store.getMatch(id);
        if (!s) return null;
        const game = findGame(s.game);
        if (!game) throw new Error(`match ${id} is a game of "${s.game}", which this server does not host`);
        // From a snapshot old enough that the recent events (the last MAX_EVENT_VERSIONS, which
        // updates carry) are replayed too: usually fewer than SNAPSHOT_EVERY + MAX_EVENT_VERSIONS
        // actions, under 2 · SNAPSHOT_EVERY + MAX_EVENT_VERSIONS when snapshots lag (snapshotDue).
        const snapshot = unplayed ? null : await this.service.store.loadSnapshot(id, s.version - MAX_EVENT_VERSIONS);
        const actions = unplayed ? [] : await this.service.store.loadActions(id, snapshot?.version ?? 0);
        const loaded = LiveMatch.restore(game, s, snapshot, actions);
        loaded.now = this.service.now;
        // Nothing was said at a match made this moment (a table of seeks: one read fewer, issue 44).
        if (!(unplayed && made)) await this.service.chat.load(loaded);
        // A running clock starts (or goes on) from the stored state.
        this.service.absence.startClock(loaded);
        // A log stored before snapshots existed (or whose snapshot write was lost) gets one now.
        if (actions.length >= SNAPSHOT_EVERY + MAX_EVENT_VERSIONS && loaded.undo.before.length === 0)
          this.snapshot(loaded);
        this.live.set(id, loaded);
        this.service.cluster?.opened(id);
        return loaded;
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /**
   * Stores the match's current state as a snapshot, in the background: its actions are already
   * durable, and a lost snapshot only means the next load replays a little more.
   */
  snapshot(m: LiveMatch): void {
    m.snapshotAt = m.version;
    this.service.store
      .saveSnapshot(m.id, { version: m.version, state: JSON.stringify(m.state) })
      .catch(() => undefined);
  }

  /**
   * Drops a match nobody watches from memory — unless bots play it or an action is in flight —
   * so abandoned matches cost nothing; the next hello reloads it from storage.
   */
  evictIfIdle(m: LiveMatch): void {
    if (this.service.watched(m.id) || m.inFlight > 0) return;
    // A running clock is watched by the tick, in memory (several instances: by the lease holder).
    const driven = this.service.drives(m);
    if (driven && m.clock && m.status === 'running') return;
    if (driven && m.status !== 'finished' && m.seats.some((s) => s.bot !== null)) return;
    if (this.live.get(m.id) !== m) return;
    this.live.delete(m.id);
    this.service.cluster?.dropped(m.id);
    if (m.status !== 'finished') return;
    this.finished.set(m.id, m);
    for (const id of this.finished.keys()) {
      if (this.finished.size <= FINISHED_KEPT) break;
      this.finished.delete(id);
    }
  }
}
