/**
 * Random play through `step` with the undo trail kept, for games' undo tests: every action is
 * shown to `visit` with the trail before and after it, and at every point where the acting seat
 * may undo, the undo is tried and must restore exactly the state before (U3).
 *
 * With `noLeak`, every action that may be undone is also checked to reveal nothing (U2): for each
 * seat, the state is rebuilt from that seat's view before the action (`determinize`, twice, with
 * different hidden parts), the action applied, and the seat's view after must be the real one —
 * so what the seat sees after depended only on what it saw before. (A rebuilt state in which the
 * action is not legal, because it rests on another seat's secret, is skipped.)
 */
import type { AnyGame, GameOptions, Seat } from '../contract';
import { stateHash } from '../hash';
import { chooseRandom, newRandomMemory } from '../randomPolicy';
import { Rng } from '../rng';
import { emptyTrail, legalUndo, step, UNDO, type UndoTrail } from '../undo';
import { canonicalJson } from '../hash';

export interface UndoVisit {
  before: unknown;
  after: unknown;
  seat: Seat;
  action: { type: string };
  trail: UndoTrail<unknown>;
}

/** Plays one random game of `seed` (at most `maxActions`); `visit` returning true stops it. */
/** Throws unless `seat`'s undoable `action` taught no seat anything (see above). */
function checkNoLeak(
  game: AnyGame,
  players: number,
  before: unknown,
  seat: Seat,
  action: unknown,
  after: unknown,
  rng: Rng,
  where: string,
): void {
  for (let w = 0; w < players; w++) {
    const seen = canonicalJson(game.view(after, w));
    for (let k = 0; k < 2; k++) {
      const guess = game.determinize!(game.view(before, w), w, rng);
      let r: ReturnType<AnyGame['apply']>;
      try {
        r = game.apply(guess, seat, action);
      } catch {
        if (w === seat)
          throw new Error(
            `${where}: ${JSON.stringify(action)} is not legal in a state rebuilt from its own seat's view`,
          );
        continue;
      }
      if (canonicalJson(game.view(r.state, w)) !== seen)
        throw new Error(
          `${where}: undoable ${JSON.stringify(action)} of seat ${seat} showed seat ${w} something its view before did not hold`,
        );
    }
  }
}

export function undoScan(
  game: AnyGame,
  players: number,
  seed: string,
  visit: (v: UndoVisit) => boolean | void,
  options: GameOptions = {},
  maxActions = 5000,
  noLeak = false,
): void {
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
      if (stateHash(back.state) !== stateHash(state))
        throw new Error(`${seed} #${n}: undo of ${JSON.stringify(action)} did not restore the state`);
      if (noLeak && game.determinize) checkNoLeak(game, players, state, seat, action, r.state, rng, `${seed} #${n}`);
    }
    const stop = visit({ before: state, after: r.state, seat, action, trail: r.trail });
    state = r.state;
    trail = r.trail;
    if (stop) return;
  }
}
