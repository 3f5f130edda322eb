/**
 * One arena thread: loads the game through the registry module it is given (the bots package
 * knows no games), then plays whichever game numbers the main thread sends, one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '@tabula/engine';
import { playArenaGame } from './arena';
import type { ArenaWorkerData } from './arenaParallel';

const data = workerData as ArenaWorkerData;
const registry = (await import(data.registry)) as { gameById(id: string): AnyGame };
const args = { ...data.args, game: registry.gameById(data.gameId) };

parentPort!.on('message', (g: number) => {
  parentPort!.postMessage({ g, run: playArenaGame(args, g) });
});
parentPort!.postMessage({ ready: true });
