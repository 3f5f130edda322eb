/** Shared test helpers: reaching mid-game positions, playing bot games, checking that bots do not peek. */
import {
  type AnyGame,
  applyAction,
  canonicalJson,
  chooseRandom,
  newRandomMemory,
  Rng,
  type Seat,
} from '@tabula/engine';
import { type LoyangAction, type LoyangState, loyang } from '@tabula/loyang';
import { type Bot, createBot } from '../src';

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

export interface LoyangWatch {
  /** Before each action a bot chose (single legal actions included). */
  action?(s: LoyangState, seat: Seat, a: LoyangAction): void;
  /** The first state of every new round (or the finished game), and the round that ended. */
  round?(s: LoyangState, ended: number): void;
}

/**
 * Plays Loyang deal `deal` to the end with a `spec` bot in every seat, seeded `deal:seat` (the
 * arena's seeding), and returns the finished state.
 */
export function playLoyang(players: number, deal: string, spec: string, watch: LoyangWatch = {}): LoyangState {
  const game = loyang as AnyGame;
  const bots = Array.from({ length: players }, (_, seat) => createBot(game, spec, `${deal}:${seat}`));
  let s = loyang.setup({ players, seed: deal, options: {} });
  let round = s.round;
  while (loyang.activeSeats(s).length) {
    const seat = loyang.activeSeats(s)[0]!;
    const legal = loyang.legalActions(s, seat);
    const a = (legal.length === 1 ? legal[0] : bots[seat]!.choose(loyang.view(s, seat), seat, legal)) as LoyangAction;
    watch.action?.(s, seat, a);
    s = applyAction<LoyangState>(loyang, s, seat, a).state;
    if (s.round !== round || s.phase === 'over') {
      watch.round?.(s, round);
      round = s.round;
    }
  }
  return s;
}
