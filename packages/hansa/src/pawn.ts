/** The 2-player pawn (H-14.4, H-14.5, A-24): placing it, free moves over two borders, paid moves. */
import { check, IllegalAction, type GameEvent, type Seat } from '@tabula/engine';
import { replaceTop } from './edit';
import { boardOf } from './rules';
import { endTurn } from './turn';
import type { HansaAction, HansaState } from './types';

/** Provinces reachable by crossing one or two borders (0 crossings would change nothing). */
function freeMoveTargets(s: HansaState): number[] {
  return boardOf(s).provinces[s.pawn!]!.withinTwo;
}

export function legalPlacePawn(s: HansaState, out: HansaAction[]): void {
  for (const p of boardOf(s).provinces) out.push({ type: 'placePawn', province: p.id });
}

function parseProvince(s: HansaState, id: unknown, rule: string): number {
  const p = typeof id === 'string' ? boardOf(s).provinceIndex.get(id) : undefined;
  if (p === undefined) throw new IllegalAction(rule, `there is no province "${String(id)}"`);
  return p;
}

export function applyPlacePawn(s: HansaState, seat: Seat, a: HansaAction, events: GameEvent[]): void {
  check(a.type === 'placePawn', 'H-14.4', 'put the pawn in a province first');
  s.pawn = parseProvince(s, a.province, 'H-14.4');
  replaceTop(s, null);
  events.push({ type: 'pawn', seat, province: a.province });
}

/** The details of a begun pawn move: any other province (paid) or one or two borders away (free). */
export function legalMovePawn(s: HansaState, paid: boolean, out: HansaAction[]): void {
  const provs = boardOf(s).provinces;
  if (!paid) for (const p of freeMoveTargets(s)) out.push({ type: 'movePawn', province: provs[p]!.id, paid: false });
  else
    provs.forEach((p, i) => {
      if (i !== s.pawn) out.push({ type: 'movePawn', province: p.id, paid: true });
    });
}

export function applyMovePawn(
  s: HansaState,
  seat: Seat,
  a: HansaAction & { type: 'movePawn' },
  events: GameEvent[],
): void {
  // H-14.5: begin (begin.ts `possible`) offers the pawn only with provinces and a placed pawn.
  const to = parseProvince(s, a.province, 'H-14.5');
  if (a.paid === true) {
    // The action was spent by `begin`.
    check(to !== s.pawn, 'H-14.5', 'the pawn is already there');
    s.pawn = to;
    events.push({ type: 'pawn', seat, province: a.province, paid: true });
    return;
  }
  // H-14.5: `applyDetails` passes only `paid: false` here, under a `pawnFree` begun while still unused.
  check(freeMoveTargets(s).includes(to), 'H-14.5', 'the free move crosses one or two borders');
  s.pawn = to;
  s.pawnFreeUsed = true;
  events.push({ type: 'pawn', seat, province: a.province, paid: false });
  // H-14.5: after the first action, the free move comes after the last one: the turn ends.
  if (s.actionsUsed > 0) endTurn(s, events);
}
