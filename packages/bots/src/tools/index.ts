/**
 * The tools around the bots (issue 43: apart from the bots themselves, `@tabula/bots/tools`):
 * the arena that plays bots against each other (one thread or several), its results file and
 * report figures, the analysis of a finished game (`tabula analyze`), and the search benchmark
 * (`tabula bench search`). The thread pools and the results file need Node.
 */
export * from './arena';
export { runArenaParallel, type ParallelOptions } from './arenaParallel';
export { openArenaResults, type ArenaResultsFile } from './arenaResults';
export * from './stats';
export { formatRung, pairScore, type RungGame, type RungReport, rungOf } from './rung';
export { benchSearch, type SearchBench } from './benchSearch';
export * from './analyze';
export { analyzeParallel } from './analyzeParallel';
