/**
 * What the bots know of Hansa Teutonica: the evaluation (`evaluation/hansa.ts`), the whole-turn
 * planner of the heuristic bot (`planners/hansaPlan.ts`) and the Master's look one round ahead
 * (`planners/hansaSearch.ts`). Kept apart from the evaluation so the planners, which read it, do
 * not import back the module that names them (issue 43: the circle hansa ↔ hansaPlan ↔ hansaSearch).
 */
import type { HansaState } from '@tabula/hansa';
import { evaluateHansa } from '../evaluation/hansa';
import { hansaPlanner } from '../planners/hansaPlan';
import { hansaDecisionSearch, hansaSearchPlanner } from '../planners/hansaSearch';
import type { GameHeuristic } from './types';

export const hansaHeuristic: GameHeuristic<HansaState> = {
  game: 'hansa',
  evaluate: evaluateHansa,
  players: (s) => s.players,
  scale: 5,
  rolloutDepth: 10,
  planner: hansaPlanner,
  searchPlanner: hansaSearchPlanner,
  decisionSearch: hansaDecisionSearch,
};
