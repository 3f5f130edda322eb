/** One analysis thread: loads the game through the registry module, analyses its decisions. */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '@tabula/engine';
import { analyzeRecord } from './analyze';
import type { AnalyzeWorkerData } from './analyzeParallel';

const data = workerData as AnalyzeWorkerData;
const registry = (await import(data.registry)) as { gameById(id: string): AnyGame };
analyzeRecord(registry.gameById(data.gameId), data.record, data.indices, data.options, (d) =>
  parentPort!.postMessage(d),
);
