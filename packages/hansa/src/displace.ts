/**
 * Displace (H-8) and the displaced owner's relocation, out of turn (H-8.4–H-8.7, A-5–A-8).
 */
import { check, type GameEvent, type Seat } from '@tabula/engine';
import { addPersonal, count, plus, pushDecision, replaceTop, setPost, updatePlayer } from './edit';
import {
  KIND_NAMES,
  isTarget,
  parseKind,
  parsePost,
  parseRoute,
  relocationTargets,
  routeAllowed,
  routeId,
} from './rules';
import { EMPTY, type Decision, type HansaAction, type HansaState } from './types';

type Relocate = Decision & { kind: 'relocate' };

/** H-8.1–H-8.3: the opponent piece, the replacing piece and how the penalty is paid. */
export function legalDisplace(s: HansaState, seat: Seat, out: HansaAction[]): void {
  const sup = s.seats[seat]!.personal;
  if (sup.t + sup.m < 2) return;
  for (let r = 0; r < s.posts.length; r++) {
    if (!routeAllowed(s, r)) continue;
    const row = s.posts[r]!;
    const id = routeId(s, r);
    for (let i = 0; i < row.length; i++) {
      const pc = row[i]!;
      if (pc === EMPTY || pc >> 1 === seat) continue;
      const penalty = 1 + (pc & 1);
      for (let w = 0; w < 2; w++) {
        if (count(sup, w) === 0) continue;
        const rest = plus(sup, w, -1);
        for (let pm = Math.max(0, penalty - rest.t); pm <= Math.min(penalty, rest.m); pm++)
          out.push({
            type: 'displace',
            route: id,
            post: i,
            piece: KIND_NAMES[w]!,
            payTraders: penalty - pm,
            payMerchants: pm,
          });
      }
    }
  }
}

export function applyDisplace(
  s: HansaState,
  seat: Seat,
  a: HansaAction & { type: 'displace' },
  events: GameEvent[],
): void {
  const r = parseRoute(s, a.route, 'H-8.1');
  const i = parsePost(s, r, a.post, 'H-8.1');
  const w = parseKind(a.piece, 'H-8.1');
  check(routeAllowed(s, r), 'H-8.8', "with 2 players you displace only on a border of the pawn's province");
  const pc = s.posts[r]![i]!;
  check(pc !== EMPTY && pc >> 1 !== seat, 'H-8.1', "choose an opponent's piece on a post");
  const penalty = 1 + (pc & 1);
  const { payTraders: pt, payMerchants: pm } = a;
  check(
    Number.isInteger(pt) && Number.isInteger(pm) && pt >= 0 && pm >= 0 && pt + pm === penalty,
    'H-8.2',
    `displacing a ${pc & 1 ? 'merchant' : 'trader'} costs ${penalty} extra piece(s)`,
  );
  const sup = s.seats[seat]!.personal;
  const after = plus(sup, w, -1);
  check(
    count(sup, w) > 0 && after.t >= pt && after.m >= pm,
    'H-8.3',
    'your personal supply must hold the replacing piece and the whole penalty',
  );
  updatePlayer(s, seat, (q) => {
    q.personal = { t: after.t - pt, m: after.m - pm };
    q.general = { t: q.general.t + pt, m: q.general.m + pm };
  });
  setPost(s, r, i, seat * 2 + w);
  const owner = pc >> 1;
  events.push({
    type: 'displace',
    seat,
    owner,
    route: a.route,
    post: i,
    piece: a.piece,
    displaced: KIND_NAMES[pc & 1],
    payTraders: pt,
    payMerchants: pm,
  });
  // H-8.4: the owner relocates at once, before the active player goes on (H-5.4).
  pushDecision(s, { kind: 'relocate', seat: owner, route: r, displaced: (pc & 1) as 0 | 1, extras: 1 + (pc & 1) });
  settle(s, events);
}

/** Where an extra piece comes from (H-8.6, A-8): general supply, else personal, else the board. */
function extraSource(s: HansaState, seat: Seat): 'general' | 'personal' | 'board' {
  const p = s.seats[seat]!;
  if (p.general.t + p.general.m > 0) return 'general';
  if (p.personal.t + p.personal.m > 0) return 'personal';
  return 'board';
}

/** Ends the relocation when nothing is left to place, or when no post is free anywhere. */
function settle(s: HansaState, events: GameEvent[]): void {
  const d = s.pending[s.pending.length - 1] as Relocate;
  if (d.displaced === null && d.extras === 0) {
    replaceTop(s, null);
    return;
  }
  if (relocationTargets(s, d.route).length === 0) {
    if (d.displaced !== null) {
      addPersonal(s, d.seat, d.displaced, 1);
      events.push({ type: 'relocatedToSupply', seat: d.seat, piece: KIND_NAMES[d.displaced] });
    }
    replaceTop(s, null);
  }
}

