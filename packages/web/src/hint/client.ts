/**
 * The page's side of the hint worker: one worker for hints, started on the first hint asked for
 * (its chunk is fetched then, never with the lobby), and one worker per evaluation, ended when the
 * evaluation is stopped or its page closes.
 */
import type { GameRecord } from '@tabula/engine';
import type { DecisionAnalysis, GameAnalysis, Hint, HintRequest, WorkerReply, WorkerRequest } from './protocol';

function startWorker(): Worker {
  return new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' });
}

let hintWorker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { ok(h: Hint): void; fail(e: Error): void }>();

export function workerHint(r: HintRequest): Promise<Hint> {
  if (!hintWorker) {
    hintWorker = startWorker();
    hintWorker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.kind === 'hint') w.ok(e.data.hint);
      else w.fail(new Error(e.data.kind === 'error' ? e.data.message : `unexpected ${e.data.kind}`));
    };
    hintWorker.onerror = (e) => {
      // The worker itself failed (its chunk did not load): every waiting hint fails, the next starts afresh.
      for (const w of waiting.values()) w.fail(new Error(e.message || 'the hint worker failed'));
      waiting.clear();
      hintWorker?.terminate();
      hintWorker = null;
    };
  }
  const id = nextId++;
  return new Promise((ok, fail) => {
    waiting.set(id, { ok, fail });
    hintWorker!.postMessage({ ...r, kind: 'hint', id } satisfies WorkerRequest & { id: number });
  });
}

export interface Evaluation {
  done: Promise<GameAnalysis>;
  /** Stops the evaluation (its worker ends); `done` then never settles. */
  cancel(): void;
}

export function workerAnalysis(record: GameRecord, iters: number, onDecision: (d: DecisionAnalysis, total: number) => void): Evaluation {
  const w = startWorker();
  const done = new Promise<GameAnalysis>((ok, fail) => {
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      const m = e.data;
      if (m.kind === 'decision') onDecision(m.decision, m.total);
      else {
        w.terminate();
        if (m.kind === 'done') ok(m.analysis);
        else fail(new Error(m.kind === 'error' ? m.message : `unexpected ${m.kind}`));
      }
    };
    w.onerror = (e) => {
      w.terminate();
      fail(new Error(e.message || 'the evaluation worker failed'));
    };
  });
  w.postMessage({ kind: 'analyze', record, iters, id: 0 } satisfies WorkerRequest & { id: number });
  return { done, cancel: () => w.terminate() };
}
