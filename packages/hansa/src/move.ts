/** Move (H-9, A-9): lift up to Liber Sophiae own pieces from posts, then put each on an empty post. */
import { check, type GameEvent, type Seat } from '@tabula/engine';
import { abilityValue } from './desk';
import { pushDecision, replaceTop, setPost } from './edit';
import { KIND_NAMES, parseKind, parsePost, parseRoute, routeId } from './rules';
import { EMPTY, type Decision, type HansaAction, type HansaState } from './types';

type Lift = Decision & { kind: 'moveLift' };
type Put = Decision & { kind: 'movePut' };

/** Own pieces on posts, as `move` (starting the action) or `lift` actions. */
export function legalLift(s: HansaState, seat: Seat, type: 'move' | 'lift', out: HansaAction[]): void {
  for (let r = 0; r < s.posts.length; r++) {
    const row = s.posts[r]!;
    for (let i = 0; i < row.length; i++)
      if (row[i] !== EMPTY && row[i]! >> 1 === seat) out.push({ type, route: routeId(s, r), post: i });
  }
}

function lift(s: HansaState, seat: Seat, a: { route: unknown; post: unknown }, events: GameEvent[]): number {
  const r = parseRoute(s, a.route, 'H-9.1');
  const i = parsePost(s, r, a.post, 'H-9.1');
  const pc = s.posts[r]![i]!;
  check(pc !== EMPTY && pc >> 1 === seat, 'H-9.3', 'you may move only your own pieces on posts');
  setPost(s, r, i, EMPTY);
  events.push({ type: 'lift', seat, route: a.route, post: i, piece: KIND_NAMES[pc & 1] });
  return pc & 1;
}

/** The Move action begins by lifting its first piece. */
export function applyMove(s: HansaState, seat: Seat, a: HansaAction & { type: 'move' }, events: GameEvent[]): void {
  const k = lift(s, seat, a, events);
  const left = abilityValue(s.seats[seat]!, 'liberSophiae') - 1;
  pushDecision(s, left > 0 ? { kind: 'moveLift', seat, left, hand: [k] } : { kind: 'movePut', seat, hand: [k] });
}

export function legalMoveLift(s: HansaState, d: Lift, out: HansaAction[]): void {
  legalLift(s, d.seat, 'lift', out);
  out.push({ type: 'liftDone' });
}

export function applyMoveLift(s: HansaState, d: Lift, a: HansaAction, events: GameEvent[]): void {
  if (a.type === 'liftDone') {
    replaceTop(s, { kind: 'movePut', seat: d.seat, hand: d.hand });
    return;
  }
  check(a.type === 'lift', 'H-9.1', 'lift another own piece or stop lifting');
  const k = lift(s, d.seat, a, events);
  const hand = [...d.hand, k];
  replaceTop(
    s,
    d.left > 1 ? { kind: 'moveLift', seat: d.seat, left: d.left - 1, hand } : { kind: 'movePut', seat: d.seat, hand },
  );
}

/**
 * One frozen object per put (route id, post, piece), made once: a Move's put list names every
 * empty post — hundreds of actions at each of its decisions — and a search, which lists it again
 * at every visit, compares actions by identity before field by field (issue 22). Route ids come
 * from the boards' data, so the table is bounded; frozen, since every caller shares it.
 */
const PUTS = new Map<string, HansaAction[]>();

/** A route's row of the table, looked up once per route rather than once per post. */
function putsOf(route: string): HansaAction[] {
  let row = PUTS.get(route);
  if (!row) PUTS.set(route, (row = []));
  return row;
}

function putAction(puts: HansaAction[], route: string, post: number, kind: 0 | 1): HansaAction {
  return (puts[post * 2 + kind] ??= Object.freeze({
    type: 'put',
    route,
    post,
    piece: KIND_NAMES[kind],
  }) as HansaAction);
}

export function legalMovePut(s: HansaState, d: Put, out: HansaAction[]): void {
  const hasT = d.hand.includes(0);
  const hasM = d.hand.includes(1);
  for (let r = 0; r < s.posts.length; r++) {
    const row = s.posts[r]!;
    const id = routeId(s, r);
    const puts = putsOf(id);
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== EMPTY) continue;
      if (hasT) out.push(putAction(puts, id, i, 0));
      if (hasM) out.push(putAction(puts, id, i, 1));
    }
  }
}

/** Puts one lifted piece on an empty post; the Move action ends with the last one (H-9.1). */
export function applyMovePut(s: HansaState, d: Put, a: HansaAction, events: GameEvent[]): void {
  check(a.type === 'put', 'H-9.1', 'put every lifted piece on an empty post');
  const r = parseRoute(s, a.route, 'H-9.1');
  const i = parsePost(s, r, a.post, 'H-9.1');
  const k = parseKind(a.piece, 'H-9.1');
  check(s.posts[r]![i] === EMPTY, 'H-9.1', 'that post is not empty');
  const at = d.hand.indexOf(k);
  check(at >= 0, 'H-9.1', `you have not lifted a ${a.piece}`);
  setPost(s, r, i, d.seat * 2 + k);
  events.push({ type: 'put', seat: d.seat, route: a.route, post: i, piece: a.piece });
  const hand = d.hand.slice();
  hand.splice(at, 1);
  replaceTop(s, hand.length ? { kind: 'movePut', seat: d.seat, hand } : null);
}
