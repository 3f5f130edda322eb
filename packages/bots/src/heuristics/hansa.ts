/**
 * The Hansa Teutonica evaluation: an estimate of a seat's final prestige, in prestige points.
 * Its terms are set so that the natural cycle of the game — Income, Place pieces on one route,
 * Establish it (H-10), start again — raises the value at every step, most of all at the
 * Establish, and so that ending a turn with actions left is worth less than using them.
 *
 * - The final score if the game ended now (`scoreLines`, H-13): prestige on the track, 4 per
 *   fully developed ability, bonus tokens, Coellen table, 2 per controlled city, and the network
 *   (largest group of cities with own Kontors × Clavis Urbis).
 * - Abilities under way (H-3): each piece already taken off a track, weighted by what it buys —
 *   Actiones 3.0 (more actions every turn), Bursa 2.4 (fuller Income), Privilegium 1.5 (better
 *   Kontor spaces), Clavis Urbis 1.2 (beyond the network already counted), Liber Sophiae 1.0;
 *   above a Kontor's worth, so step C upgrades the abilities that drive the game early.
 * - Kontors (H-10.8, H-11.4): 1.5 each beyond what `scoreLines` already counts — future control,
 *   network, prestige from other players' Establish actions (H-10.3).
 * - Routes: own pieces on a route nobody else holds count 0.3 each plus 0.8 × (share of the
 *   posts)² (plus 0.4 × the weight of an ability its end city upgrades, H-10.12, so routes to
 *   Actiones and Bursa cities are sought), so pieces gathered on one route are worth more than
 *   pieces spread; a full route adds
 *   0.3 (1.3 with its bonus token, H-10.6: taking tokens also drives the game to its end, H-12.1b)
 *   and 0.2 more when the pawn allows establishing it now (H-14.6; less than an action, so the
 *   pawn is not bought back and forth). These stay below what Establish yields, so a full route
 *   is established, not kept. Own pieces on a route shared with an opponent count 0.3 each, with
 *   no share bonus (Moving them away gains only the concentration, so Move does not churn).
 * - Pieces available: the first 6 traders in the personal supply 0.35 each and the first 2
 *   merchants 0.5 each (they can be placed now), more than that and the general supply 0.1 each:
 *   Income pays when the personal supply runs low (H-6), not when it is full. The first 4 pieces
 *   off the board (either supply) add 0.5 each: a seat with every piece on the board can only
 *   Move, so then even an Establish without a step C reward pays (H-10.14 returns the pieces).
 * - Actions left in the seat's own turn: 0.5 each (H-5.1), so ending a turn early is a loss.
 *
 * Only a determinized state built from the bot's own view is ever evaluated.
 */
import { ABILITIES, type BoardId, type HansaState, BOARDS, scoreLines } from '@tabula/hansa';
import type { GameHeuristic } from './types';

/** Per track in desk order (Clavis Urbis, Actiones, Privilegium, Liber Sophiae, Bursa). */
const TRACK_WEIGHT = [1.2, 3.0, 1.5, 1.0, 2.4];
/** Actions per turn by pieces taken off Actiones (H-3.2, A-3). */
const ACTIONES = [2, 3, 3, 4, 4, 5];
/** Pieces on each track at setup, in desk order (H-3, A-2, A-3). */
const TRACK_LENGTH = [4, 5, 3, 3, 3];
const KONTOR = 1.5;
const UNUSED_ACTION = 0.5;
/** Each of the first 4 pieces off the board (personal or general supply). */
const SCARCE = 0.5;

function capped(n: number, cap: number, each: number): number {
  return n <= cap ? n * each : cap * each + (n - cap) * 0.1;
}

function ownKontors(s: HansaState, seat: number): number {
  let n = 0;
  for (const spaces of s.kontors) for (const code of spaces) if (code >= 0 && code >> 1 === seat) n++;
  for (const spaces of s.extraKontors) for (const code of spaces) if (code >= 0 && code >> 1 === seat) n++;
  return n;
}

/** Per board, per route: the desk tracks its end cities upgrade (H-10.12). */
const UPGRADES = new Map<BoardId, number[][]>();
function upgradesOf(board: BoardId): number[][] {
  let u = UPGRADES.get(board);
  if (!u) {
    const b = BOARDS[board];
    u = b.routeCities.map((ends) =>
      ends.map((c) => b.data.cities[c]!.upgradesAbility).flatMap((a) => (a ? [ABILITIES.indexOf(a)] : [])),
    );
    UPGRADES.set(board, u);
  }
  return u;
}

/** The weight of the best ability a full route would upgrade for this seat, 0 when none. */
function upgradeWorth(s: HansaState, seat: number, r: number): number {
  let best = 0;
  const desk = s.seats[seat]!.desk;
  for (const i of upgradesOf(s.board)[r]!) if (desk[i]! < TRACK_LENGTH[i]!) best = Math.max(best, TRACK_WEIGHT[i]!);
  return best;
}

function routeAllowed(s: HansaState, r: number): boolean {
  if (!s.provinces || s.pawn === null) return true;
  return BOARDS[s.board].provinces[s.pawn]!.isBorder[r]!;
}

export function evaluateHansa(s: HansaState, seat: number): number {
  const p = s.seats[seat]!;
  let v = scoreLines(s, seat).total;
  for (let i = 0; i < TRACK_WEIGHT.length; i++) v += TRACK_WEIGHT[i]! * p.desk[i]!;
  v += KONTOR * ownKontors(s, seat);
  v += capped(p.personal.t, 6, 0.35) + capped(p.personal.m, 2, 0.5) + 0.1 * (p.general.t + p.general.m);
  v += SCARCE * Math.min(p.personal.t + p.personal.m + p.general.t + p.general.m, 4);
  for (let r = 0; r < s.posts.length; r++) {
    const posts = s.posts[r]!;
    let own = 0;
    let other = 0;
    for (const code of posts) {
      if (code < 0) continue;
      if (code >> 1 === seat) own++;
      else other++;
    }
    if (own === 0) continue;
    if (other) {
      v += 0.3 * own;
      continue;
    }
    const share = own / posts.length;
    v += 0.3 * own + (0.8 + 0.4 * upgradeWorth(s, seat, r)) * share * share;
    if (own === posts.length) v += 0.3 + (s.routeTokens[r] ? 1 : 0) + (routeAllowed(s, r) ? 0.2 : 0);
  }
  if (!s.over && s.current === seat) {
    const left = ACTIONES[p.desk[1]!]! + s.extraActions - s.actionsUsed;
    if (left > 0) v += UNUSED_ACTION * left;
  }
  return v;
}

export const hansaHeuristic: GameHeuristic<HansaState> = {
  game: 'hansa',
  evaluate: evaluateHansa,
  players: (s) => s.players,
  scale: 5,
  rolloutDepth: 10,
  // A Place or Displace lists every free post of the province (or board): score them all.
  followUps: 400,
};
