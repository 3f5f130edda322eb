/**
 * Bot threads. Bots think in `worker_threads`, so a bot that searches for a second never delays
 * another match's messages. Fairness between matches (issue 20, point 2; issue 41, item 6):
 * - a match thinks on at most one thread at a time (its other seats wait their turn), so one
 *   match with many bot seats cannot take every thread;
 * - waiting matches are served by rank — people's matches first, bot-only ones after, an
 *   address past its thinking time last — round-robin within a rank, one move each; searching
 *   moves of the lower ranks keep off reserved threads and are stopped for a waiting person's
 *   bot (ranks.ts, issue 41 item 6);
 * - every move has a deadline — its own budget plus a grace for `search:ms=N`, a fixed limit for
 *   the others — and a thread still thinking past it is terminated and replaced, so an overlong
 *   thought never keeps a thread from the next match. The caller then plays a random legal move.
 * The bound, with T threads (argued in ranks.ts): a move of a person's match waits for other
 * matches' searching moves only while a thread restarts, and then only once the reserved threads
 * are busy with people's moves too; it waits for a whole move only when all T threads think for
 * people's matches of T different addresses, none its own. One client (one address), however
 * many matches it runs, therefore delays a person's bot in another client's match by at most a
 * thread restart (1.1–1.6 s measured at load average 13 on 2 cores, less on a quiet machine):
 * within that bot's budget + 2 s while a thread starts within 2 s.
 * Budgets themselves are capped when the match is created (budget.ts), and so is the number of
 * live matches with a searching bot per creating address (seating.ts).
 *
 * A match's bots run on the thread that served it last when that thread is free (bots keep their
 * instances, and any memory, per thread); threads start on demand up to the pool's size.
 */
import { Worker } from 'node:worker_threads';
import { moveDeadlineMs } from './budget';
import type { Job, Request, Running, Slot } from './jobs';
import type { ChooseRequest, WorkerReady, WorkerReply } from './protocol';
import {
  type Asker,
  defaultReserved,
  FIRST,
  mayStart,
  type Rank,
  rankOf,
  slowSpec,
  type ThinkingShare,
  victim,
} from './ranks';

export type { Asker, ThinkingShare } from './ranks';

export interface BotPoolOptions {
  /** Added to a `search:ms=N` bot's budget before its thread is stopped (default 2,000 ms). */
  graceMs?: number;
  /** Deadline of a move of any other bot (default 10,000 ms). */
  limitMs?: number;
  /** Threads background and last moves never take (default a quarter of them, at least 1 of 2 or more). */
  reserved?: number;
  /** The thread's script (tests: a stand-in bot that only waits). */
  workerUrl?: URL;
}

export class BotPool {
  private slots: Array<Slot | null>;
  /** Jobs waiting, per match, in arrival order; `ring` is the order matches are served in. */
  private readonly waiting = new Map<string, Job[]>();
  private ring: string[] = [];
  private readonly busy = new Set<string>();
  private readonly lastSlot = new Map<string, number>();
  private readonly reserved: number;
  private nextId = 1;
  private closed = false;
  /** Thinking time per creating address (set by the bot driver); none: every creator within it. */
  share: ThinkingShare | null = null;
  moves = 0;
  /** Threads stopped for thinking past their move's deadline. */
  overruns = 0;
  /** Background or last moves stopped (and put back) to free a thread for a first move. */
  preempted = 0;

  constructor(
    threads: number,
    private readonly o: BotPoolOptions = {},
  ) {
    const n = Math.max(1, threads);
    this.slots = new Array(n).fill(null);
    this.reserved = Math.min(n - 1, o.reserved ?? defaultReserved(n));
  }

