/**
 * The one error a game throws for an action it refuses. `ruleId` names the rule broken
 * (`L-9.H.5`, `H-4.2`, or `ENGINE-…` for contract-level refusals such as a seat that is not active).
 */
export class IllegalAction extends Error {
  readonly ruleId: string;
  constructor(ruleId: string, message: string) {
    super(`illegal (${ruleId}): ${message}`);
    this.name = 'IllegalAction';
    this.ruleId = ruleId;
  }
}

export function isIllegalAction(e: unknown): e is IllegalAction {
  return e instanceof IllegalAction || (e instanceof Error && e.name === 'IllegalAction' && 'ruleId' in e);
}

/** Throws an `IllegalAction` unless `ok` holds. */
export function check(ok: unknown, ruleId: string, message: string): asserts ok {
  if (!ok) throw new IllegalAction(ruleId, message);
}
