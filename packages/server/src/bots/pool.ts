/**
 * Bot threads. Bots think in `worker_threads`, so a bot that searches for a second never delays
 * another match's messages. Fairness between matches (issue 20, point 2):
 * - a match thinks on at most one thread at a time (its other seats wait their turn), so one
 *   match with many bot seats cannot take every thread;
 * - matches waiting for a thread are served round-robin, one move each;
 * - every move has a deadline — its own budget plus a grace for `search:ms=N`, a fixed limit for
 *   the others — and a thread still thinking past it is terminated and replaced, so an overlong
 *   thought never keeps a thread from the next match. The caller then plays a random legal move.
 * Budgets themselves are capped when the match is created (budget.ts).
 * A match's bots run on the thread that served it last when that thread is free (bots keep their
 * instances, and any memory, per thread); threads start on demand up to the pool's size.
 */
import { Worker } from 'node:worker_threads';
import { moveDeadlineMs } from './budget';
import type { ChooseRequest, WorkerReady, WorkerReply } from './protocol';

type Request = Omit<ChooseRequest, 'kind' | 'id'>;

interface Job {
  id: number;
  matchId: string;
  req: Request;
  resolve(action: unknown): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  /** Loaded and taking moves (a thread takes a second or so to load the bots). */
  ready: boolean;
  /** The job it is thinking about, with its deadline timer. */
  job: { job: Job; timer: NodeJS.Timeout } | null;
}

export interface BotPoolOptions {
  /** Added to a `search:ms=N` bot's budget before its thread is stopped (default 2,000 ms). */
  graceMs?: number;
  /** Deadline of a move of any other bot (default 10,000 ms). */
  limitMs?: number;
}

export class BotPool {
  private slots: Array<Slot | null>;
  /** Jobs waiting, per match, in arrival order; `ring` is the order matches are served in. */
  private readonly waiting = new Map<string, Job[]>();
  private ring: string[] = [];
  private readonly busy = new Set<string>();
  private readonly lastSlot = new Map<string, number>();
  private nextId = 1;
  private closed = false;
  moves = 0;
  /** Threads stopped for thinking past their move's deadline. */
  overruns = 0;

  constructor(
    threads: number,
    private readonly o: BotPoolOptions = {},
  ) {
    this.slots = new Array(Math.max(1, threads)).fill(null);
  }

  /** Asks the match seat's bot for a move. */
  choose(matchId: string, req: Request): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, matchId, req, resolve, reject };
      const queue = this.waiting.get(matchId);
      if (queue) queue.push(job);
      else {
        this.waiting.set(matchId, [job]);
        this.ring.push(matchId);
      }
      this.dispatch();
    });
  }

  /** Drops a finished match's bot instances on every thread. */
  forget(matchId: string): void {
    this.lastSlot.delete(matchId);
    for (const s of this.slots) s?.worker.postMessage({ kind: 'forget', prefix: `${matchId}:` });
  }

  get threads(): number {
    return this.slots.filter(Boolean).length;
  }

  /**
   * Starts as many waiting moves as there are ready idle threads, one match at a time,
   * round-robin; starts threads while moves wait, and keeps one idle thread warm beside busy ones
   * while the pool has room, so a match arriving at a busy pool does not wait for a thread to load.
   */
  private dispatch(): void {
    while (!this.closed) {
      const idle = (i: number) => this.slots[i]?.ready === true && this.slots[i]!.job === null;
      const free = this.slots.findIndex((_, i) => idle(i));
      const at = free < 0 ? -1 : this.ring.findIndex((id) => !this.busy.has(id));
      if (at < 0) break;
      const matchId = this.ring.splice(at, 1)[0]!;
      const queue = this.waiting.get(matchId)!;
      const job = queue.shift()!;
      if (queue.length) this.ring.push(matchId);
      else this.waiting.delete(matchId);
      // The match's previous thread, if idle, keeps its bots' instances.
      const last = this.lastSlot.get(matchId);
      this.start(last !== undefined && idle(last) ? last : free, job);
    }
    if (this.closed) return;
    const waiting = this.ring.filter((id) => !this.busy.has(id)).length;
    const spare = this.slots.some((s) => s?.ready === true && s.job === null);
    const want = waiting + (!spare && this.busy.size > 0 ? 1 : 0);
    let loading = this.slots.filter((s) => s !== null && !s.ready).length;
    for (let empty = this.slots.indexOf(null); empty >= 0 && loading < want; empty = this.slots.indexOf(null), loading++) this.spawn(empty);
  }

  private start(i: number, job: Job): void {
    const slot = this.slots[i]!;
    this.busy.add(job.matchId);
    this.lastSlot.set(job.matchId, i);
    const deadline = moveDeadlineMs(job.req.spec, this.o);
    const timer = setTimeout(() => {
      // Still thinking past its deadline: stop the thread; the next move gets a fresh one.
      this.overruns++;
      this.settle(i, job.id, new Error(`bot gave no move within ${deadline} ms; its thread was stopped`));
      this.kill(i);
    }, deadline);
    timer.unref();
    slot.job = { job, timer };
    slot.worker.postMessage({ kind: 'choose', id: job.id, ...job.req } satisfies ChooseRequest);
  }

  /** Ends the slot's current job (if it is `id`) with a move or an error, and moves on. */
  private settle(i: number, id: number, result: Error | { action: unknown }): void {
    const slot = this.slots[i];
    if (!slot?.job || slot.job.job.id !== id) return;
    const { job, timer } = slot.job;
    clearTimeout(timer);
    slot.job = null;
    this.busy.delete(job.matchId);
    if (result instanceof Error) job.reject(result);
    else {
      this.moves++;
      job.resolve(result.action);
    }
    queueMicrotask(() => this.dispatch());
  }

  private spawn(i: number): Slot {
    const worker = new Worker(new URL('./worker.js', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (r: WorkerReply | WorkerReady) => {
      if ('ready' in r) {
        slot.ready = true;
        return this.dispatch();
      }
      this.settle(i, r.id, r.ok ? { action: r.action } : new Error(r.error));
    });
    const fail = (why: string) => {
      if (this.slots[i] !== slot) return;
      if (slot.job) this.settle(i, slot.job.job.id, new Error(why));
      this.release(i);
    };
    worker.on('error', (e) => fail(`bot thread failed: ${e.message}`));
    worker.on('exit', (code) => fail(`bot thread exited (${code})`));
    this.slots[i] = slot;
    return slot;
  }

  private kill(i: number): void {
    const slot = this.slots[i];
    if (!slot) return;
    this.release(i);
    void slot.worker.terminate();
  }

  /** Empties slot i (its thread died or was stopped): no match goes back to it; waiting moves go on. */
  private release(i: number): void {
    this.slots[i] = null;
    for (const [m, s] of this.lastSlot) if (s === i) this.lastSlot.delete(m);
    queueMicrotask(() => this.dispatch());
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('bot pool closed');
    for (const queue of this.waiting.values()) for (const job of queue) job.reject(stopped);
    this.waiting.clear();
    this.ring = [];
    const workers: Worker[] = [];
    for (const slot of this.slots) {
      if (!slot) continue;
      if (slot.job) {
        clearTimeout(slot.job.timer);
        slot.job.job.reject(stopped);
      }
      workers.push(slot.worker);
    }
    this.slots.fill(null);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