  /** Asks the match seat's bot for a move; `who` ranks it (see above). */
  choose(matchId: string, req: Request, who: Asker = FIRST): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    return new Promise((resolve, reject) => {
      this.enqueue({ id: this.nextId++, matchId, req, who, resolve, reject }, false);
      this.dispatch();
    });
  }

  private enqueue(job: Job, first: boolean): void {
    const queue = this.waiting.get(job.matchId);
    if (queue) {
      if (first) queue.unshift(job);
      else queue.push(job);
    } else {
      this.waiting.set(job.matchId, [job]);
      if (first) this.ring.unshift(job.matchId);
      else this.ring.push(job.matchId);
    }
  }

  /** Drops a finished match's bot instances on every thread. */
  forget(matchId: string): void {
    this.lastSlot.delete(matchId);
    for (const s of this.slots) s?.worker.postMessage({ kind: 'forget', prefix: `${matchId}:` });
  }

  get threads(): number {
    return this.slots.filter(Boolean).length;
  }

  private running(): Running[] {
    return this.slots.flatMap((s) => (s?.job ? [s.job] : []));
  }

  /** Where in the ring the next match to serve is (lowest rank, ring order within it), or -1. */
  private pick(running: Running[]): { at: number; rank: Rank } {
    let best = { at: -1, rank: 3 as number };
    for (let i = 0; i < this.ring.length && best.rank > 0; i++) {
      const id = this.ring[i]!;
      if (this.busy.has(id)) continue;
      const head = this.waiting.get(id)![0]!;
      const r = rankOf(head.who, this.share, running);
      if (r < best.rank && mayStart(r, slowSpec(head.req.spec), running, this.slots.length, this.reserved))
        best = { at: i, rank: r };
    }
    return best as { at: number; rank: Rank };
  }

  /**
   * Starts as many waiting moves as there are ready idle threads, by rank, round-robin within
   * one; preempts for first moves; starts threads while moves wait, and keeps one idle thread warm
   * beside busy ones while the pool has room, so a match arriving at a busy pool does not wait for
   * a thread to load.
   */
  private dispatch(): void {
    while (!this.closed) {
      const idle = (i: number) => this.slots[i]?.ready === true && this.slots[i]!.job === null;
      const free = this.slots.findIndex((_, i) => idle(i));
      if (free < 0) break;
      const { at, rank } = this.pick(this.running());
      if (at < 0) break;
      const matchId = this.ring.splice(at, 1)[0]!;
      const queue = this.waiting.get(matchId)!;
      const job = queue.shift()!;
      if (queue.length) this.ring.push(matchId);
      else this.waiting.delete(matchId);
      // The match's previous thread, if idle, keeps its bots' instances.
      const last = this.lastSlot.get(matchId);
      this.start(last !== undefined && idle(last) ? last : free, job, rank);
    }
    if (this.closed) return;
    this.preempt();
    const waiting = this.ring.filter((id) => !this.busy.has(id)).length;
    const spare = this.slots.some((s) => s?.ready === true && s.job === null);
    const want = waiting + (!spare && this.busy.size > 0 ? 1 : 0);
    let loading = this.slots.filter((s) => s !== null && !s.ready).length;
    for (
      let empty = this.slots.indexOf(null);
      empty >= 0 && loading < want;
      empty = this.slots.indexOf(null), loading++
    )
      this.spawn(empty);
  }

  /**
   * First moves waiting beyond the threads idle, starting or about to be stop as many searching
   * background or last moves (ranks.ts, `victim`); each goes back to the head of its match's
   * queue and its thread restarts.
   */
  private preempt(): void {
    const thinking = this.slots.map((s) => s?.job ?? null);
    if (victim(thinking) < 0) return;
    const running = this.running();
    const firsts = this.ring.filter(
      (id) => !this.busy.has(id) && rankOf(this.waiting.get(id)![0]!.who, this.share, running) === 0,
    ).length;
    const coming = thinking.filter(
      (t, i) => this.slots[i] === null || !this.slots[i]!.ready || t === null || !t.slow,
    ).length;
    for (let need = firsts - coming; need > 0; need--) {
      const i = victim(this.slots.map((s) => s?.job ?? null));
      if (i < 0) return;
      const { job, timer, started } = this.slots[i]!.job!;
      clearTimeout(timer);
      this.slots[i]!.job = null;
      this.busy.delete(job.matchId);
      if (job.who.creator !== null) this.share?.spent(job.who.creator, performance.now() - started);
      this.preempted++;
      this.enqueue(job, true);
      this.kill(i);
    }
  }

  private start(i: number, job: Job, rank: Rank): void {
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
    slot.job = { job, timer, who: job.who, rank, started: performance.now(), slow: slowSpec(job.req.spec) };
    slot.worker.postMessage({ kind: 'choose', id: job.id, ...job.req } satisfies ChooseRequest);
  }

  /** Ends the slot's current job (if it is `id`) with a move or an error, and moves on. */
  private settle(i: number, id: number, result: Error | { action: unknown }): void {
    const slot = this.slots[i];
    if (!slot?.job || slot.job.job.id !== id) return;
    const { job, timer, started } = slot.job;
    clearTimeout(timer);
    slot.job = null;
    this.busy.delete(job.matchId);
    if (job.who.creator !== null) this.share?.spent(job.who.creator, performance.now() - started);
    if (result instanceof Error) job.reject(result);
    else {
      this.moves++;
      job.resolve(result.action);
    }
    queueMicrotask(() => this.dispatch());
  }

  private spawn(i: number): Slot {
    const worker = new Worker(this.o.workerUrl ?? new URL('./worker.js', import.meta.url));
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
