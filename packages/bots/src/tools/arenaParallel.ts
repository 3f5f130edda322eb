/**
 * The arena on several threads (`tabula arena --jobs N`). Every arena game is independent — its
 * deal, seating and bots' seeds come from its number alone (`playArenaGame`) — so games are
 * handed out to N worker threads as each becomes free and the figures are summed in game order:
 * with iteration budgets the result is the same as on one thread, only sooner. (Millisecond
 * budgets stay machine-dependent, more so when threads share cores.)
 */
import { Worker } from 'node:worker_threads';
import { type ArenaArgs, type ArenaGameRun, type ArenaResult, runArena, summarizeArena } from './arena';

export interface ArenaWorkerData {
  /** URL of a module exporting `gameById(id)`: how a thread finds the game. */
  registry: string;
  gameId: string;
  args: Omit<ArenaArgs, 'game' | 'onGame' | 'done'>;
}

export interface ParallelOptions {
  jobs: number;
  /** URL of a module exporting `gameById(id): AnyGame`. */
  registry: string;
}

export async function runArenaParallel(a: ArenaArgs, o: ParallelOptions): Promise<ArenaResult> {
  const todo = Array.from({ length: a.games }, (_, g) => g).filter((g) => !a.done?.has(g));
  const jobs = Math.min(o.jobs, todo.length);
  if (jobs <= 1) return runArena(a);
  if (a.bots.length !== a.players)
    throw new Error(`${a.players} players need ${a.players} bots (--bots a,b,…), got ${a.bots.length}`);
  const t0 = performance.now();
  const { game, onGame, done: before, ...rest } = a;
  const workerData: ArenaWorkerData = { registry: o.registry, gameId: game.id, args: rest };
  const runs = new Array<ArenaGameRun>(a.games);
  for (const [g, run] of before ?? []) if (g < a.games) runs[g] = run;
  const workers: Worker[] = [];
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker) => {
        if (next < todo.length) w.postMessage(todo[next++]);
      };
      for (let j = 0; j < jobs; j++) {
        const w = new Worker(new URL('./arenaWorker.js', import.meta.url), { workerData });
        workers.push(w);
        w.on('message', (m: { ready?: true; g?: number; run?: ArenaGameRun }) => {
          if (m.ready) return feed(w);
          runs[m.g!] = m.run!;
          onGame?.(m.g!, m.run!);
          if (++done === todo.length) resolve();
          else feed(w);
        });
        w.on('error', reject);
        w.on('exit', (code) => {
          if (done < todo.length)
            reject(new Error(`an arena thread stopped (exit code ${code}) before the games were played`));
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return summarizeArena(a, runs, performance.now() - t0);
}