export function legalRelocate(s: HansaState, d: Relocate, out: HansaAction[]): void {
  const targets = relocationTargets(s, d.route);
  const p = s.seats[d.seat]!;
  const src = extraSource(s, d.seat);
  for (let j = 0; j < targets.length; j += 2) {
    const route = routeId(s, targets[j]!);
    const post = targets[j + 1]!;
    if (d.displaced !== null) out.push({ type: 'relocate', route, post, piece: 'displaced' });
    if (d.extras === 0 || src === 'board') continue;
    const sup = src === 'general' ? p.general : p.personal;
    for (let k = 0; k < 2; k++)
      if (count(sup, k) > 0) out.push({ type: 'relocate', route, post, piece: KIND_NAMES[k]! });
  }
  if (d.extras > 0 && src === 'board')
    for (let fr = 0; fr < s.posts.length; fr++) {
      const row = s.posts[fr]!;
      for (let fp = 0; fp < row.length; fp++) {
        if (row[fp] === EMPTY || row[fp]! >> 1 !== d.seat) continue;
        for (let j = 0; j < targets.length; j += 2)
          out.push({
            type: 'relocateFromBoard',
            fromRoute: routeId(s, fr),
            fromPost: fp,
            route: routeId(s, targets[j]!),
            post: targets[j + 1]!,
          });
      }
    }
  if (d.displaced === null) out.push({ type: 'endRelocation' });
}

export function applyRelocate(s: HansaState, d: Relocate, a: HansaAction, events: GameEvent[]): void {
  if (a.type === 'endRelocation') {
    check(d.displaced === null, 'H-8.4', 'the displaced piece itself must be put back first');
    replaceTop(s, null);
    return;
  }
  check(a.type === 'relocate' || a.type === 'relocateFromBoard', 'H-8.4', 'relocate your displaced pieces first');
  const r = parseRoute(s, a.route, 'H-8.5');
  const i = parsePost(s, r, a.post, 'H-8.5');
  check(
    isTarget(relocationTargets(s, d.route), r, i),
    'H-8.5',
    'a relocated piece goes to an empty post of the nearest routes (adjacent first, further only when those are full)',
  );
  let kind: number;
  let next: Relocate;
  // Where the piece came from, for the table to show it (issue 45): the displaced piece, or an
  // extra one from a supply or a post (H-8.6).
  let from: Record<string, string | number> = { from: 'displaced' };
  if (a.type === 'relocate' && a.piece === 'displaced') {
    check(d.displaced !== null, 'H-8.4', 'the displaced piece is already back on the board');
    kind = d.displaced;
    next = { ...d, displaced: null };
  } else {
    check(d.extras > 0, 'H-8.4', `no more extra pieces may be added`);
    const src = extraSource(s, d.seat);
    if (a.type === 'relocate') {
      check(src !== 'board', 'H-8.6', 'your supplies are empty: take an own piece from a post');
      kind = parseKind(a.piece, 'H-8.6');
      const p = s.seats[d.seat]!;
      check(
        count(src === 'general' ? p.general : p.personal, kind) > 0,
        'H-8.6',
        src === 'general'
          ? 'extra pieces come from the general supply while it has any'
          : `no ${a.piece} in your personal supply`,
      );
      updatePlayer(s, d.seat, (q) => {
        if (src === 'general') q.general = plus(q.general, kind, -1);
        else q.personal = plus(q.personal, kind, -1);
      });
      from = { from: src };
    } else {
      check(src === 'board', 'H-8.6', 'pieces come from a post only when both supplies are empty');
      const fr = parseRoute(s, a.fromRoute, 'H-8.6');
      const fp = parsePost(s, fr, a.fromPost, 'H-8.6');
      const pc = s.posts[fr]![fp]!;
      check(pc !== EMPTY && pc >> 1 === d.seat, 'H-8.6', 'take one of your own pieces from a post');
      kind = pc & 1;
      setPost(s, fr, fp, EMPTY);
      from = { from: 'board', fromRoute: routeId(s, fr), fromPost: fp };
    }
    next = { ...d, extras: d.extras - 1 };
  }
  setPost(s, r, i, d.seat * 2 + kind);
  events.push({ type: 'relocate', seat: d.seat, route: a.route, post: i, piece: KIND_NAMES[kind], ...from });
  replaceTop(s, next);
  settle(s, events);
}
