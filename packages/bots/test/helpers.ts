/** Shared test helpers: reaching mid-game positions and checking that bots do not peek. */
import { type AnyGame, canonicalJson, chooseRandom, newRandomMemory, Rng, type Seat } from '@tabula/engine';
import type { Bot } from '../src';

/** A state after `steps` random actions from a seeded setup (or earlier, if the game ends). */
export function randomPosition(game: AnyGame, players: number, seed: string, steps: number, options = {}): unknown {
  const rng = Rng.seed(`pos:${seed}`);
  const memory = newRandomMemory(players);
  let s: unknown = game.setup({ players, seed, options });
  for (let i = 0; i < steps; i++) {
    const active: Seat[] = game.activeSeats(s);
    if (active.length === 0) break;
    const seat = active[rng.int(active.length)]!;
    s = game.apply(s, seat, chooseRandom(game, game.legalActions(s, seat), seat, rng, memory)).state;
  }
  return s;
}

/**
 * Builds a second state that differs from `state` only in what `seat` cannot see (by
 * re-sampling the hidden parts from the seat's own view), checks that the seat's view is the
 * same in both and that the hidden parts do differ, then asks two fresh bots made by `make` —
 * one per state — and returns both choices.
 */
export function choicesOnTwinStates(game: AnyGame, state: unknown, seat: Seat, make: () => Bot, twinSeed = 'twin') {
  const view = game.view(state, seat);
  const twin = game.determinize!(view, seat, Rng.seed(twinSeed));
  const twinView = game.view(twin, seat);
  const hiddenDiffers = canonicalJson(twin) !== canonicalJson(state);
  const sameView = canonicalJson(twinView) === canonicalJson(view);
  const a = make().choose(view, seat, game.legalActions(state, seat));
  const b = make().choose(twinView, seat, game.legalActions(twin, seat));
  return { a, b, hiddenDiffers, sameView };
}
