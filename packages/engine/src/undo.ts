/**
 * Undo: a seat takes back its own latest actions (README.md, "Undo"). The history lives beside
 * the state, in an `UndoTrail` kept by whoever plays a record (replay, the server, the web replay
 * viewer) — never inside the state, so `apply`, `legalActions` and every bot's search stay as
 * fast as they were and never see an undo.
 *
 * An undo is recorded in the log as `{ seat, action: { type: 'undo' } }`; `step` below is the one
 * function that applies a log entry, plain or undo, so every replay of a record is exact.
 *
 * Invariants (tested in test/undo*.test.ts):
 * - U1 Only the seat that acted last may undo, and only its own actions since the last barrier.
 * - U2 A barrier is: another seat acting, an action after which the acting seat is no longer
 *   active (its turn or its step of a simultaneous phase ended), or an action the game marks
 *   `irreversible` (it drew randomness or revealed hidden information). A game without
 *   `irreversible` has no undo.
 * - U3 An undo restores exactly the state before the action it takes back; every seat had been
 *   sent the view of that state already, so an undo reveals nothing.
 * - U4 A refusal names its rule (`ENGINE-UNDO-…`) and changes nothing.
 */
import type { AnyGame, ApplyResult, GameEvent, Seat } from './contract';
import { IllegalAction } from './illegal';
import { applyAction } from './play';

/** The one undo action: the same for every game, never among `legalActions`. */
export const UNDO = Object.freeze({ type: 'undo' as const });

/** True for `{ type: 'undo' }` and nothing else (an extra key makes it an ordinary, bad action). */
export function isUndo(action: unknown): boolean {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return false;
  const keys = Object.keys(action);
  return keys.length === 1 && (action as { type?: unknown }).type === 'undo';
}

/** Why nothing before the trail's first state can be taken back (U2). */
export type UndoBarrier =
  | { kind: 'start' }
  | { kind: 'other'; seat: Seat }
  | { kind: 'ended' }
  | { kind: 'irreversible'; why: string };

export interface UndoTrail<S> {
  /** The seat that acted last, or null before the first action. */
  seat: Seat | null;
  /** The states before each of its actions that may still be taken back, oldest first. */
  before: readonly S[];
  /** What stops the trail from reaching further back. */
  barrier: UndoBarrier;
}

export function emptyTrail<S>(): UndoTrail<S> {
  return { seat: null, before: [], barrier: { kind: 'start' } };
}

/** The refusal an undo by `seat` would meet now, or null when it is allowed. */
export function undoRefusal(game: AnyGame, trail: UndoTrail<unknown>, seat: Seat): IllegalAction | null {
  if (!game.irreversible) return new IllegalAction('ENGINE-UNDO-GAME', `${game.name} has no undo`);
  if (trail.seat !== null && trail.seat !== seat)
    return new IllegalAction(
      'ENGINE-UNDO-OTHER',
      `seat ${trail.seat} has acted since: only your own actions that no other seat has acted on can be taken back`,
    );
  if (trail.before.length > 0) return null;
  const b = trail.barrier;
  if (b.kind === 'irreversible')
    return new IllegalAction('ENGINE-UNDO-HIDDEN', `your last action cannot be taken back: ${b.why}`);
  if (b.kind === 'ended')
    return new IllegalAction(
      'ENGINE-UNDO-ENDED',
      'after your last action you owed no decision (your turn or step ended, or another seat must answer it): it cannot be taken back',
    );
  if (b.kind === 'other')
    return new IllegalAction('ENGINE-UNDO-NONE', `nothing to take back: you have not acted since seat ${b.seat} did`);
  return new IllegalAction('ENGINE-UNDO-NONE', 'nothing to take back: you have not acted yet');
}

/** True when `seat` may undo now (the web shows its Undo button from this). */
export function legalUndo(game: AnyGame, trail: UndoTrail<unknown>, seat: Seat): boolean {
  return undoRefusal(game, trail, seat) === null;
}

/** The trail after `seat`'s plain action turned `before` into `after` (U2). */
export function extendTrail<S>(
  game: AnyGame,
  trail: UndoTrail<S>,
  before: S,
  seat: Seat,
  action: unknown,
  after: S,
): UndoTrail<S> {
  if (!game.irreversible) return trail.seat === seat ? trail : { seat, before: [], barrier: { kind: 'start' } };
  const kept: UndoTrail<S> =
    trail.seat === seat
      ? trail
      : { seat, before: [], barrier: trail.seat === null ? { kind: 'start' } : { kind: 'other', seat: trail.seat } };
  const why = game.irreversible(before, seat, action, after);
  if (why !== null) return { seat, before: [], barrier: { kind: 'irreversible', why } };
  if (!game.activeSeats(after).includes(seat)) return { seat, before: [], barrier: { kind: 'ended' } };
  return { seat, before: [...kept.before, before], barrier: kept.barrier };
}

export interface StepResult<S> extends ApplyResult<S> {
  trail: UndoTrail<S>;
}

/**
 * Applies one log entry — a plain action through `applyAction`, or an undo — and returns the new
 * state, its events and the new trail. Throws `IllegalAction` (nothing changed) on a refusal.
 */
export function step<S>(game: AnyGame, state: S, trail: UndoTrail<S>, seat: Seat, action: unknown): StepResult<S> {
  if (isUndo(action)) {
    const refused = undoRefusal(game, trail, seat);
    if (refused) throw refused;
    const restored = trail.before[trail.before.length - 1]!;
    const events: GameEvent[] = [{ type: 'undo', seat }];
    return { state: restored, events, trail: { seat, before: trail.before.slice(0, -1), barrier: trail.barrier } };
  }
  const r = applyAction<S>(game, state, seat, action);
  return { state: r.state, events: r.events, trail: extendTrail(game, trail, state, seat, action, r.state) };
}
