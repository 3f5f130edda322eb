/**
 * Group commit: actions submitted in the same turn of the event loop (from any match) are written
 * in one transaction, so at load one fsync covers many actions. Each submitter's promise resolves
 * only after the transaction holding its action is committed: that is when it may be acknowledged.
 */
import { type ActionRow, ConflictError, type OutcomeJson, type Store } from './store/store';

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
  for (const p of ps) (moved?.includes(p.row.matchId) ? p.reject(new ConflictError(p.row.matchId)) : p.resolve());
}

export class GroupCommitter {
  private queue: Pending[] = [];
  private flushing = false;
  private scheduled = false;
  /** Sizes of recent batches, for the metrics. */
  batches = 0;
  rows = 0;

  constructor(private readonly store: Store) {}

  append(row: ActionRow, finished: OutcomeJson | null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, finished, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.queue.length === 0) return;
    this.flushing = true;
    const batch = this.queue;
    this.queue = [];
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
          await this.store.appendActions([p.row], p.finished ? [{ matchId: p.row.matchId, outcome: p.finished }] : []).then((moved) => settle([p], moved), p.reject);
      } else batch[0]!.reject(e);
    } finally {
      this.flushing = false;
      if (this.queue.length) this.schedule();
    }
  }
}
