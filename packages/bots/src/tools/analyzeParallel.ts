/**
 * `tabula analyze --jobs N`: the decisions are dealt round-robin to N worker threads, each of
 * which replays the record and analyses its share. Each decision's random stream depends on its
 * index alone (`analyze.ts`), so with an iteration budget the result is the same as on one thread.
 */
import { Worker } from 'node:worker_threads';
import type { AnyGame, GameRecord } from '@tabula/engine';
import {
  type AnalyzeOptions,
  analyzeRecord,
  type DecisionAnalysis,
  decisionIndices,
  type GameAnalysis,
  summarize,
} from './analyze';

export interface AnalyzeWorkerData {
  /** URL of a module exporting `gameById(id)`: how a thread finds the game. */
  registry: string;
  gameId: string;
  record: GameRecord;
  options: AnalyzeOptions;
  indices: number[];
}

export async function analyzeParallel(
  game: AnyGame,
  record: GameRecord,
  o: AnalyzeOptions,
  p: { jobs: number; registry: string },
  onDecision?: (d: DecisionAnalysis) => void,
): Promise<GameAnalysis> {
  const t0 = performance.now();
  const indices = decisionIndices(game, record, o);
  const jobs = Math.min(p.jobs, indices.length);
  if (jobs <= 1)
    return summarize(game, record, o, analyzeRecord(game, record, indices, o, onDecision), performance.now() - t0);
  const decisions: DecisionAnalysis[] = [];
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: jobs }, (_, j) => {
        const share = indices.filter((_, k) => k % jobs === j);
        const workerData: AnalyzeWorkerData = {
          registry: p.registry,
          gameId: game.id,
          record,
          options: o,
          indices: share,
        };
        const w = new Worker(new URL('./analyzeWorker.js', import.meta.url), { workerData });
        workers.push(w);
        return new Promise<void>((resolve, reject) => {
          let got = 0;
          w.on('message', (d: DecisionAnalysis) => {
            decisions.push(d);
            onDecision?.(d);
            if (++got === share.length) resolve();
          });
          w.on('error', reject);
          w.on('exit', (code) => {
            if (got < share.length)
              reject(new Error(`an analysis thread stopped (exit code ${code}) before its decisions were done`));
          });
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return summarize(game, record, o, decisions, performance.now() - t0);
}
