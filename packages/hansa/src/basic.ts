/** The two simple actions: Income (H-6) and Place (H-7). */
import { check, IllegalAction, type GameEvent, type Seat } from '@tabula/engine';
import { abilityValue } from './desk';
import { count, plus, setPost, updatePlayer } from './edit';
import { KIND_NAMES, parseKind, parsePost, parseRoute, routeAllowed, routeId } from './rules';
import { EMPTY, type HansaAction, type HansaState } from './types';

/** H-6.1, A-4: up to Bursa pieces (C = all), any mix, at least one. */
export function legalIncome(s: HansaState, seat: Seat, out: HansaAction[]): void {
  const p = s.seats[seat]!;
  const cap = abilityValue(p, 'bursa');
  for (let m = 0; m <= Math.min(p.general.m, cap); m++)
    for (let t = 0; t <= Math.min(p.general.t, cap - m); t++)
      if (t + m > 0) out.push({ type: 'income', traders: t, merchants: m });
}

export function applyIncome(s: HansaState, seat: Seat, a: HansaAction & { type: 'income' }, events: GameEvent[]): void {
  const p = s.seats[seat]!;
  const { traders: t, merchants: m } = a;
  check(
    Number.isInteger(t) && Number.isInteger(m) && t >= 0 && m >= 0 && t + m > 0,
    'H-6.1',
    'take at least one piece',
  );
  check(t <= p.general.t && m <= p.general.m, 'H-6.2', 'you can take only what is in your general supply');
  // The message is written only on refusal (see apply.ts).
  if (t + m > abilityValue(p, 'bursa'))
    throw new IllegalAction('H-6.1', `Bursa lets you take at most ${abilityValue(p, 'bursa')} pieces`);
  updatePlayer(s, seat, (q) => {
    q.general = { t: q.general.t - t, m: q.general.m - m };
    q.personal = { t: q.personal.t + t, m: q.personal.m + m };
  });
  events.push({ type: 'income', seat, traders: t, merchants: m });
}

/** H-7.1–H-7.3 */
export function legalPlace(s: HansaState, seat: Seat, out: HansaAction[]): void {
  const p = s.seats[seat]!;
  for (let r = 0; r < s.posts.length; r++) {
    if (!routeAllowed(s, r)) continue;
    const row = s.posts[r]!;
    const id = routeId(s, r);
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== EMPTY) continue;
      for (let k = 0; k < 2; k++)
        if (count(p.personal, k) > 0) out.push({ type: 'place', route: id, post: i, piece: KIND_NAMES[k]! });
    }
  }
}

export function applyPlace(s: HansaState, seat: Seat, a: HansaAction & { type: 'place' }, events: GameEvent[]): void {
  const r = parseRoute(s, a.route, 'H-7.1');
  const i = parsePost(s, r, a.post, 'H-7.1');
  const k = parseKind(a.piece, 'H-7.1');
  check(routeAllowed(s, r), 'H-7.3', "with 2 players you place only on a border of the pawn's province");
  check(s.posts[r]![i] === EMPTY, 'H-7.1', 'that post is not empty');
  if (count(s.seats[seat]!.personal, k) <= 0) throw new IllegalAction('H-7.1', `no ${a.piece} in your personal supply`);
  updatePlayer(s, seat, (q) => (q.personal = plus(q.personal, k, -1)));
  setPost(s, r, i, seat * 2 + k);
  events.push({ type: 'place', seat, route: a.route, post: i, piece: a.piece });
}
