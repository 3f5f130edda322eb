/**
 * What a viewer sees (contract `view`), shaped for a renderer: every route with its posts and
 * token, every city with its Kontors, each desk, the tracks, the pawn and the pending decision.
 * Secrets (H-4.2, H-10.7): the order and faces of the bonus supply (only its size is shown) and
 * face-down plate tokens (shown as 'hidden'; a plate token's face only to its drawer, once the
 * drawer has looked at it at the end of the turn). The PRNG state is never shown.
 */
import { type Seat, type Viewer, ViewMemo } from '@tabula/engine';
import { controller } from './control';
import { TRACK_VALUES, trackPieces } from './desk';
import { PRIVILEGES, type Ability, type BoardId, type Privilege } from './map';
import { actionsLeft, boardOf, cityId, routeId } from './rules';
import {
  ABILITIES,
  EMPTY,
  type SimpleAction,
  type HansaState,
  type PieceCode,
  type PieceKind,
  type PlayerState,
  type TokenKind,
} from './types';

export interface PieceView {
  seat: Seat;
  piece: PieceKind;
}

export interface RouteView {
  id: string;
  cities: [string, string];
  /** Posts in map order (from `cities[0]` to `cities[1]`); null = empty. */
  posts: Array<PieceView | null>;
  /** The face-up bonus token at this route, if any. */
  bonusToken: TokenKind | null;
}

export interface CityView {
  id: string;
  /** Printed Kontor spaces left to right (same order as the map's `kontors`); null = free. */
  kontors: Array<PieceView | null>;
  /** Extra Kontors left to right, all to the left of space 0 (H-11.4). */
  extraKontors: PieceView[];
  controller: Seat | null;
}

export interface AbilityView {
  /** Pieces removed so far (0 = as set up). */
  level: number;
  /** Pieces still covering the track. */
  covered: number;
  /** Current value (Privilegium as a colour index 0..3, Bursa 'C' as null = all). */
  value: number | null;
  values: Array<number | null>;
}

export interface PlayerView {
  seat: Seat;
  abilities: Record<Ability, AbilityView>;
  /** Current privilege colour (H-3.9). */
  privilege: Privilege;
  personal: { traders: number; merchants: number };
  general: { traders: number; merchants: number };
  prestige: number;
  /** Taken, unused bonus tokens (face up). */
  tokens: TokenKind[];
  /** Used bonus tokens (kept for scoring). */
  usedTokens: TokenKind[];
  /** Tin plate: a token's face only for its drawer after looking; otherwise 'hidden'. */
  plate: Array<TokenKind | 'hidden'>;
  /** East–West award received, 0 if none. */
  eastWest: number;
}

/** Pending decisions with board places as ids. */
export type DecisionView =
  | { kind: 'placePawn'; seat: Seat }
  | { kind: 'action'; seat: Seat; action: SimpleAction }
  | { kind: 'relocate'; seat: Seat; route: string; displaced: PieceKind | null; extras: number }
  | { kind: 'moveLift'; seat: Seat; left: number; hand: PieceKind[] }
  | { kind: 'movePut'; seat: Seat; hand: PieceKind[] }
  | { kind: 'establish'; seat: Seat; route: string; taken: TokenKind | null }
  | { kind: 'removeThree'; seat: Seat; left: number }
  | { kind: 'placeBonus'; seat: Seat };

export interface HansaView {
  viewer: Viewer;
  players: number;
  board: BoardId;
  /** 2-player provinces and pawn in use (H-14). */
  provinces: boolean;
  routes: RouteView[];
  cities: CityView[];
  /** Coellen table (H-10.13): value, privilege needed and the seat whose merchant is there. */
  coellenTable: Array<{ value: number; privilege: Privilege; seat: Seat | null }>;
  /** The face-down bonus supply: its size only. */
  bonusPile: { count: number };
  desks: PlayerView[];
  completedCities: number;
  eastWestAwarded: number;
  /** Whose turn it is, and how many actions are left in it (H-5.2). */
  current: Seat;
  turn: number;
  actionsUsed: number;
  extraActions: number;
  actionsLeft: number;
  /** Province id of the pawn, or null. */
  pawn: string | null;
  pawnFreeUsed: boolean;
  /** The whole decision stack, bottom first; `top` is the one owed now. */
  pending: DecisionView[];
  top: DecisionView | null;
  endTriggered: boolean;
  over: boolean;
}

const KIND: readonly PieceKind[] = ['trader', 'merchant'];

/**
 * One view object per piece code (a seat and a kind; 2–5 players make ten codes), shared by every
 * view: a resident match's board showed a fresh object per occupied post (issue 46).
 */
const PIECE_VIEWS: readonly PieceView[] = Array.from({ length: 10 }, (_, pc) => ({
  seat: pc >> 1,
  piece: KIND[pc & 1]!,
}));

function pieceView(pc: PieceCode): PieceView | null {
  return pc === EMPTY ? null : PIECE_VIEWS[pc]!;
}

