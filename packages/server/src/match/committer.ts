/**
 * Group commit: actions submitted in the same turn of the event loop (from any match) are written
 * in one transaction, so at load one fsync covers many actions. Each submitter's promise resolves
 * only after the transaction holding its action is committed: that is when it may be acknowledged.
 * Where the store takes several transactions at once (PostgreSQL), a new batch starts while others
 * are written, with the rows of every match not already in one.
 */
import { type ActionRow, ConflictError, type OutcomeJson, type Store } from '../store/store';

interface Pending {
  row: ActionRow;
  finished: OutcomeJson | null;
  resolve(): void;
  reject(e: unknown): void;
}

/**
 * Several instances: rows of a match another instance changed first are not written (the store
 * names those matches); their submitters hear so and check their action again.
 */
function settle(ps: Pending[], moved: string[] | void): void {
  for (const p of ps) moved?.includes(p.row.matchId) ? p.reject(new ConflictError(p.row.matchId)) : p.resolve();
}

export class GroupCommitter {
  private queue: Pending[] = [];
  /** Batches being written now, and the matches they hold rows of. */
  private flights = 0;
  private readonly flying = new Set<string>();
  private scheduled = false;
  /** Sizes of recent batches, for the metrics. */
  batches = 0;
  rows = 0;

  /**
   * `lanes`: how many batches may be written at once (store.writeLanes). A match's rows are in one
   * batch at a time, so its log is still written in order.
   */
  constructor(
    private readonly store: Store,
    private readonly lanes = 1,
  ) {}

  append(row: ActionRow, finished: OutcomeJson | null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, finished, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flights >= this.lanes) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** The queued rows of every match with no batch in flight; the others wait for theirs. */
  private takeBatch(): Pending[] {
    if (this.flying.size === 0) {
      const all = this.queue;
      this.queue = [];
      return all;
    }
    const batch: Pending[] = [];
    const kept: Pending[] = [];
    for (const p of this.queue) (this.flying.has(p.row.matchId) ? kept : batch).push(p);
    this.queue = kept;
    return batch;
  }

  private async flush(): Promise<void> {
    const batch = this.takeBatch();
    if (batch.length === 0) return;
    this.flights++;
    const ids = new Set(batch.map((p) => p.row.matchId));
    for (const id of ids) this.flying.add(id);
    const finished = batch.flatMap((p) => (p.finished ? [{ matchId: p.row.matchId, outcome: p.finished }] : []));
    try {
      const moved = await this.store.appendActions(
        batch.map((p) => p.row),
        finished,
      );
      this.batches++;
      this.rows += batch.length;
      settle(batch, moved);
    } catch (e) {
      // One bad row must not sink the others: retry each on its own so only the culprit fails.
      if (batch.length > 1) {
        for (const p of batch)
          await this.store
            .appendActions([p.row], p.finished ? [{ matchId: p.row.matchId, outcome: p.finished }] : [])
            .then((moved) => settle([p], moved), p.reject);
      } else batch[0]!.reject(e);
    } finally {
      for (const id of ids) this.flying.delete(id);
      this.flights--;
      if (this.queue.length) this.schedule();
    }
  }
}
