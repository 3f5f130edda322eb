/**
 * The Hansa Teutonica evaluation: an estimate of a seat's final prestige, in prestige points.
 * It is read at the end of whole actions by the turn planner (`planners/hansaPlan.ts`) and at the
 * leaves of the search, so each term says what a position is worth, and the natural cycle —
 * Income, Place pieces on one route, Establish it (H-10), start again — raises it at the
 * Establish most. It imports no planner: the planners read it (issue 43).
 *
 * - Points already certain (H-13): prestige on the track, 4 per fully developed ability except
 *   Clavis Urbis, bonus tokens, Coellen table, 2 per controlled city, and the network (largest
 *   group of cities with own Kontors × Clavis Urbis). Control and networks depend on the Kontors
 *   only, so they are computed once per Kontor layout (the state shares unchanged arrays).
 * - The future (`f`, 1 at the start down to 0.15 near the end: the larger of prestige/20,
 *   completed cities/10, bonus tokens drawn/13 (H-12.1) and turns played/(45 per seat)): abilities taken off the desk (H-3)
 *   weighted Actiones 3.0, Bursa 2.0, Privilegium 1.5, Clavis Urbis 1.5, Liber Sophiae 0.8,
 *   times (0.3 + 0.7 f); each own Kontor 0.8 + 0.7 f beyond what it scores now (future control,
 *   prestige when others establish next to it, H-10.3).
 * - Routes held alone: 0.15 per piece plus the value of establishing the route (`establishValue`:
 *   step A for own cities, the bonus token, the best step C — Kontor with coin, control and
 *   network, or the ability it upgrades, or the Coellen table, less what a piece left in the city
 *   costs a seat short of pieces) × 0.7 × (share of the posts)², 0 when the seat has too few
 *   pieces to fill it, 0.55 once full (0.45 when the 2-player pawn forbids it now, H-14.6).
 *   Always below what establishing yields, so full routes are established, not kept. Routes
 *   shared with an opponent: 0.1 per own piece (they are stuck, or displaced for free extra
 *   pieces, H-8.4).
 * - Pieces: the first 5 traders and 2 merchants in the personal supply 0.3 / 0.45 each, the
 *   first 4 pieces in the general supply 0.2 each (Income brings them), the rest 0.05; pieces in
 *   hand during a Move 0.3.
 * - In the seat's own turn, 0.9 per action still to take (H-5.1), so that a plan cut short
 *   compares fairly with one that has spent its actions.
 *
 * Only a determinized state built from the bot's own view is ever evaluated.
 */
import { lastOf } from '@tabula/engine';
import { ABILITIES, BOARDS, type HansaState, PRIVILEGES } from '@tabula/hansa';
import { type Layout, layoutOf } from './hansaLayout';

/**
 * Per track in desk order (Clavis Urbis, Actiones, Privilegium, Liber Sophiae, Bursa): the worth
 * of having taken 0, 1, 2, … pieces off it, early in the game (times 0.2 + 0.8 f). The first
 * extra action (H-3.2) is worth most: a third action is half as much again every turn.
 */
const DESK_WORTH = [
  [0, 2.5, 3.5, 5.5, 7.5],
  [0, 10, 12, 18, 20, 24],
  [0, 2.5, 4.5, 6],
  [0, 1, 2, 3],
  [0, 5, 7, 8],
];
/** Pieces on each track at setup, in desk order (H-3, A-2, A-3). */
const TRACK_LENGTH = [4, 5, 3, 3, 3];
const CLAVIS = [1, 2, 2, 3, 4];
const ACTIONES = [2, 3, 3, 4, 4, 5];
/** Bonus tokens in the supply at setup: 16 less the 3 on the board. */
const PILE = 13;

/** H-13.3: points for 0, 1, 2–3, 4–5, 6–7, 8–9 and 10 or more bonus tokens. */
const TOKEN_POINTS = [0, 1, 3, 3, 6, 6, 10, 10, 15, 15, 21];

/**
 * Turns per seat a game lasts, for the clock in `futureOf`: heuristic and search games end after
 * 27–47 turns per seat (fewer with more seats).
 */
const TURNS_PER_SEAT = 45;

/**
 * 1 at the start of the game, falling towards 0.15 as an end condition nears (H-12.1) — or as
 * the turns go by: the future also runs out for a seat that does nothing. Without the clock an
 * idle turn kept every future term intact while an Establish, raising prestige towards 20, shrank
 * them, and a leader with its supplies empty ended turn after turn without acting.
 */
