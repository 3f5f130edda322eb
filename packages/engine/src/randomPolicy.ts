/**
 * Uniform random play that always ends (engine.md §7). Uniform over legal actions, except that
 * once a seat has taken `patience` actions since its last pass, a pass action (per the game's
 * `isPass`) is chosen with probability 1 − 0.8^(k − patience), which reaches 99% after about 20
 * further actions: loops such as loan → buy → sell cannot last. No illegal action is ever chosen.
 */
import type { AnyGame, RandomSource, Seat } from './contract';

export interface RandomPolicyMemory {
  /** Actions per seat since that seat's last pass. */
  sincePass: number[];
}

export function newRandomMemory(players: number): RandomPolicyMemory {
  return { sincePass: new Array(players).fill(0) };
}

export const DEFAULT_PATIENCE = 25;

export function chooseRandom<A>(
  game: AnyGame,
  legal: readonly A[],
  seat: Seat,
  rng: RandomSource,
  memory: RandomPolicyMemory,
  patience = DEFAULT_PATIENCE,
): A {
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
  let choice = legal[rng.int(legal.length)]!;
  const k = memory.sincePass[seat] ?? 0;
  if (game.isPass && k > patience && rng.next() < 1 - 0.8 ** (k - patience)) {
    const passes = legal.filter((a) => game.isPass!(a));
    if (passes.length) choice = passes[rng.int(passes.length)]!;
  }
  memory.sincePass[seat] = game.isPass?.(choice) ? 0 : k + 1;
  return choice;
}
