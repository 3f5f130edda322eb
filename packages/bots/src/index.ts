/**
 * Bots over the engine contract. `createBot(game, spec, seed)` is the one entry point the server,
 * the arena and `tabula play` use.
 */
import type { AnyGame } from '@tabula/engine';
import type { Bot } from './bot';
import { randomBot } from './random';
import { parseBotSpec } from './spec';

export type { Bot, ParsedBotSpec } from './bot';
export { parseBotSpec } from './spec';
export { randomBot } from './random';

export function createBot(game: AnyGame, spec: string, seed: string | number): Bot {
  const parsed = parseBotSpec(spec);
  switch (parsed.kind) {
    case 'random':
      return randomBot(game, seed);
    default:
      // Until the heuristic and search bots land, stronger specs fall back to random play.
      return { ...randomBot(game, seed), name: spec };
  }
}
