/**
 * One bench thread (worker.ts) seen from the bench: ready once its tables are seated and greeted,
 * then told to go, to start measuring (warm-up over) and to stop with its report.
 */
import { Worker } from 'node:worker_threads';
import type { ShardConfig, ShardReport } from './shard';

export function runShard(config: ShardConfig): {
  ready: Promise<void>;
  go(): void;
  measure(): void;
  stop(): Promise<ShardReport>;
  kill(): void;
} {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: config });
  let onReport!: (r: ShardReport) => void;
  let onReady!: () => void;
  let onError!: (e: Error) => void;
  const report = new Promise<ShardReport>((r) => (onReport = r));
  const failed = new Promise<never>((_, rej) => (onError = rej));
  failed.catch(() => undefined);
  const ready = Promise.race([new Promise<void>((r) => (onReady = r)), failed]);
  worker.on('message', (m: { ready?: true; report?: ShardReport; error?: string }) => {
    if (m.ready) onReady();
    else if (m.report) onReport(m.report);
    else if (m.error) onError(new Error(m.error));
  });
  worker.on('error', onError);
  worker.on('exit', (code) => onError(new Error(`bench thread exited (${code})`)));
  return {
    ready,
    go: () => worker.postMessage('go'),
    measure: () => worker.postMessage('measure'),
    stop: async () => {
      worker.postMessage('stop');
      const r = await Promise.race([report, failed]);
      await worker.terminate();
      return r;
    },
    kill: () => void worker.terminate(),
  };
}
