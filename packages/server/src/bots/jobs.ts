/**
 * What the bot pool (pool.ts) schedules: a move asked of a match seat's bot (a job), the job a
 * thread is thinking about, and a thread's slot.
 */
import type { Worker } from 'node:worker_threads';
import type { ChooseRequest } from './protocol';
import type { Asker, Thinking } from './ranks';

export type Request = Omit<ChooseRequest, 'kind' | 'id'>;

export interface Job {
  id: number;
  matchId: string;
  req: Request;
  who: Asker;
  resolve(action: unknown): void;
  reject(e: Error): void;
}

export interface Running extends Thinking {
  job: Job;
  timer: NodeJS.Timeout;
}

export interface Slot {
  worker: Worker;
  /** Loaded and taking moves (a thread takes a second or so to load the bots). */
  ready: boolean;
  /** The job it is thinking about, with its deadline timer and the rank it was started at. */
  job: Running | null;
}
