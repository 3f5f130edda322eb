/**
 * What the bots know of At the Gates of Loyang: the evaluation (`evaluation/loyang.ts`, with the
 * learned solo value at a round's start), the phase planner of the heuristic bot
 * (`planners/loyangPlan.ts`) and the Master's look a round further (`planners/loyangSearch.ts`).
 */
import type { LoyangState } from '@tabula/loyang';
import { evaluateLoyang, evaluateRoundStart } from '../evaluation/loyang';
import { loyangPlanner, PLAN_DEFAULTS } from '../planners/loyangPlan';
import { loyangDecisionSearch, loyangSearchPlanner } from '../planners/loyangSearch';
import type { GameHeuristic } from './types';

export const loyangHeuristic: GameHeuristic<LoyangState> = {
  game: 'loyang',
  evaluate: evaluateLoyang,
  players: (s) => s.players,
  scale: 2,
  soloOffset: 8,
  soloScale: 12,
  // Random play in Loyang takes Loans and sells at a loss, so rollouts are short and ε-greedy.
  rolloutDepth: 4,
  rollout: 'heuristic',
  soloLevels: { good: 17, veryGood: 18, master: 19 },
  // The heuristic bot plans each phase as a whole (`planners/loyangPlan.ts`).
  planner: () => loyangPlanner(evaluateLoyang, { ...PLAN_DEFAULTS, end: evaluateRoundStart }),
  // The search bot plays the planner's best lines out a round further (`planners/loyangSearch.ts`).
  searchPlanner: (budget) => loyangSearchPlanner(evaluateLoyang, budget, evaluateRoundStart),
  // The same search for hints and the analysis (issue 43).
  decisionSearch: (budget) => loyangDecisionSearch(evaluateLoyang, budget, evaluateRoundStart),
};
