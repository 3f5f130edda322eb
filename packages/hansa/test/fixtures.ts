/** Compact position builders for rule tests. Tests own their fixtures, so they may mutate them. */
import { isIllegalAction, stateHash } from '@tabula/engine';
import { expect } from 'vitest';
import { hansa } from '../src';
import { BOARDS } from '../src/map';
import { EMPTY, type HansaAction, type HansaState, type PieceKind, type TokenKind } from '../src/types';

/** A fresh game with seat 0 to play, no pending decision, tavern tokens removed unless `keepTokens`. */
export function fresh(players = 3, o: { provinces?: boolean; keepTokens?: boolean; seed?: string } = {}): HansaState {
  const s = structuredClone(
    hansa.setup({
      players,
      seed: o.seed ?? 'fixture',
      options: o.provinces === undefined ? {} : { provinces: o.provinces },
    }),
  );
  s.current = 0;
  s.pending = [];
  if (s.provinces) s.pawn = 0;
  s.seats.forEach((p, i) => {
    p.personal = { t: 5 + i, m: 1 };
    p.general = { t: 6 - i, m: 0 };
  });
  if (!o.keepTokens) {
    for (let r = 0; r < s.routeTokens.length; r++) if (s.routeTokens[r]) s.pile.push(s.routeTokens[r]!);
    s.routeTokens = s.routeTokens.map(() => null);
  }
  return s;
}

export const R = (s: HansaState, id: string): number => {
  const r = BOARDS[s.board].routeIndex.get(id);
  if (r === undefined) throw new Error(`no route ${id}`);
  return r;
};
export const C = (s: HansaState, id: string): number => {
  const c = BOARDS[s.board].cityIndex.get(id);
  if (c === undefined) throw new Error(`no city ${id}`);
  return c;
};
const code = (seat: number, kind: PieceKind) => seat * 2 + (kind === 'merchant' ? 1 : 0);

/** Puts pieces of `seat` on the posts of a route (taking them from the general supply so the census holds). */
export function fill(s: HansaState, route: string, seat: number, kinds: Array<PieceKind | null>): void {
  const r = R(s, route);
  kinds.forEach((k, i) => {
    if (k === null) return;
    take(s, seat, k);
    s.posts[r]![i] = code(seat, k);
  });
}

/** Sets a printed Kontor space. */
export function kontor(s: HansaState, city: string, index: number, seat: number, kind: PieceKind = 'trader'): void {
  take(s, seat, kind);
  s.kontors[C(s, city)]![index] = code(seat, kind);
}

/** Takes a piece from the general supply, else personal (keeps every piece accounted for). */
function take(s: HansaState, seat: number, kind: PieceKind): void {
  const p = s.seats[seat]!;
  const k = kind === 'merchant' ? 'm' : 't';
  if (p.general[k] > 0) p.general[k]--;
  else if (p.personal[k] > 0) p.personal[k]--;
  else throw new Error(`fixture: seat ${seat} has no ${kind} left`);
}

export function giveToken(s: HansaState, seat: number, t: TokenKind): void {
  s.pile.splice(s.pile.indexOf(t), 1);
  s.seats[seat]!.tokens.push(t);
}

export function act(s: HansaState, seat: number, a: HansaAction): HansaState {
  return hansa.apply(s, seat, a).state;
}

/** Applies a list of actions, each by the seat active at that moment. */
export function play(s: HansaState, actions: HansaAction[]): HansaState {
  for (const a of actions) s = act(s, hansa.activeSeats(s)[0]!, a);
  return s;
}

export function legal(s: HansaState, seat = hansa.activeSeats(s)[0]!): HansaAction[] {
  return hansa.legalActions(s, seat);
}

export function has(list: HansaAction[], a: HansaAction): boolean {
  const k = JSON.stringify(a);
  return list.some((x) => JSON.stringify(x) === k);
}

/** The action is refused with `ruleId`, and the state is unchanged. */
export function refused(s: HansaState, seat: number, a: unknown, ruleId: string): void {
  const before = stateHash(s);
  let err: unknown = null;
  try {
    hansa.apply(s, seat, a as HansaAction);
  } catch (e) {
    err = e;
  }
  expect(isIllegalAction(err), `expected a refusal citing ${ruleId}`).toBe(true);
  expect((err as { ruleId: string }).ruleId).toBe(ruleId);
  expect(stateHash(s)).toBe(before);
}

export { EMPTY };
