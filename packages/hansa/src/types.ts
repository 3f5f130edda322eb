/**
 * The game state and the actions, as plain JSON (contract.ts). Board places are addressed by
 * index in the state (fast) and by id in actions (readable records).
 */
import type { RngState, Seat } from '@tabula/engine';
import type { Ability, BoardId } from './map';

/** A piece on the board: `seat * 2 + kind` (kind 0 = trader/cube, 1 = merchant/disc); -1 = empty. */
export type PieceCode = number;
export const EMPTY = -1;
export type PieceKind = 'trader' | 'merchant';

/** The 16 bonus tokens (H-1.4, A-1). */
export type TokenKind = 'extraKontor' | 'swapKontors' | 'plus3' | 'plus4' | 'upgradeAbility' | 'removeThree';

/** The five desk tracks in desk order (H-3). */
export const ABILITIES: readonly Ability[] = ['clavisUrbis', 'actiones', 'privilegium', 'liberSophiae', 'bursa'];

export interface Supply {
  /** Traders (cubes). */
  t: number;
  /** Merchants (discs). */
  m: number;
}

/** A replacement token on a desk's tin plate (H-10.7): face down; `seen` once its drawer looked. */
export interface PlateToken {
  token: TokenKind;
  seen: boolean;
}

export interface PlayerState {
  /** Pieces already removed from each track, in `ABILITIES` order (0 = as set up, H-3.7). */
  desk: number[];
  personal: Supply;
  general: Supply;
  /** Prestige points on the track during play (H-13.1). */
  prestige: number;
  /** Taken bonus tokens not yet used, face up (H-11.2). */
  tokens: TokenKind[];
  /** Used bonus tokens, face down but kept for scoring (H-11.2). */
  usedTokens: TokenKind[];
  /** Replacement tokens waiting on the tin plate (H-10.7, H-11.6). */
  plate: PlateToken[];
  /** East–West award received (H-10.11), 0 when none yet. */
  eastWest: number;
}

/** Pending decisions (engine.md §2); the top one is owed by its seat before anything else. */
export type Decision =
  /** H-14.4: the non-start player puts the pawn in any province. */
  | { kind: 'placePawn'; seat: Seat }
  /** H-5.3: an action chosen with `begin`, whose details come next (keeps lists short). */
  | { kind: 'action'; seat: Seat; action: SimpleAction }
  /**
   * H-8.4–H-8.7: the displaced owner puts back the displaced piece (`displaced`, null once placed)
   * and up to `extras` more pieces, each on an empty post at the smallest available distance
   * from route `route`.
   */
  | { kind: 'relocate'; seat: Seat; route: number; displaced: 0 | 1 | null; extras: number }
  /** H-9: lifting own pieces for a Move; `hand` holds the kinds lifted so far (lift-then-place, A-9). */
  | { kind: 'moveLift'; seat: Seat; left: number; hand: number[] }
  /** H-9: putting every lifted piece on an empty post. */
  | { kind: 'movePut'; seat: Seat; hand: number[] }
  /** H-10 step C on `route` (still full of the active player's pieces); `taken` = token taken in step B. */
  | { kind: 'establish'; seat: Seat; route: number; taken: TokenKind | null }
  /** H-11.9: up to `left` more pieces may be removed. */
  | { kind: 'removeThree'; seat: Seat; left: number }
  /** H-11.6: the tokens on the plate go to eligible routes at the end of the turn. */
  | { kind: 'placeBonus'; seat: Seat };

