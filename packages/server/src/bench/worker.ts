/**
 * A `tabula bench server` thread: runs one shard of the tables (`shard.ts`) so that a
 * thousand clients' messages are not all handled by one event loop — the bench's own lag would
 * otherwise be part of every round trip it reports.
 * Protocol: → `{ ready }` once seated; ← `'go'`; ← `'measure'` (warm-up over); ← `'stop'` → `{ report }`; `{ error }` on failure.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BenchShard, type ShardConfig } from './shard';

const port = parentPort!;
const shard = new BenchShard(workerData as ShardConfig);
port.on('message', (m: 'go' | 'measure' | 'stop') => {
  if (m === 'go') shard.start();
  else if (m === 'measure') shard.measure();
  else
    shard.stop().then(
      (report) =>
        port.postMessage({ report }, [report.latencies.buffer as ArrayBuffer, report.sentAt.buffer as ArrayBuffer]),
      (e: Error) => port.postMessage({ error: e.message }),
    );
});
shard.prepare().then(
  () => port.postMessage({ ready: true }),
  (e: Error) => port.postMessage({ error: `setting up the tables failed: ${e.message}` }),
);