function futureOf(s: HansaState): number {
  let top = 0;
  for (const p of s.seats) if (p.prestige > top) top = p.prestige;
  const clock = s.turn / (s.players * TURNS_PER_SEAT);
  const p = Math.max(
    top / 20,
    s.completedCities / BOARDS[s.board].data.completedCitiesToEndGame,
    (PILE - s.pile.length) / PILE,
    clock,
  );
  return Math.max(0.15, 1 - p);
}

/** What the evaluation takes off for a seat with only `w` working pieces (see `evaluateAll`). */
function shortage(w: number): number {
  return (w < 8 ? 0.6 * (8 - w) : 0) + (w < 4 ? 1.5 * (4 - w) : 0);
}

/** H-13: the final score if the game ended now. */
function scoreNow(s: HansaState, seat: number, l: Layout = layoutOf(s)): number {
  const p = s.seats[seat]!;
  let v = p.prestige + TOKEN_POINTS[Math.min(p.tokens.length + p.usedTokens.length, 10)]!;
  for (let i = 1; i < 5; i++) if (p.desk[i]! >= TRACK_LENGTH[i]!) v += 4;
  if (s.coellen.includes(seat)) {
    const spaces = BOARDS[s.board].data.cities[BOARDS[s.board].coellen]!.prestigeTable!.spaces;
    s.coellen.forEach((who, i) => {
      if (who === seat) v += spaces[i]!.value;
    });
  }
  return v + 2 * l.controlled[seat]! + l.network[seat]! * CLAVIS[p.desk[0]!]!;
}

/**
 * A step C Kontor in `city` for `seat`: its worth, or 0 when the leftmost space is not open to it
 * (H-10.8). `sink` is what the piece left in the city costs the seat's working pieces.
 */
function kontorWorth(
  s: HansaState,
  seat: number,
  city: number,
  hasMerchant: boolean,
  l: Layout,
  f: number,
  sink: number,
): number {
  const row = s.kontors[city]!;
  const i = row.indexOf(-1);
  if (i < 0) return 0;
  const space = BOARDS[s.board].data.cities[city]!.kontors[i]!;
  if (PRIVILEGES.indexOf(space.privilege) > s.seats[seat]!.desk[2]!) return 0;
  if (space.shape === 'round' && !hasMerchant) return 0;
  const p = s.seats[seat]!;
  let v = 0.8 + 0.7 * f + (space.prestigeCoin ? 1 : 0) + CLAVIS[p.desk[0]!]! * 0.8;
  const ctrl = l.controller[city]!;
  if (ctrl !== seat) {
    const mine = l.own[seat]![city]! + 1;
    if (ctrl < 0 || mine > l.own[ctrl]![city]! || mine === l.own[ctrl]![city]!) v += 2;
  }
  return Math.max(0, v - sink);
}

/**
 * What establishing route `r` would bring `seat` (H-10.3–H-10.13), before the pieces it returns.
 * `sink`: what one piece less among the seat's working pieces costs it (a Kontor or a Coellen
 * merchant stays in the city, H-10.8, H-10.13) — left out, a full route held looked worth more than
 * the Establish it promises, and a seat short of pieces kept its full routes for ever.
 */
function establishValue(
  s: HansaState,
  seat: number,
  r: number,
  hasMerchant: boolean,
  l: Layout,
  f: number,
  sink = 0,
): number {
  const board = BOARDS[s.board];
  const [a, b] = board.routeCities[r]!;
  let v = (l.controller[a] === seat ? 1 : 0) + (l.controller[b] === seat ? 1 : 0);
  if (s.routeTokens[r]) v += 1.5;
  let c = Math.max(kontorWorth(s, seat, a, hasMerchant, l, f, sink), kontorWorth(s, seat, b, hasMerchant, l, f, sink));
  const desk = s.seats[seat]!.desk;
  for (const city of [a, b]) {
    const ability = board.data.cities[city]!.upgradesAbility;
    if (!ability) continue;
    const t = ABILITIES.indexOf(ability);
    if (desk[t]! >= TRACK_LENGTH[t]!) continue;
    const full = t > 0 && desk[t]! + 1 === TRACK_LENGTH[t] ? 4 : 0;
    const gain = DESK_WORTH[t]![desk[t]! + 1]! - DESK_WORTH[t]![desk[t]!]!;
    c = Math.max(c, gain * (0.2 + 0.8 * f) + full);
  }
  if (r === board.coellenRoute && hasMerchant) {
    const spaces = board.data.cities[board.coellen]!.prestigeTable!.spaces;
    spaces.forEach((sp, i) => {
      if (s.coellen[i]! < 0 && PRIVILEGES.indexOf(sp.privilege) <= desk[2]!) c = Math.max(c, sp.value * 0.9 - sink);
    });
  }
  return v + c;
}

