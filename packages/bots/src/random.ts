/** The random bot: uniform over legal actions, with the engine's termination rule (engine.md §7). */
import { type AnyGame, chooseRandom, newRandomMemory, Rng, type Seat } from '@tabula/engine';
import type { Bot } from './bot';

export function randomBot(game: AnyGame, seed: string | number, players = game.facts.maxPlayers): Bot {
  const rng = Rng.seed(`random-bot:${String(seed)}`);
  const memory = newRandomMemory(players);
  return {
    name: 'random',
    choose(_view: unknown, seat: Seat, legal: readonly unknown[]) {
      return chooseRandom(game, legal, seat, rng, memory);
    },
  };
}
