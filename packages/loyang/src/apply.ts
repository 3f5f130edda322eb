/**
 * `apply`: the action must be one of `legalActions` (the single source of legality, checked for
 * the one candidate the input names by `validate.ts`); a refusal names the rule (see
 * `explain.ts`) and leaves the input untouched. The effect is the action file's (`actions/`) or,
 * in a decision a Helper leaves open, the Helper's; the new state is built with copy-on-write
 * (`Ctx`) and then settled (`flow.ts`).
 */
import type { ApplyResult, Seat } from '@tabula/engine';
import { ACTIONS } from './actions/index';
import { Ctx } from './ctx';
import { explain } from './explain';
import { settle } from './flow';
import { helperStep } from './helpers/index';
import { topDecision } from './seats';
import type { Decision, LoyangAction, LoyangState } from './types';
import { listedUnder } from './validate';

export function apply(state: LoyangState, seat: Seat, action: LoyangAction): ApplyResult<LoyangState> {
  const d = listedUnder(state, seat, action);
  if (d === null) throw explain(state, seat, action);
  return effect(state, seat, action, d);
}

/** `apply` without the check, for an action taken unchanged from `legalActions(state, seat)` (contract.ts). */
export function applyListed(state: LoyangState, seat: Seat, action: LoyangAction): ApplyResult<LoyangState> {
  return effect(state, seat, action, topDecision(state, seat)!);
}

/** The effect of a listed action answering `d`, the top decision of `seat` (found once per apply). */
function effect(state: LoyangState, seat: Seat, action: LoyangAction, d: Decision): ApplyResult<LoyangState> {
  const ctx = new Ctx(state);
  const step = helperStep(d.kind);
  if (step) step.apply(ctx, seat, d, action);
  else {
    const rule = ACTIONS.get(action.type);
    if (!rule) throw new Error(`no handler for ${action.type} in ${d.kind}`);
    rule.apply(ctx, seat, action, d);
  }
  settle(ctx);
  return { state: ctx.s, events: ctx.events };
}
