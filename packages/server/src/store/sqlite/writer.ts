/**
 * The writer thread's main-thread side. Writes go to a thread (`writerThread.js`), one transaction
 * per batch, fsynced (synchronous=FULL) before their promises resolve — so the server acknowledges
 * an action only once it is on disk, and the fsync never blocks the event loop.
 */
import { Worker } from 'node:worker_threads';
import { RETIRED_COLUMNS } from '../legacyEvents';
import type { Statement } from '../queries';
import { ADDED_COLUMNS, recordsTable, SCHEMA } from '../schema';

/**
 * `full` (default): each commit is fsynced, surviving power loss. `normal`: WAL without fsync per
 * commit — a commit still survives the process being killed, not the machine losing power.
 */
export type SqliteSync = 'full' | 'normal';

/**
 * The main-thread side of the writer thread: writes asked for in the same synchronous run go to
 * the thread as one batch (one transaction, one fsync); while a batch is being written the next
 * one gathers. Each `run` resolves once its batch is committed.
 */
export class Writer {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Array<{ resolve(c: number[]): void; reject(e: Error): void }>>();
  private queue: Array<{ statements: Statement[]; resolve(c: number[]): void; reject(e: Error): void }> = [];
  private inFlight = false;
  private scheduled = false;
  private nextId = 1;
  private dead: Error | null = null;
  readonly ready: Promise<void>;
  onCommit: (ms: number) => void = () => undefined;

  constructor(file: string, sync: SqliteSync) {
    this.worker = new Worker(new URL('./writerThread.js', import.meta.url), {
      workerData: {
        file,
        sync,
        schema: [...SCHEMA, recordsTable('BLOB')],
        columns: ADDED_COLUMNS,
        retired: RETIRED_COLUMNS.map((r) => ({ table: r.table, column: r.column, sql: r.sqlite })),
      },
    });
    let ready!: () => void;
    let failed!: (e: Error) => void;
    this.ready = new Promise((res, rej) => {
      ready = res;
      failed = rej;
    });
    this.worker.on(
      'message',
      (m: { ready?: true; id?: number; ms?: number; results?: Array<{ changes?: number[]; error?: string }> }) => {
        if (m.ready) return ready();
        if (m.ms !== undefined) this.onCommit(m.ms);
        const batch = this.waiting.get(m.id!) ?? [];
        this.waiting.delete(m.id!);
        m.results!.forEach((r, i) =>
          r.error !== undefined ? batch[i]?.reject(new Error(r.error)) : batch[i]?.resolve(r.changes!),
        );
        this.inFlight = false;
        this.schedule();
      },
    );
    const fail = (e: Error) => {
      this.dead = e;
      failed(e);
      for (const batch of this.waiting.values()) for (const w of batch) w.reject(e);
      for (const w of this.queue) w.reject(e);
      this.waiting.clear();
      this.queue = [];
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`SQLite writer thread exited (${code})`)));
  }

  /** Runs the statements as one unit (all or nothing); resolves with each statement's change count. */
  run(statements: Statement[]): Promise<number[]> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise((resolve, reject) => {
      this.queue.push({ statements, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Posts the waiting writes once the current synchronous run is over (a microtask, so writes asked
   * for together — a group commit, say — go as one batch) rather than a whole event-loop turn later:
   * that turn would first handle every pending socket event before the batch even left.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight || this.queue.length === 0) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (this.inFlight || this.queue.length === 0 || this.dead) return;
      const batch = this.queue;
      this.queue = [];
      const id = this.nextId++;
      this.inFlight = true;
      this.waiting.set(id, batch);
      this.worker.postMessage({ id, units: batch.map((w) => w.statements) });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
