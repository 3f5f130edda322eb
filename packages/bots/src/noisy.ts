/**
 * A bot with slips (the Beginner level, `heuristic:eps=P`): with chance P a decision is a random
 * legal move (the random bot's policy, with its termination rule, engine.md §7), otherwise the
 * inner bot's. The draw is seeded from the bot's seed, the seat and the view, like every other
 * bot's, so it stays deterministic under a seed and sees nothing the seat cannot.
 */
import { type AnyGame, chooseRandom, newRandomMemory, Rng, type Seat } from '@tabula/engine';
import type { Bot } from './bot';
import { quickHash } from './viewHash';

export function noisyBot(game: AnyGame, inner: Bot, eps: number, seed: string | number, name: string): Bot {
  const memory = newRandomMemory(game.facts.maxPlayers);
  return {
    name,
    choose(view: unknown, seat: Seat, legal: readonly unknown[]) {
      if (legal.length <= 1 || eps <= 0) return inner.choose(view, seat, legal);
      const rng = Rng.seed(`noisy:${String(seed)}|${seat}|${quickHash(JSON.stringify(view))}`);
      if (rng.next() >= eps) return inner.choose(view, seat, legal);
      return chooseRandom(game, legal, seat, rng, memory);
    },
  };
}
