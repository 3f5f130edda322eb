/**
 * Shared rule predicates and action-argument parsing, used both to list legal actions and to
 * validate them in `apply`, so the two can never disagree.
 */
import { IllegalAction, lastOf, type Seat } from '@tabula/engine';
import { abilityValue, fullyDeveloped } from './desk';
import { BOARDS, type Board } from './map';
import { ABILITIES, type Decision, EMPTY, type HansaState, type PieceKind } from './types';

export function boardOf(s: HansaState): Board {
  return BOARDS[s.board];
}

/** The decision owed now, if any (`lastOf`: no read of index −1 at every action of a search). */
export function topPending(s: HansaState): Decision | undefined {
  return lastOf(s.pending);
}

/** H-5.2: Actiones (read live) plus +3/+4 tokens used, minus actions spent. */
export function actionsLeft(s: HansaState): number {
  return abilityValue(s.seats[s.current]!, 'actiones') + s.extraActions - s.actionsUsed;
}

/** H-14.6: Place, Displace and Establish only on borders of the pawn's province (2 players). */
export function routeAllowed(s: HansaState, route: number): boolean {
  if (!s.provinces || s.pawn === null) return true;
  return boardOf(s).provinces[s.pawn]!.isBorder[route]!;
}

/**
 * H-10.1: every post of the route holds a piece of `seat`. Asked of every route whenever an
 * establish could be listed: an indexed loop, since a for…of allocated per post (the search's
 * play-outs list actions millions of times).
 */
export function ownsWholeRoute(s: HansaState, route: number, seat: Seat): boolean {
  const row = s.posts[route]!;
  for (let i = 0; i < row.length; i++) if (row[i] === EMPTY || row[i]! >> 1 !== seat) return false;
  return true;
}

/**
 * H-8.5, A-6: the empty posts a relocated piece may go to: those on the routes at the smallest
 * distance ≥ 1 from `from` that still has an empty post. Flat list [route, post, route, post, …];
 * empty when no post is free anywhere.
 */
export function relocationTargets(s: HansaState, from: number): number[] {
  const rings = boardOf(s).rings[from]!;
  for (const ring of rings) {
    const out: number[] = [];
    for (const r of ring) {
      const row = s.posts[r]!;
      for (let i = 0; i < row.length; i++) if (row[i] === EMPTY) out.push(r, i);
    }
    if (out.length) return out;
  }
  return [];
}

export function isTarget(targets: number[], route: number, post: number): boolean {
  for (let i = 0; i < targets.length; i += 2) if (targets[i] === route && targets[i + 1] === post) return true;
  return false;
}

/** H-11.6: no token, no piece on any post, and an end city with an empty printed Kontor space. */
export function bonusEligible(s: HansaState, route: number): boolean {
  if (s.routeTokens[route] !== null) return false;
  for (const pc of s.posts[route]!) if (pc !== EMPTY) return false;
  const [a, b] = boardOf(s).routeCities[route]!;
  return s.kontors[a]!.includes(EMPTY) || s.kontors[b]!.includes(EMPTY);
}

export function anyBonusEligible(s: HansaState): boolean {
  for (let r = 0; r < s.posts.length; r++) if (bonusEligible(s, r)) return true;
  return false;
}

export function anyPieceOnPosts(s: HansaState): boolean {
  for (const row of s.posts) for (const pc of row) if (pc !== EMPTY) return true;
  return false;
}

/** H-11.5 (pruned to swaps that change something): two neighbouring printed spaces, both occupied by different pieces. */
export function swappable(s: HansaState, city: number, index: number): boolean {
  const row = s.kontors[city]!;
  if (index < 0 || index + 1 >= row.length) return false;
  const a = row[index]!;
  const b = row[index + 1]!;
  return a !== EMPTY && b !== EMPTY && a !== b;
}

/** Whether a bonus token of the current player could be used now (H-11.3), Extra Kontor aside. */
export function hasUsableToken(s: HansaState): boolean {
  const p = s.seats[s.current]!;
  for (const t of p.tokens) {
    if (t === 'plus3' || t === 'plus4') return true;
    if (t === 'upgradeAbility' && ABILITIES.some((a) => !fullyDeveloped(p, a))) return true;
    if (t === 'removeThree' && anyPieceOnPosts(s)) return true;
    if (t === 'swapKontors')
      for (let c = 0; c < s.kontors.length; c++)
        for (let i = 0; i + 1 < s.kontors[c]!.length; i++) if (swappable(s, c, i)) return true;
  }
  return false;
}

// ---- parsing action arguments: malformed input is refused with the rule it would break ----

export function parseRoute(s: HansaState, id: unknown, rule: string): number {
  const r = typeof id === 'string' ? boardOf(s).routeIndex.get(id) : undefined;
  if (r === undefined) throw new IllegalAction(rule, `there is no route "${String(id)}" on this board`);
  return r;
}

export function parsePost(s: HansaState, route: number, post: unknown, rule: string): number {
  if (typeof post !== 'number' || !Number.isInteger(post) || post < 0 || post >= s.posts[route]!.length)
    throw new IllegalAction(rule, `route ${boardOf(s).data.routes[route]!.id} has no post ${String(post)}`);
  return post;
}

export function parseCity(s: HansaState, id: unknown, rule: string): number {
  const c = typeof id === 'string' ? boardOf(s).cityIndex.get(id) : undefined;
  if (c === undefined) throw new IllegalAction(rule, `there is no city "${String(id)}" on this board`);
  return c;
}

export function parseKind(piece: unknown, rule: string): number {
  if (piece === 'trader') return 0;
  if (piece === 'merchant') return 1;
  throw new IllegalAction(rule, `a piece is "trader" or "merchant", not ${JSON.stringify(piece)}`);
}

export const KIND_NAMES: readonly PieceKind[] = ['trader', 'merchant'];

export function routeId(s: HansaState, r: number): string {
  return boardOf(s).data.routes[r]!.id;
}

export function cityId(s: HansaState, c: number): string {
  return boardOf(s).data.cities[c]!.id;
}
