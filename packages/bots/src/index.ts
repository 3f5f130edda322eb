/**
 * Bots over the engine contract. `createBot(game, spec, seed)` is the one entry point the server,
 * the arena and `tabula play` use.
 */
export type { Bot, ParsedBotSpec } from './bot';
export { parseBotList, parseBotSpec } from './spec';
export { LEVELS, LEVEL_IDS, levelOf, resolveLevel, type BotLevel, type LevelId } from './levels';
export { noisyBot } from './noisy';
export { randomBot } from './random';
export { heuristicBot } from './heuristic';
export { searchBot, searchParams, ismcts, type SearchBot, type SearchParams, type SearchStats } from './search';
export { heuristicFor, type GameHeuristic, type SoloLevels } from './heuristics';
export * from './arena';
export { runArenaParallel, type ParallelOptions } from './arenaParallel';
export { openArenaResults, type ArenaResultsFile } from './arenaResults';
export * from './stats';
export { benchSearch, type SearchBench } from './benchSearch';
export { createBot } from './create';
export * from './analyze';
export { analyzeParallel } from './analyzeParallel';
export { hintFor, hintFromView, type Hint, type HintOption, type HintOptions } from './hint';

export { forecastFor, soloForecast, type Forecast, type ForecastOptions } from './forecast';
