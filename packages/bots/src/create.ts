/** The one entry point the server, the arena and `tabula play` use to seat a bot. */
import type { AnyGame } from '@tabula/engine';
import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { randomBot } from './random';
import { searchBot } from './search';
import { parseBotSpec } from './spec';

/** Throws on a bad spec, e.g. `unknown bot "x": use random, heuristic, search, …`. */
export function createBot(game: AnyGame, spec: string, seed: string | number): Bot {
  const parsed = parseBotSpec(spec);
  switch (parsed.kind) {
    case 'random':
      return randomBot(game, seed);
    case 'heuristic':
      return heuristicBot(game, seed);
    case 'search': {
      const { kind: _kind, ...budget } = parsed;
      return searchBot(game, budget, seed, spec.trim());
    }
  }
}
