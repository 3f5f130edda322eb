/** The Path of Prosperity (L-11): one step at a time at the end of the own Action phase, the first of a round for 1, then the value entered. */
import * as I from '../interned';
import { stepCost } from '../rules';
import type { Decision, LoyangAction as A, Player } from '../types';
import type { ActionRule } from './action';

type PathDecision = Extract<Decision, { kind: 'path' }>;

/** L-11.1: not beyond the top space, paid in full. */
function affordable(p: Player, d: PathDecision): boolean {
  const cost = stepCost(p, d.steps);
  return cost !== null && p.cash >= cost;
}

export function listPath(p: Player, d: PathDecision, out: A[]): void {
  if (affordable(p, d)) out.push(I.STEP);
  out.push(I.END_PATH);
}

export const step: ActionRule = {
  named(_s, _seat, d, p) {
    return d.kind === 'path' && affordable(p, d) ? I.STEP : null;
  },
  rule: ['L-11.1', 'a step costs 1, then the value of the space entered; not beyond 20'],
  answers: ['path'],
  apply(ctx, seat, _a, decision) {
    const d = decision as PathDecision;
    ctx.gain(seat, -stepCost(ctx.s.p[seat]!, d.steps)!);
    ctx.me(seat).path += 1;
    ctx.setTop({ ...d, steps: d.steps + 1 });
    ctx.emit({ type: 'step', seat, path: ctx.s.p[seat]!.path });
  },
};

export const endPath: ActionRule = {
  named(_s, _seat, d) {
    return d.kind === 'path' ? I.END_PATH : null;
  },
  rule: ['L-11.3', 'the Path is moved only at the end of your own Action phase'],
  answers: ['path'],
  apply(ctx, seat) {
    ctx.pop(seat);
  },
};
