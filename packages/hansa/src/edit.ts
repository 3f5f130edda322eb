/**
 * Copy-on-write edits for `apply`: each helper copies only the path it changes (structural
 * sharing, no deep clones). `s` is always a fresh shallow copy made by `apply` itself.
 */
import type { Seat } from '@tabula/engine';
import type { HansaState, PieceCode, PlayerState, Supply } from './types';

/**
 * The shallow copy `apply` edits. Written out field by field rather than `{ ...s }`: the spread
 * went to V8's generic object-clone path on states of the several shapes the search passes in
 * (setup, determinize, earlier copies) and was ~11% of a Hansa search; a literal always has one
 * shape. The return type makes the compiler name any field missing here; an optional field would
 * not be named, so `test/copyState.test.ts` compares the keys of real states with their copies.
 */
export function copyState(s: HansaState): HansaState {
  return {
    players: s.players,
    board: s.board,
    provinces: s.provinces,
    posts: s.posts,
    kontors: s.kontors,
    extraKontors: s.extraKontors,
    coellen: s.coellen,
    routeTokens: s.routeTokens,
    pile: s.pile,
    seats: s.seats,
    completedCities: s.completedCities,
    eastWestAwarded: s.eastWestAwarded,
    current: s.current,
    turn: s.turn,
    actionsUsed: s.actionsUsed,
    extraActions: s.extraActions,
    pawn: s.pawn,
    pawnFreeUsed: s.pawnFreeUsed,
    pending: s.pending,
    endTriggered: s.endTriggered,
    over: s.over,
    rng: s.rng,
  };
}

export function setPost(s: HansaState, route: number, post: number, v: PieceCode): void {
  const posts = s.posts.slice();
  const row = posts[route]!.slice();
  row[post] = v;
  posts[route] = row;
  s.posts = posts;
}

export function setKontor(s: HansaState, city: number, index: number, v: PieceCode): void {
  const k = s.kontors.slice();
  const row = k[city]!.slice();
  row[index] = v;
  k[city] = row;
  s.kontors = k;
}

export function updatePlayer(s: HansaState, seat: Seat, f: (p: PlayerState) => void): void {
  const seats = s.seats.slice();
  const p = { ...seats[seat]! };
  f(p);
  seats[seat] = p;
  s.seats = seats;
}

/** Adds `n` (may be negative) pieces of `kind` to a supply, returning the new supply. */
export function plus(sup: Supply, kind: number, n: number): Supply {
  return kind === 0 ? { t: sup.t + n, m: sup.m } : { t: sup.t, m: sup.m + n };
}

export function count(sup: Supply, kind: number): number {
  return kind === 0 ? sup.t : sup.m;
}

export function addPersonal(s: HansaState, seat: Seat, kind: number, n: number): void {
  updatePlayer(s, seat, (p) => (p.personal = plus(p.personal, kind, n)));
}

export function addPrestige(s: HansaState, seat: Seat, n: number): void {
  if (n === 0) return;
  updatePlayer(s, seat, (p) => (p.prestige += n));
  // H-12.1a: 20 PP triggers the end; the action in progress is still completed (H-12.2).
  if (s.seats[seat]!.prestige >= 20) s.endTriggered = true;
}

export function pushDecision(s: HansaState, d: HansaState['pending'][number]): void {
  s.pending = [...s.pending, d];
}

export function replaceTop(s: HansaState, d: HansaState['pending'][number] | null): void {
  const p = s.pending.slice(0, -1);
  if (d) p.push(d);
  s.pending = p;
}
