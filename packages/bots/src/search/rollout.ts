/**
 * The search's play-outs (step 4 in `ismcts.ts`): random play with the engine's termination rule,
 * or ε-greedy on the game's evaluation when `rollout: 'heuristic'`.
 */
import { type AnyGame, applyListed, chooseRandom, newRandomMemory, type RandomSource, type Seat } from '@tabula/engine';
import type { GameHeuristic } from '../games/types';
import type { SearchParams } from './params';

export function rollout(
  game: AnyGame,
  state: unknown,
  rng: RandomSource,
  p: SearchParams,
  h: GameHeuristic | undefined,
  maxSteps: number,
): unknown {
  let s = state;
  const memory = newRandomMemory(game.facts.maxPlayers);
  for (let step = 0; step < maxSteps; step++) {
    const active: Seat[] = game.activeSeats(s);
    if (active.length === 0) break;
    const actor = active.length === 1 ? active[0]! : active[rng.int(active.length)]!;
    const legal: unknown[] = game.legalActions(s, actor);
    if (p.rollout === 'heuristic' && h && legal.length > 1 && rng.next() < 0.5)
      s = greedyStep(game, s, actor, legal, h, rng);
    else s = applyListed(game, s, actor, chooseRandom(game, legal, actor, rng, memory)).state;
  }
  return s;
}

/** The places of `greedyStep`'s candidates in the legal list, in the order drawn (reused). */
const drawn: number[] = [];

/**
 * The state after the action whose result the evaluation likes best for `seat` (at most 8 sampled
 * candidates). The candidates' states are at hand, so the best one is returned, not applied again.
 */
function greedyStep(
  game: AnyGame,
  s: unknown,
  seat: Seat,
  legal: unknown[],
  h: GameHeuristic,
  rng: RandomSource,
): unknown {
  let best: unknown = legal[0];
  let bestState: unknown = null;
  let bestV = -Infinity;
  const n = Math.min(legal.length, 8);
  for (let k = 0; k < n; k++) {
    const at = legal.length <= 8 ? k : rng.int(legal.length);
    // Drawn with replacement: an action drawn again has the value it had (apply and evaluate are
    // pure), which cannot beat itself, so it is not played and judged again (~10% of Loyang's).
    drawn[k] = at;
    if (drawn.indexOf(at) < k) continue;
    const a = legal[at];
    const after = applyListed(game, s, seat, a).state;
    const v = h.evaluate(after, seat);
    if (v > bestV) {
      bestV = v;
      best = a;
      bestState = after;
    }
  }
  // No candidate beat -Infinity: the first legal action, as ever.
  return bestState ?? applyListed(game, s, seat, best).state;
}
