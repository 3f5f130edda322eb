/**
 * Bots over the engine contract. `createBot(game, spec, seed)` is the one entry point the server,
 * the arena and `tabula play` use. The tools around them (arena, analysis, benchmark) are
 * `@tabula/bots/tools` (`tools/index.ts`); the part a browser may bundle is `@tabula/bots/browser`.
 */
export type { Bot, ParsedBotSpec } from './bot';
export { parseBotList, parseBotSpec } from './spec';
export { LEVELS, LEVEL_IDS, levelOf, resolveLevel, type BotLevel, type LevelId } from './levels';
export { noisyBot } from './noisy';
export { randomBot } from './random';
export { heuristicBot } from './heuristic';
export { searchBot, searchParams, ismcts, type SearchBot, type SearchParams, type SearchStats } from './search';
export { heuristicFor, type GameHeuristic, type SoloLevels } from './games';
export { createBot } from './create';
export { hintFor, hintFromView, type Hint, type HintOption, type HintOptions } from './hint';
export { forecastFor, soloForecast, type Forecast, type ForecastOptions } from './forecast';
