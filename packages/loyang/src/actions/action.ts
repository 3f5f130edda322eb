/**
 * What every action file provides (issue 43: one file per rulebook concept, the shape the Helpers
 * have in `helpers/helper.ts`): the action `legalActions` lists that an input names (`named`, the
 * single statement of when it is legal; the file's `list…` functions push the same candidates),
 * why it is refused (`rule`, `refusal`, for `explain.ts`) and its effect (`apply`). The registry
 * by action type is `index.ts`; `legal.ts`, `validate.ts`, `explain.ts` and `apply.ts` dispatch.
 */
import type { IllegalAction, Seat } from '@tabula/engine';
import type { Ctx } from '../ctx';
import type { Decision, DecisionKind, LoyangAction as A, LoyangState, Player } from '../types';

/** An input to check: any JSON object (`shape.ts` checks the shape only on the refusal path). */
export type In = Record<string, unknown>;

/** A rule id and the reason in words. */
export type RuleRefusal = [rule: string, reason: string];

export interface ActionRule {
  /**
   * The action `legalActions(s, seat)` lists under `d` that `x` names (the customer named by
   * `card`, the vegetable named by `veg` …), or null; `validate.ts` then compares key for key.
   */
  named(s: LoyangState, seat: Seat, d: Decision, p: Player, x: In): A | null;
  /** The effect of a listed action (`apply.ts`; the state is settled afterwards by `flow.ts`). */
  apply(ctx: Ctx, seat: Seat, a: A, d: Decision): void;
  /** The rule it mostly depends on (`explain.ts`), when the refusal is about this action. */
  rule?: RuleRefusal;
  /**
   * The decisions besides the Action-phase turn under which a refusal cites `rule` rather than
   * the decision owed; `'any'`: every decision (the "at any time" actions).
   */
  answers?: readonly DecisionKind[] | 'any';
  /** A refusal more precise than `rule` that the position tells (`explain.ts`), or null. */
  refusal?(s: LoyangState, seat: Seat, d: Decision, x: In): IllegalAction | null;
}

export const isIndex = (n: unknown, length: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < length;

/**
 * Equality of a listed action and an input: the same own keys with the same values (flat JSON;
 * `cards` is the only array).
 */
export function sameAction(l: A, a: unknown): boolean {
  // The listed object itself (bots, replays of recorded games, interned.ts): equal by identity.
  if (l === a) return true;
  if (a === null || typeof a !== 'object') return false;
  const x = a as In;
  const y = l as unknown as In;
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  for (const k of kx) {
    if (!Object.hasOwn(y, k)) return false;
    const u = x[k];
    const w = y[k];
    if (Array.isArray(w)) {
      if (!Array.isArray(u) || u.length !== w.length) return false;
      for (let i = 0; i < w.length; i++) if (u[i] !== w[i]) return false;
    } else if (u !== w) return false;
  }
  return true;
}
