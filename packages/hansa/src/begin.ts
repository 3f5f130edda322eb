/**
 * Income, Place, Displace and Move are chosen in two steps (engine.md §2): `begin` spends the
 * action (H-5.2) and pushes an `action` decision whose list holds the details. A `begin` is
 * offered only when at least one detail is legal, so a begun action can always be completed.
 */
import { check, IllegalAction, type GameEvent, type Seat } from '@tabula/engine';
import { applyIncome, applyPlace, legalIncome, legalPlace } from './basic';
import { applyDisplace, legalDisplace } from './displace';
import { pushDecision, replaceTop } from './edit';
import { applyMove, legalLift } from './move';
import { applyMovePawn, legalMovePawn } from './pawn';
import { routeAllowed } from './rules';
import { EMPTY, type Decision, type HansaAction, type HansaState, type SimpleAction } from './types';

type Chosen = Decision & { kind: 'action' };

const RULE: Record<SimpleAction, string> = {
  income: 'H-6.1',
  place: 'H-7.1',
  displace: 'H-8.1',
  move: 'H-9.1',
  pawn: 'H-14.5',
  pawnFree: 'H-14.5',
};

export function legalDetails(s: HansaState, seat: Seat, action: SimpleAction, out: HansaAction[]): void {
  if (action === 'income') legalIncome(s, seat, out);
  else if (action === 'place') legalPlace(s, seat, out);
  else if (action === 'displace') legalDisplace(s, seat, out);
  else if (action === 'move') legalLift(s, seat, 'move', out);
  else legalMovePawn(s, action === 'pawn', out);
}

const SIMPLE: readonly SimpleAction[] = ['income', 'place', 'displace', 'move', 'pawn', 'pawnFree'];

/** Whether a `begin` spends an action (all but the free pawn move, H-14.5). */
export function costsAction(a: SimpleAction): boolean {
  return a !== 'pawnFree';
}

/** Whether `action` has at least one legal detail, without listing them. */
function possible(s: HansaState, seat: Seat, action: SimpleAction): boolean {
  const p = s.seats[seat]!;
  // H-14.5: the pawn stands on the board only in the 2-player game with provinces; it is placed
  // by the placePawn decision (H-14.4), which is owed before any begin.
  if (action === 'pawnFree') return s.pawn !== null && !s.pawnFreeUsed;
  if (action === 'pawn') return s.pawn !== null;
  if (action === 'income') return p.general.t + p.general.m > 0;
  const supply = p.personal.t + p.personal.m;
  if (action !== 'move' && supply === 0) return false;
  for (let r = 0; r < s.posts.length; r++) {
    if (action !== 'move' && !routeAllowed(s, r)) continue;
    // Indexed: the search asks this at every begin decision, and a for…of allocated per post.
    const row = s.posts[r]!;
    for (let i = 0; i < row.length; i++) {
      const pc = row[i]!;
      if (action === 'place' && pc === EMPTY) return true;
      if (action === 'move' && pc !== EMPTY && pc >> 1 === seat) return true;
      // H-8.3: the replacing piece plus a penalty of 1 (trader) or 2 (merchant).
      if (action === 'displace' && pc !== EMPTY && pc >> 1 !== seat && supply >= 2 + (pc & 1)) return true;
    }
  }
  return false;
}

/** With no action left only the free pawn move may still begin (after the last action). */
export function legalBegin(s: HansaState, seat: Seat, withActions: boolean, out: HansaAction[]): void {
  for (const action of SIMPLE)
    if ((withActions || !costsAction(action)) && possible(s, seat, action)) out.push({ type: 'begin', action });
}

export function applyBegin(s: HansaState, seat: Seat, a: HansaAction & { type: 'begin' }, events: GameEvent[]): void {
  check(SIMPLE.includes(a.action), 'H-5.3', 'the actions are income, place, displace, move and establish');
  // The message is written only on refusal (see apply.ts).
  if (!possible(s, seat, a.action)) throw new IllegalAction(RULE[a.action], `${a.action} is not possible now`);
  events.push({ type: 'begin', seat, action: a.action });
  pushDecision(s, { kind: 'action', seat, action: a.action });
}

export function applyDetails(s: HansaState, d: Chosen, a: HansaAction, events: GameEvent[]): void {
  const rule = RULE[d.action];
  const want = d.action === 'pawn' || d.action === 'pawnFree' ? 'movePawn' : d.action;
  if (a.type !== want) throw new IllegalAction(rule, `give the details of your ${d.action} action`);
  if (a.type === 'movePawn')
    check(
      a.paid === (d.action === 'pawn'),
      rule,
      d.action === 'pawn' ? 'this pawn move costs an action' : 'this is the free pawn move',
    );
  replaceTop(s, null);
  if (a.type === 'income') applyIncome(s, d.seat, a, events);
  else if (a.type === 'place') applyPlace(s, d.seat, a, events);
  else if (a.type === 'displace') applyDisplace(s, d.seat, a, events);
  else if (a.type === 'move') applyMove(s, d.seat, a, events);
  else if (a.type === 'movePawn') applyMovePawn(s, d.seat, a, events);
}