function decisionView(s: HansaState, d: HansaState['pending'][number]): DecisionView {
  switch (d.kind) {
    case 'relocate':
      return { ...d, route: routeId(s, d.route), displaced: d.displaced === null ? null : KIND[d.displaced]! };
    case 'establish':
      return { ...d, route: routeId(s, d.route) };
    case 'moveLift':
    case 'movePut':
      return { ...d, hand: d.hand.map((k) => KIND[k]!) };
    default:
      return { ...d };
  }
}

/** Each track's values, as shown (∞ as null): the same for every desk. */
const SHOWN_VALUES = Object.fromEntries(
  ABILITIES.map((a) => [a, TRACK_VALUES[a].map((v) => (v === Infinity ? null : v))]),
) as Record<Ability, Array<number | null>>;

/** A desk's five tracks change only when an ability is upgraded: the same tracks, the same view. */
const abilityViews = new ViewMemo<PlayerState['desk'], Record<Ability, AbilityView>>();

function abilitiesView(desk: PlayerState['desk']): Record<Ability, AbilityView> {
  const abilities = {} as Record<Ability, AbilityView>;
  ABILITIES.forEach((a, i) => {
    const values = SHOWN_VALUES[a];
    abilities[a] = { level: desk[i]!, covered: trackPieces(a) - desk[i]!, value: values[desk[i]!]!, values };
  });
  return abilities;
}

function deskView(p: PlayerState, seat: Seat, viewer: Viewer): PlayerView {
  return {
    seat,
    abilities: abilityViews.of(p.desk, [], () => abilitiesView(p.desk)),
    privilege: PRIVILEGES[p.desk[2]!]!,
    personal: { traders: p.personal.t, merchants: p.personal.m },
    general: { traders: p.general.t, merchants: p.general.m },
    prestige: p.prestige,
    tokens: p.tokens.slice(),
    usedTokens: p.usedTokens.slice(),
    plate: p.plate.map((t) => (viewer === seat && t.seen ? t.token : ('hidden' as const))),
    eastWest: p.eastWest,
  };
}

/**
 * States are copy-on-write (edit.ts): a route's or city's row, a desk, a decision that is the same
 * object holds the same value, so its view is the last view's object (issue 26: patches skip it).
 */
const routeViews = new ViewMemo<readonly PieceCode[], RouteView>();
const cityViews = new ViewMemo<readonly PieceCode[], CityView>();
const deskViews = new ViewMemo<PlayerState, PlayerView>();
const decisionViews = new ViewMemo<HansaState['pending'][number], DecisionView>();
// The lists as a whole: the same rows (and tokens, extra Kontors) give the same list for every
// viewer and for the versions that touched no route or city — a Hansa view had made forty-odd
// row lookups per viewer and version (issue 26).
const routeListViews = new ViewMemo<HansaState['posts'], RouteView[]>();
const cityListViews = new ViewMemo<HansaState['kontors'], CityView[]>();

export function view(s: HansaState, viewer: Viewer): HansaView {
  const board = boardOf(s);
  const pending = s.pending.map((d) => decisionViews.of(d, [s.board], () => decisionView(s, d)));
  const spaces = board.data.cities[board.coellen]!.prestigeTable!.spaces;
  return {
    viewer,
    players: s.players,
    board: s.board,
    provinces: s.provinces,
    routes: routeListViews.of(s.posts, [s.board, s.routeTokens], () =>
      s.posts.map((row, r) =>
        routeViews.of(row, [s.board, r, s.routeTokens[r]], () => ({
          id: routeId(s, r),
          cities: board.data.routes[r]!.cities,
          posts: row.map(pieceView),
          bonusToken: s.routeTokens[r]!,
        })),
      ),
    ),
    // The controller is decided by the city's own rows (control.ts) and the number of players.
    cities: cityListViews.of(s.kontors, [s.board, s.extraKontors, s.players], () =>
      s.kontors.map((row, c) =>
        cityViews.of(row, [s.board, c, s.extraKontors[c], s.players], () => ({
          id: cityId(s, c),
          kontors: row.map(pieceView),
          extraKontors: s.extraKontors[c]!.map((pc) => pieceView(pc)!),
          controller: controller(s, c),
        })),
      ),
    ),
    coellenTable: spaces.map((sp, i) => ({
      value: sp.value,
      privilege: sp.privilege,
      seat: s.coellen[i] === EMPTY ? null : s.coellen[i]!,
    })),
    bonusPile: { count: s.pile.length },
    // The plate shows faces to its owner alone (H-10.7): the owner's desk and the others' differ.
    desks: s.seats.map((p, seat) => deskViews.of(p, [seat, viewer === seat], () => deskView(p, seat, viewer))),
    completedCities: s.completedCities,
    eastWestAwarded: s.eastWestAwarded,
    current: s.current,
    turn: s.turn,
    actionsUsed: s.actionsUsed,
    extraActions: s.extraActions,
    actionsLeft: s.over ? 0 : actionsLeft(s),
    pawn: s.pawn === null ? null : board.provinces[s.pawn]!.id,
    pawnFreeUsed: s.pawnFreeUsed,
    pending,
    top: pending[pending.length - 1] ?? null,
    endTriggered: s.endTriggered,
    over: s.over,
  };
}
