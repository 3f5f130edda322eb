/** The evaluation modules by game id. A game without one still gets search (full random rollouts). */
import { hansaHeuristic } from './hansa';
import { loyangHeuristic } from './loyang';
import type { GameHeuristic } from './types';

export type { GameHeuristic, SoloLevels } from './types';

const modules: Record<string, GameHeuristic> = {
  loyang: loyangHeuristic,
  hansa: hansaHeuristic,
};

export function heuristicFor(gameId: string): GameHeuristic | undefined {
  return modules[gameId];
}
