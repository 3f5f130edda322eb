// A stand-in bot thread for the pool's fairness tests (issue 41, item 6): a `search:ms=N` bot
// "thinks" by waiting N ms, any other answers at once; it plays the first legal action. Waiting
// costs no CPU, so thirty slow bots can be scheduled on a shared machine.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (req) => {
  if (req.kind !== 'choose') return;
  const ms = /^search:ms=(\d+)$/.exec(req.spec)?.[1];
  const reply = () => parentPort.postMessage({ id: req.id, ok: true, action: req.legal[0], ms: Number(ms ?? 0) });
  if (ms) setTimeout(reply, Number(ms));
  else reply();
});
parentPort.postMessage({ ready: true });