export interface HansaState {
  players: number;
  board: BoardId;
  /** 2-player province rules in force (H-14; option `provinces`). */
  provinces: boolean;
  /** Per route, per post: the piece there or -1. */
  posts: PieceCode[][];
  /** Per city, per printed Kontor space (left to right): the piece there or -1. */
  kontors: PieceCode[][];
  /** Per city, extra Kontors left to right (H-11.4): index 0 is the leftmost, most recent. */
  extraKontors: PieceCode[][];
  /** Coellen table (H-10.13): per space (7/8/9/11), the seat whose merchant is there or -1. */
  coellen: number[];
  /** Per route, the bonus token lying at it (face up) or null. */
  routeTokens: Array<TokenKind | null>;
  /** The face-down bonus supply; the next draw is the last element. Secret (H-4.2). */
  pile: TokenKind[];
  seats: PlayerState[];
  /** Completed-cities marker (H-10.10). */
  completedCities: number;
  /** East–West awards given so far (H-10.11). */
  eastWestAwarded: number;
  /** Whose turn it is. */
  current: Seat;
  turn: number;
  /** Actions spent this turn, and the extra allowance from +3/+4 tokens (H-5.2). */
  actionsUsed: number;
  extraActions: number;
  /** H-14: the province holding the pawn (index into the board's provinces), null without it. */
  pawn: number | null;
  /** H-14.5: the free pawn move of this turn has been used. */
  pawnFreeUsed: boolean;
  pending: Decision[];
  /** H-12.2: the end has been triggered; the game ends when the current action is complete. */
  endTriggered: boolean;
  over: boolean;
  rng: RngState;
}

/** The actions chosen first and detailed in a second step. */
export type SimpleAction = 'income' | 'place' | 'displace' | 'move' | 'pawn' | 'pawnFree';

export type HansaAction =
  /**
   * H-5.3: spend an action on Income, Place, Displace, Move or a pawn move (H-14.5, 'pawn');
   * 'pawnFree' is the free pawn move and spends none. The details follow.
   */
  | { type: 'begin'; action: SimpleAction }
  /** H-6: Income, any mix up to Bursa. */
  | { type: 'income'; traders: number; merchants: number }
  /** H-7: Place. */
  | { type: 'place'; route: string; post: number; piece: PieceKind }
  /** H-8: Displace the piece on this post with `piece`, paying the penalty as given (H-8.2). */
  | { type: 'displace'; route: string; post: number; piece: PieceKind; payTraders: number; payMerchants: number }
  /** H-8.4–H-8.6: relocate the displaced piece or an extra one (from the source H-8.6 allows). */
  | { type: 'relocate'; route: string; post: number; piece: 'displaced' | PieceKind }
  /** H-8.6 last resort: an own piece taken from another post. */
  | { type: 'relocateFromBoard'; fromRoute: string; fromPost: number; route: string; post: number }
  | { type: 'endRelocation' }
  /** H-9: starts a Move action by lifting this own piece; then `lift` more, `liftDone`, `put`. */
  | { type: 'move'; route: string; post: number }
  | { type: 'lift'; route: string; post: number }
  | { type: 'liftDone' }
  | { type: 'put'; route: string; post: number; piece: PieceKind }
  /** H-10: Establish a route (steps A and B at once, then the step C decision). */
  | { type: 'establish'; route: string }
  /** H-10.8: Kontor on the leftmost free space of `city`. */
  | { type: 'kontor'; city: string }
  /** H-11.4: Extra Kontor in `city` with a piece of the route. */
  | { type: 'extraKontor'; city: string; piece: PieceKind }
  /** H-10.12: upgrade the ability of an end city. */
  | { type: 'upgrade'; ability: Ability }
  /** H-10.13: merchant on the Coellen table space `space` (0..3 = 7/8/9/11). */
  | { type: 'coellen'; space: number }
  /** H-10.15: no step C. */
  | { type: 'noKontor' }
  /** H-11.8 */
  | { type: 'useActions'; n: 3 | 4 }
  /** H-11.7 */
  | { type: 'useUpgrade'; ability: Ability }
  /** H-11.5: swap the Kontors on printed spaces `index` and `index + 1` of `city`. */
  | { type: 'swapKontors'; city: string; index: number }
  /** H-11.9: use Remove Three, then `remove` up to three pieces or `removeDone`. */
  | { type: 'removeThree' }
  | { type: 'remove'; route: string; post: number }
  | { type: 'removeDone' }
  /** H-14.4 / H-14.5 */
  | { type: 'placePawn'; province: string }
  | { type: 'movePawn'; province: string; paid: boolean }
  | { type: 'endTurn' }
  /** H-11.6: place the next plate token at `route`. */
  | { type: 'placeBonus'; route: string };
