/**
 * A bot thread: keeps bot instances per match seat and answers `choose` requests. Runs the bots
 * package's one entry point, `createBot`, on the seat's redacted view only.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { createBot, type Bot } from '@tabula/bots';
import { findGame } from '@tabula/wire/games';
import type { WorkerReply, WorkerRequest } from './protocol';

/**
 * Bots think at a lower CPU priority than the server's own threads (issue 41, item 6): with 30
 * matches of 5-s searches on 2 cores, people's round trips had doubled, as the bot threads took
 * the cores from the thread that answers them. On Linux a thread's nice value is its own, so this
 * lowers this thread only; elsewhere (or without the right) nothing changes. Bots are timed by the
 * wall clock, so a slowed bot still answers within its budget, with fewer play-outs.
 */
const BOT_NICE = 10;
try {
  setPriority(0, BOT_NICE);
} catch {
  // Not allowed here: the thread keeps the server's priority.
}

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
