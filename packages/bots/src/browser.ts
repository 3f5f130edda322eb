/**
 * The part of the bots a web page may bundle (issue 22: hints and the evaluation graph run in a
 * browser Web Worker): hints and the analysis of a record, with nothing that needs Node — no
 * worker threads, no files. `tools/index.ts` also exports the arena's and the analysis' thread
 * pools (`node:worker_threads`) and the results file (`node:fs`); a browser imports
 * `@tabula/bots/browser` instead (test/browser.test.ts walks this module's imports).
 */
export { hintFromView, hintFor, type Hint, type HintOption, type HintOptions } from './hint';
export {
  analyzeDecision,
  analyzeRecord,
  decisionIndices,
  summarize,
  worstMoves,
  type AnalyzeOptions,
  type DecisionAnalysis,
  type GameAnalysis,
} from './tools/analyze';
// The heuristic bot plays the opponent in the web client's learning game (issue 21, web src/learn).
export { heuristicBot } from './heuristic';
// Any bot by level or spec: the bots of a game played on one device without a server (issue 21, web src/local).
export { createBot } from './create';
export type { Bot } from './bot';
// The solo forecast of the table's optional panel (issue 22, web src/hint).
export { soloForecast, type Forecast, type ForecastOptions } from './forecast';
