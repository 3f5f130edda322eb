/**
 * Bot threads. Bots think in `worker_threads`, so a bot that searches for a second never delays
 * another match's messages. A match's bots always go to the same thread (their instances live
 * there); threads start on the first bot move. A crashed thread is replaced and its pending moves
 * fail (the caller then plays a random legal move for the bot).
 */
import { Worker } from 'node:worker_threads';
import type { ChooseRequest, WorkerReply } from './protocol';

interface Waiter {
  resolve(action: unknown): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

export class BotPool {
  private workers: Array<Worker | null>;
  private waiting = new Map<number, { worker: number; w: Waiter }>();
  private nextId = 1;
  private closed = false;
  moves = 0;

  constructor(
    threads: number,
    private readonly timeoutMs = 60_000,
  ) {
    this.workers = new Array(Math.max(1, threads)).fill(null);
  }

  private slot(matchId: string): number {
    let h = 0;
    for (let i = 0; i < matchId.length; i++) h = (h * 31 + matchId.charCodeAt(i)) | 0;
    return Math.abs(h) % this.workers.length;
  }

  private worker(i: number): Worker {
    const existing = this.workers[i];
    if (existing) return existing;
    const w = new Worker(new URL('./worker.js', import.meta.url));
    w.unref();
    w.on('message', (r: WorkerReply) => {
      const entry = this.waiting.get(r.id);
      if (!entry) return;
      this.waiting.delete(r.id);
      clearTimeout(entry.w.timer);
      if (r.ok) {
        this.moves++;
        entry.w.resolve(r.action);
      } else entry.w.reject(new Error(r.error));
    });
    const fail = (why: string) => {
      if (this.workers[i] === w) this.workers[i] = null;
      for (const [id, entry] of this.waiting)
        if (entry.worker === i) {
          this.waiting.delete(id);
          clearTimeout(entry.w.timer);
          entry.w.reject(new Error(why));
        }
    };
    w.on('error', (e) => fail(`bot thread failed: ${e.message}`));
    w.on('exit', (code) => fail(`bot thread exited (${code})`));
    this.workers[i] = w;
    return w;
  }

  /** Asks the match seat's bot for a move. */
  choose(matchId: string, req: Omit<ChooseRequest, 'kind' | 'id'>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    const i = this.slot(matchId);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`bot gave no move within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      timer.unref();
      this.waiting.set(id, { worker: i, w: { resolve, reject, timer } });
      this.worker(i).postMessage({ kind: 'choose', id, ...req } satisfies ChooseRequest);
    });
  }

  forget(matchId: string): void {
    const w = this.workers[this.slot(matchId)];
    w?.postMessage({ kind: 'forget', prefix: `${matchId}:` });
  }

  get threads(): number {
    return this.workers.filter(Boolean).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { w } of this.waiting.values()) {
      clearTimeout(w.timer);
      w.reject(new Error('bot pool closed'));
    }
    this.waiting.clear();
    await Promise.all(this.workers.map((w) => w?.terminate()));
    this.workers.fill(null);
  }
}
