/**
 * Turn flow (H-5): what happens when an action is complete, the end of a turn with the placing
 * of replacement bonus tokens (H-11.6), the next player, and the end of the game (H-12.2).
 */
import { check, type GameEvent, type Seat } from '@tabula/engine';
import { replaceTop, pushDecision, updatePlayer } from './edit';
import { actionsLeft, anyBonusEligible, bonusEligible, hasUsableToken, parseRoute, routeId } from './rules';
import type { HansaAction, HansaState } from './types';

/**
 * Called whenever an action (with every reaction it caused) or a token use is complete and the
 * decision stack is empty. H-12.2: a triggered end ends the game now. Otherwise, when ending the
 * turn is all that is left to do, the turn ends by itself.
 */
export function afterAction(s: HansaState, events: GameEvent[]): void {
  if (s.pending.length) return;
  if (s.endTriggered) {
    s.over = true;
    events.push({ type: 'gameOver' });
    return;
  }
  if (actionsLeft(s) <= 0 && !hasUsableToken(s) && !(s.provinces && !s.pawnFreeUsed)) endTurn(s, events);
}

/** H-5.1, H-11.6: the turn ends; the drawer now looks at the plate tokens and places them. */
export function endTurn(s: HansaState, events: GameEvent[]): void {
  const seat = s.current;
  const plate = s.seats[seat]!.plate;
  if (plate.length) {
    // Seed: the token is drawn "senza guardarlo" (unseen) and looked at only now.
    const unseen = plate.filter((t) => !t.seen);
    if (unseen.length) {
      updatePlayer(s, seat, (p) => (p.plate = p.plate.map((t) => (t.seen ? t : { token: t.token, seen: true }))));
      events.push({ type: 'plateRevealed', seat, tokens: unseen.map((t) => t.token), to: [seat] });
    }
    if (anyBonusEligible(s)) {
      pushDecision(s, { kind: 'placeBonus', seat });
      return;
    }
    events.push({ type: 'bonusKept', seat, count: plate.length });
  }
  nextTurn(s, events);
}

function nextTurn(s: HansaState, events: GameEvent[]): void {
  s.current = (s.current + 1) % s.players;
  s.turn += 1;
  s.actionsUsed = 0;
  s.extraActions = 0;
  s.pawnFreeUsed = false;
  events.push({ type: 'turn', seat: s.current, turn: s.turn });
}

export function legalPlaceBonus(s: HansaState, out: HansaAction[]): void {
  for (let r = 0; r < s.posts.length; r++)
    if (bonusEligible(s, r)) out.push({ type: 'placeBonus', route: routeId(s, r) });
}

/** H-11.6: the first plate token goes face up at an eligible route; A-15 when none is left. */
export function applyPlaceBonus(s: HansaState, seat: Seat, a: HansaAction, events: GameEvent[]): void {
  check(a.type === 'placeBonus', 'H-11.6', 'place your replacement bonus token first');
  const r = parseRoute(s, (a as { route?: unknown }).route, 'H-11.6');
  check(
    bonusEligible(s, r),
    'H-11.6',
    'a bonus token goes to a route with no token, no pieces and a free Kontor space in an end city',
  );
  const token = s.seats[seat]!.plate[0]!.token;
  updatePlayer(s, seat, (p) => (p.plate = p.plate.slice(1)));
  const tokens = s.routeTokens.slice();
  tokens[r] = token;
  s.routeTokens = tokens;
  events.push({ type: 'bonusPlaced', seat, route: routeId(s, r), token });
  if (s.seats[seat]!.plate.length && anyBonusEligible(s)) return;
  replaceTop(s, null);
  if (s.seats[seat]!.plate.length) events.push({ type: 'bonusKept', seat, count: s.seats[seat]!.plate.length });
  nextTurn(s, events);
}
