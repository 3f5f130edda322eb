/**
 * A bot thread: keeps bot instances per match seat and answers `choose` requests. Runs the bots
 * package's one entry point, `createBot`, on the seat's redacted view only.
 */
import { parentPort } from 'node:worker_threads';
import { createBot, type Bot } from '@tabula/bots';
import { findGame } from '../games';
import type { WorkerReply, WorkerRequest } from './protocol';

const bots = new Map<string, Bot>();
const port = parentPort!;

port.on('message', (req: WorkerRequest) => {
  if (req.kind === 'forget') {
    for (const k of [...bots.keys()]) if (k.startsWith(req.prefix)) bots.delete(k);
    return;
  }
  const t0 = performance.now();
  let reply: WorkerReply;
  try {
    const game = findGame(req.game);
    if (!game) throw new Error(`unknown game ${req.game}`);
    let bot = bots.get(req.key);
    if (!bot) {
      bot = createBot(game, req.spec, req.seed);
      bots.set(req.key, bot);
    }
    const action = bot.choose(req.view, req.seat, req.legal);
    reply = { id: req.id, ok: true, action, ms: performance.now() - t0 };
  } catch (e) {
    reply = { id: req.id, ok: false, error: (e as Error).message ?? String(e) };
  }
  port.postMessage(reply);
});
// Ready once the bots are loaded: a move's deadline counts from here, not from the thread's start.
port.postMessage({ ready: true });
