/**
 * A line of the Hansa turn planner (`hansaPlan.ts`): positions reached by whole actions from the
 * turn's start, the plan they make, and how a line's end is scored for the seat — the margin of
 * the evaluation over the best other seat. The look-ahead (`hansaSearch.ts`) plays these plans and
 * scores its play-outs the same way.
 */
import { lastOf } from '@tabula/engine';
import { hansa, type HansaAction, type HansaState } from '@tabula/hansa';
import { evaluateAll } from '../evaluation/hansa';

export interface Line {
  s: HansaState;
  /** The line this one extends by `act` (null at the root). */
  parent: Line | null;
  act: HansaAction | null;
  /** Actions since the root. */
  length: number;
  /** Establish actions since the root (H-10). */
  established: number;
  v: number;
}

/** A plan: the actions of a line and the position expected before each. */
export interface Plan {
  acts: HansaAction[];
  keys: string[];
}

export function planOf(line: Line): Plan {
  const acts: HansaAction[] = [];
  const keys: string[] = [];
  for (let l = line; l.parent; l = l.parent) {
    acts.push(l.act!);
    keys.push(stateKey(l.parent.s));
  }
  return { acts: acts.reverse(), keys: keys.reverse() };
}

export function topOf(s: HansaState) {
  return lastOf(s.pending);
}

export function acting(s: HansaState, seat: number): boolean {
  if (s.over) return false;
  const top = topOf(s);
  return top ? top.seat === seat : s.current === seat;
}

/** The position as the seat may know it: hidden parts (the bonus pile, others' plates) left out. */
export function stateKey(s: HansaState): string {
  const seats = s.seats.map((p) => [
    p.desk,
    p.personal,
    p.general,
    p.prestige,
    p.tokens,
    p.usedTokens,
    p.plate.length,
    p.eastWest,
  ]);
  return JSON.stringify([
    s.posts,
    s.kontors,
    s.extraKontors,
    s.coellen,
    s.routeTokens,
    seats,
    s.completedCities,
    s.current,
    s.turn,
    s.actionsUsed,
    s.extraActions,
    s.pawn,
    s.pawnFreeUsed,
    s.pending,
    s.pile.length,
  ]);
}

/** Evaluation margin over the best other seat; a finished game by its final scores. */
export function marginOf(s: HansaState, seat: number, rivals = 1): number {
  if (s.over) {
    const o = hansa.outcome(s)!;
    let best = -Infinity;
    o.scores.forEach((x, i) => {
      if (i !== seat && x > best) best = x;
    });
    return o.scores[seat]! - best + (o.ranking[seat] === 1 ? 5 : 0);
  }
  const values = evaluateAll(s);
  let best = -Infinity;
  for (let i = 0; i < s.players; i++) if (i !== seat && values[i]! > best) best = values[i]!;
  return values[seat]! - rivals * best;
}

export function wins(s: HansaState, seat: number): boolean {
  return s.over && hansa.outcome(s)!.ranking[seat] === 1;
}
