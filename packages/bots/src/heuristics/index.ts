/** The evaluation modules by game id. A game without one still gets search (full random rollouts). */
import type { GameHeuristic } from './types';

export type { GameHeuristic, SoloLevels } from './types';

const modules: Record<string, GameHeuristic<any>> = {};

export function heuristicFor(gameId: string): GameHeuristic<any> | undefined {
  return modules[gameId];
}
