/**
 * `apply`: validates and applies one action on a shallow copy of the state (copy-on-write, see
 * edit.ts). Every check runs before the first change, so a refusal leaves nothing changed.
 */
import { check, IllegalAction, type ApplyResult, type GameEvent, type Seat } from '@tabula/engine';
import { applyBegin, applyDetails, costsAction } from './begin';
import { applyRelocate } from './displace';
import { copyState } from './edit';
import { applyEstablish, applyStepC } from './establish';
import { applyMoveLift, applyMovePut } from './move';
import { applyPlacePawn } from './pawn';
import { actionsLeft, topPending } from './rules';
import { assertFields } from './shape';
import { applyRemove, applyToken, isTokenAction } from './tokens';
import { afterAction, applyPlaceBonus, endTurn } from './turn';
import type { HansaAction, HansaState } from './types';

export function apply(state: HansaState, seat: Seat, action: HansaAction): ApplyResult<HansaState> {
  check(!state.over, 'H-12.2', 'the game is over');
  check(
    action !== null && typeof action === 'object' && typeof action.type === 'string',
    'ENGINE-MALFORMED',
    'an action is an object with a type',
  );
  assertFields(action);
  return applyListed(state, seat, action);
}

/**
 * `apply` for an action taken unchanged from `legalActions(state, seat)` (contract.ts): its shape
 * is not checked again. The rules' own checks below stay: they are the rules.
 */
export function applyListed(state: HansaState, seat: Seat, action: HansaAction): ApplyResult<HansaState> {
  const s = copyState(state);
  const events: GameEvent[] = [];
  const top = topPending(s);
  if (top) {
    // Refusals whose message names values are thrown with the message written only then: a
    // template in a \`check\` is built on every call, and these run at every action of a search.
    if (top.seat !== seat) throw new IllegalAction('H-5.4', `seat ${top.seat} owes a decision (${top.kind}) first`);
    switch (top.kind) {
      case 'placePawn':
        applyPlacePawn(s, seat, action, events);
        break;
      case 'action':
        applyDetails(s, top, action, events);
        break;
      case 'relocate':
        applyRelocate(s, top, action, events);
        break;
      case 'moveLift':
        applyMoveLift(s, top, action, events);
        break;
      case 'movePut':
        applyMovePut(s, top, action, events);
        break;
      case 'establish':
        applyStepC(s, top, action, events);
        break;
      case 'removeThree':
        applyRemove(s, top, action, events);
        break;
      case 'placeBonus':
        applyPlaceBonus(s, seat, action, events);
        return { state: s, events };
    }
    afterAction(s, events);
    return { state: s, events };
  }
  if (seat !== s.current) throw new IllegalAction('H-5.1', `it is seat ${s.current}'s turn`);
  if (action.type === 'begin' || action.type === 'establish') {
    const spends = action.type === 'establish' || costsAction(action.action);
    check(!spends || actionsLeft(s) > 0, 'H-5.2', 'no action left this turn');
    if (spends) s.actionsUsed += 1;
    if (action.type === 'begin') applyBegin(s, seat, action, events);
    else applyEstablish(s, seat, action, events);
  } else if (isTokenAction(action)) {
    applyToken(s, seat, action, events);
  } else if (action.type === 'endTurn') {
    events.push({ type: 'endTurn', seat });
    endTurn(s, events);
    return { state: s, events };
  } else {
    check(false, 'H-5.3', `"${action.type}" is not possible now`);
  }
  afterAction(s, events);
  return { state: s, events };
}
