/**
 * The hint worker (issue 22): searches off the page's thread, so the table stays responsive while
 * a hint or an evaluation is computed. A lazy chunk: the browser fetches it only when a hint or an
 * evaluation is first asked for (`client.ts`). It also plays the bots of games on this device
 * (issue 21, `src/local`).
 */
import { computeAnalysis, computeBotMove, computeForecast, computeHint } from './compute';
import type { WorkerReply, WorkerRequest } from './protocol';

const post = (m: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(m);

self.onmessage = (e: MessageEvent<WorkerRequest & { id: number }>) => {
  const { id } = e.data;
  try {
    if (e.data.kind === 'hint') post({ kind: 'hint', id, hint: computeHint(e.data) });
    else if (e.data.kind === 'bot') post({ kind: 'bot', id, action: computeBotMove(e.data) });
    else if (e.data.kind === 'forecast') post({ kind: 'forecast', id, forecast: computeForecast(e.data) });
    else {
      const analysis = computeAnalysis(e.data.record, e.data.iters, (decision, total) =>
        post({ kind: 'decision', id, total, decision }),
      );
      post({ kind: 'done', id, analysis });
    }
  } catch (err) {
    post({ kind: 'error', id, message: (err as Error).message });
  }
};