export function routeAllowedNow(s: HansaState, r: number): boolean {
  if (!s.provinces || s.pawn === null) return true;
  return BOARDS[s.board].provinces[s.pawn]!.isBorder[r]!;
}

export function evaluateHansa(s: HansaState, seat: number): number {
  return evaluateAll(s)[seat]!;
}

let lastState: HansaState | null = null;
let lastValues: number[] = [];

/** The evaluation of every seat in one pass over the routes (the last answer is remembered). */
export function evaluateAll(s: HansaState): number[] {
  if (s === lastState) return lastValues;
  const l = layoutOf(s);
  const f = futureOf(s);
  const later = 0.2 + 0.8 * f;
  const n = s.players;
  const v = new Array<number>(n);
  // Pieces that can still work (supplies, posts, hand): below 8 a seat can only Move (H-9).
  const working = new Array<number>(n);
  for (let seat = 0; seat < n; seat++) {
    const p = s.seats[seat]!;
    let x = scoreNow(s, seat, l);
    for (let i = 0; i < 5; i++) x += DESK_WORTH[i]![p.desk[i]!]! * later;
    let kontors = 0;
    const own = l.own[seat]!;
    for (let c = 0; c < own.length; c++) kontors += own[c]!;
    x += (0.8 + 0.7 * f) * kontors;
    x += Math.min(p.personal.t, 5) * 0.3 + Math.max(p.personal.t - 5, 0) * 0.05;
    x += Math.min(p.personal.m, 2) * 0.45 + Math.max(p.personal.m - 2, 0) * 0.05;
    const general = p.general.t + p.general.m;
    x += Math.min(general, 4) * 0.2 + Math.max(general - 4, 0) * 0.05;
    working[seat] = p.personal.t + p.personal.m + general;
    v[seat] = x;
  }
  // Indexed loops over the board (here and below): this runs at every leaf of the search.
  for (let r = 0; r < s.posts.length; r++) {
    const posts = s.posts[r]!;
    for (let i = 0; i < posts.length; i++) if (posts[i]! >= 0) working[posts[i]! >> 1]!++;
  }
  const top = lastOf(s.pending);
  if (top && (top.kind === 'moveLift' || top.kind === 'movePut')) {
    v[top.seat]! += 0.3 * top.hand.length;
    working[top.seat]! += top.hand.length;
  }
  const counts = new Array<number>(n);
  for (let r = 0; r < s.posts.length; r++) {
    const posts = s.posts[r]!;
    let holders = 0;
    let holder = -1;
    let merchant = false;
    for (let o = 0; o < n; o++) counts[o] = 0;
    for (let i = 0; i < posts.length; i++) {
      const code = posts[i]!;
      if (code < 0) continue;
      const o = code >> 1;
      if (counts[o] === 0) {
        holders++;
        holder = o;
      }
      counts[o]!++;
      if (code & 1) merchant = true;
    }
    if (holders === 0) continue;
    if (holders > 1) {
      for (let o = 0; o < n; o++) v[o]! += 0.1 * counts[o]!;
      continue;
    }
    const own = counts[holder]!;
    const p = s.seats[holder]!;
    const share = own / posts.length;
    const w = working[holder]!;
    // A full route establishes with the pieces on it: a merchant in the supply makes no round
    // Kontor (H-10.8) there without two more actions, and counting it kept full routes unplayed.
    const hasMerchant = merchant || (own < posts.length && p.personal.m + p.general.m > 0);
    const e = establishValue(s, holder, r, hasMerchant, l, f, shortage(w - 1) - shortage(w));
    // A route the seat has too few pieces to fill promises nothing (H-10.1): a seat with two
    // pieces left kept them on a 3-post route for ever rather than move them to a 2-post one.
    const k = own === posts.length ? (routeAllowedNow(s, r) ? 0.55 : 0.45) : w < posts.length ? 0 : 0.7 * share * share;
    v[holder]! += 0.15 * own + k * e;
  }
  // Below 4 working pieces a seat fills no route of 4 posts and few of 3: it stops scoring for
  // good, and a seat that sank its last pieces into Kontors froze a game no one could end.
  for (let seat = 0; seat < n; seat++) {
    v[seat]! -= shortage(working[seat]!);
  }
  if (!s.over) {
    const p = s.seats[s.current]!;
    const left = ACTIONES[p.desk[1]!]! + s.extraActions - s.actionsUsed;
    if (left > 0) v[s.current]! += 0.9 * left;
  }
  lastState = s;
  lastValues = v;
  return v;
}
