/** Who acts (activeSeats) and what they may do (legalActions), from the top pending decision. */
import type { Seat } from '@tabula/engine';
import { legalBegin, legalDetails } from './begin';
import { legalRelocate } from './displace';
import { legalEstablish, legalStepC } from './establish';
import { legalMoveLift, legalMovePut } from './move';
import { legalPlacePawn } from './pawn';
import { actionsLeft, topPending } from './rules';
import { legalRemove, legalTokens } from './tokens';
import { legalPlaceBonus } from './turn';
import type { HansaAction, HansaState } from './types';

export function activeSeats(s: HansaState): Seat[] {
  if (s.over) return [];
  const top = topPending(s);
  return [top ? top.seat : s.current];
}

export function legalActions(s: HansaState, seat: Seat): HansaAction[] {
  if (s.over) return [];
  const out: HansaAction[] = [];
  const top = topPending(s);
  if (top) {
    if (top.seat !== seat) return out;
    switch (top.kind) {
      case 'placePawn':
        legalPlacePawn(s, out);
        break;
      case 'action':
        legalDetails(s, seat, top.action, out);
        break;
      case 'relocate':
        legalRelocate(s, top, out);
        break;
      case 'moveLift':
        legalMoveLift(s, top, out);
        break;
      case 'movePut':
        legalMovePut(s, top, out);
        break;
      case 'establish':
        legalStepC(s, top, out);
        break;
      case 'removeThree':
        legalRemove(s, out);
        break;
      case 'placeBonus':
        legalPlaceBonus(s, out);
        break;
    }
    return out;
  }
  if (seat !== s.current) return out;
  const withActions = actionsLeft(s) > 0;
  legalBegin(s, seat, withActions, out);
  if (withActions) legalEstablish(s, seat, out);
  legalTokens(s, seat, out);
  out.push({ type: 'endTurn' });
  return out;
}
