/** Comparing and validating actions generically: plain JSON values, compared canonically. */
import type { ApplyResult, GameDefinition, Seat } from './contract';
import { canonicalJson } from './hash';
import { IllegalAction } from './illegal';

/**
 * Applies an action the caller took unchanged from `game.legalActions(state, seat)`: the game's
 * unchecked `applyListed` when it has one, else `apply` (see the contract).
 */
export function applyListed<S, A>(
  game: GameDefinition<S, A, unknown>,
  state: S,
  seat: Seat,
  action: A,
): ApplyResult<S> {
  return game.applyListed ? game.applyListed(state, seat, action) : game.apply(state, seat, action);
}

/** True when two actions are the same JSON value (key order ignored). */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

/** Index of `action` in `legal`, or -1. */
export function indexOfAction<A>(legal: readonly A[], action: unknown): number {
  let key: string;
  try {
    key = canonicalJson(action);
  } catch {
    return -1;
  }
  for (let i = 0; i < legal.length; i++) if (canonicalJson(legal[i]) === key) return i;
  return -1;
}

const MAX_DEPTH = 8;
const MAX_KEYS = 64;

/**
 * Throws `IllegalAction('ENGINE-MALFORMED')` unless `action` is a small plain JSON object with a
 * string `type`: the shape every game's actions have. Guards games against hostile input.
 */
export function assertActionShape(action: unknown): asserts action is { type: string } {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) malformed('not an object');
  if (typeof (action as { type?: unknown }).type !== 'string') malformed('no string "type"');
  walkShape(action, 0);
}

// Module-level, not closures of `assertActionShape`: the CLI runs through tsx, whose esbuild keeps
// function names by redefining `name` on every closure made (an `Object.defineProperty` per call),
// which was 4–6 % of a search's time spent in this check (issue 22).
function malformed(why: string): never {
  throw new IllegalAction('ENGINE-MALFORMED', `malformed action: ${why}`);
}

function walkShape(v: unknown, depth: number): void {
  if (depth > MAX_DEPTH) malformed('nested too deeply');
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) malformed('non-finite number');
    return;
  }
  if (Array.isArray(v)) {
    if (v.length > MAX_KEYS) malformed('array too long');
    for (const x of v) walkShape(x, depth + 1);
    return;
  }
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) malformed('not a plain object');
    const keys = Object.keys(v as object);
    if (keys.length > MAX_KEYS) malformed('too many keys');
    for (const k of keys) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') malformed(`forbidden key "${k}"`);
      walkShape((v as Record<string, unknown>)[k], depth + 1);
    }
    return;
  }
  malformed(`unsupported value of type ${typeof v}`);
}
