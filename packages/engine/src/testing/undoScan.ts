/**
 * Random play through `step` with the undo trail kept, for games' undo tests: every action is
 * shown to `visit` with the trail before and after it, and at every point where the acting seat
 * may undo, the undo is tried and must restore exactly the state before (U3).
 */
import type { AnyGame, GameOptions, Seat } from '../contract';
import { stateHash } from '../hash';
import { chooseRandom, newRandomMemory } from '../randomPolicy';
import { Rng } from '../rng';
import { emptyTrail, legalUndo, step, UNDO, type UndoTrail } from '../undo';

export interface UndoVisit {
  before: unknown;
  after: unknown;
  seat: Seat;
  action: { type: string };
  trail: UndoTrail<unknown>;
}

/** Plays one random game of `seed` (at most `maxActions`); `visit` returning true stops it. */
export function undoScan(game: AnyGame, players: number, seed: string, visit: (v: UndoVisit) => boolean | void, options: GameOptions = {}, maxActions = 5000): void {
  const rng = Rng.seed(seed);
  const memory = newRandomMemory(players);
  let state: unknown = game.setup({ players, seed, options });
  let trail: UndoTrail<unknown> = emptyTrail();
  for (let n = 0; n < maxActions; n++) {
    const active = game.activeSeats(state);
    if (active.length === 0) return;
    const seat = active[rng.int(active.length)]!;
    const action = chooseRandom(game, game.legalActions(state, seat), seat, rng, memory) as { type: string };
    const r = step(game, state, trail, seat, action);
    if (legalUndo(game, r.trail, seat)) {
      const back = step(game, r.state, r.trail, seat, UNDO);
      if (stateHash(back.state) !== stateHash(state)) throw new Error(`${seed} #${n}: undo of ${JSON.stringify(action)} did not restore the state`);
    }
    const stop = visit({ before: state, after: r.state, seat, action, trail: r.trail });
    state = r.state;
    trail = r.trail;
    if (stop) return;
  }
}
