/** The one entry point the server, the arena and `tabula play` use to seat a bot. */
import type { AnyGame } from '@tabula/engine';
import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { noisyBot } from './noisy';
import { randomBot } from './random';
import { searchBot } from './search';
import { parseBotSpec } from './spec';

/**
 * Throws on a bad spec, e.g. `unknown bot "x": use a level (beginner, …) or random, …`. A level
 * (`expert`, `level:expert`) builds its spec's bot, named as it was asked for.
 */
export function createBot(game: AnyGame, spec: string, seed: string | number): Bot {
  const parsed = parseBotSpec(spec);
  const name = spec.trim();
  switch (parsed.kind) {
    case 'random':
      return randomBot(game, seed);
    case 'heuristic': {
      const bot = heuristicBot(game, seed);
      if (parsed.eps !== undefined) return noisyBot(game, bot, parsed.eps, seed, name);
      return parsed.level ? { ...bot, name } : bot;
    }
    case 'search': {
      const { kind: _kind, level: _level, eps: _eps, ...budget } = parsed;
      return searchBot(game, budget, seed, name);
    }
  }
}
