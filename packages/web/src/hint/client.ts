/**
 * The page's side of the hint worker: one worker for hints, started on the first hint asked for
 * (its chunk is fetched then, never with the lobby), one for the bots of games on this device, and
 * one worker per evaluation, ended when the evaluation is stopped or its page closes.
 */
import type { GameRecord } from '@tabula/engine';
import type {
  BotMoveRequest,
  DecisionAnalysis,
  Forecast,
  ForecastRequest,
  GameAnalysis,
  Hint,
  HintRequest,
  WorkerReply,
  WorkerRequest,
} from './protocol';

function startWorker(): Worker {
  return new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * A worker started on its first request, answering requests by id one at a time. If the worker
 * itself fails (its chunk did not load), every waiting request fails and the next starts afresh.
 */
function lazyWorker<Req extends WorkerRequest, Res>(take: (reply: WorkerReply) => Res | Error) {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { ok(r: Res): void; fail(e: Error): void }>();
  return (r: Req): Promise<Res> => {
    if (!worker) {
      worker = startWorker();
      worker.onmessage = (e: MessageEvent<WorkerReply>) => {
        const w = waiting.get(e.data.id);
        if (!w) return;
        waiting.delete(e.data.id);
        const got = take(e.data);
        if (got instanceof Error) w.fail(got);
        else w.ok(got);
      };
      worker.onerror = (e) => {
        for (const w of waiting.values()) w.fail(new Error(e.message || 'the worker failed'));
        waiting.clear();
        worker?.terminate();
        worker = null;
      };
    }
    const id = nextId++;
    return new Promise((ok, fail) => {
      waiting.set(id, { ok, fail });
      worker!.postMessage({ ...r, id } satisfies WorkerRequest & { id: number });
    });
  };
}

const failure = (m: WorkerReply) => new Error(m.kind === 'error' ? m.message : `unexpected ${m.kind}`);

const hintRequest = lazyWorker<WorkerRequest & { kind: 'hint' }, Hint>((m) =>
  m.kind === 'hint' ? m.hint : failure(m),
);

export function workerHint(r: HintRequest): Promise<Hint> {
  return hintRequest({ ...r, kind: 'hint' });
}

/** Bots of games on this device think in their own worker, so a hint asked meanwhile is not queued behind them. */
const botRequest = lazyWorker<WorkerRequest & { kind: 'bot' }, unknown>((m) =>
  m.kind === 'bot' ? m.action : failure(m),
);

export function workerBotMove(r: BotMoveRequest): Promise<unknown> {
  return botRequest({ ...r, kind: 'bot' });
}

/** The solo forecast thinks in its own worker too (seconds, once a round). */
const forecastRequest = lazyWorker<WorkerRequest & { kind: 'forecast' }, Forecast>((m) =>
  m.kind === 'forecast' ? m.forecast : failure(m),
);

export function workerForecast(r: ForecastRequest): Promise<Forecast> {
  return forecastRequest({ ...r, kind: 'forecast' });
}

export interface Evaluation {
  done: Promise<GameAnalysis>;
  /** Stops the evaluation (its worker ends); `done` then never settles. */
  cancel(): void;
}

export function workerAnalysis(
  record: GameRecord,
  iters: number,
  onDecision: (d: DecisionAnalysis, total: number) => void,
): Evaluation {
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
