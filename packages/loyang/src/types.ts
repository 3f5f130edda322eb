/**
 * The state of a game of Loyang as plain JSON (engine contract). Vegetable counts are arrays
 * indexed like `VEGETABLES`; vegetables in actions are named (`'wheat'` …).
 */
import type { RngState, Seat } from '@tabula/engine';
import type { Veg, VegCounts } from './data';

/** A field in a player's field area (L-4, L-9.A). `veg` -1 = not sown. */
export interface Field {
  id: string;
  veg: number;
  /** Vegetable tokens on it. */
  n: number;
  /** The lower card of a Two-pack whose top card is this (Common) field (L-9.H.3). */
  under: string | null;
}
/** A Market stall in play (L-9.D): `stock[i]` 1 while offer i of the card is still on it. */
export interface Stall {
  id: string;
  stock: number[];
  under: string | null;
}
/** A Regular customer in play (L-9.F). */
export interface Regular {
  id: string;
  /** Rows filled, bottom first (0..3; the card leaves when the 4th is filled). */
  rows: number;
  marker: 'blue' | 'red';
  /** A delivery is owed this round (L-9.F.3). */
  due: boolean;
  /** Deliveries by its owner this round into the current row (Messenger-boy allows 2); -1 = missed. */
  served: number;
  under: string | null;
}
/** A Casual customer or a Helper in play: the card and what it covers. */
export interface Plain {
  id: string;
  under: string | null;
}

export interface Player {
  cash: number;
  /** Space on the Path of Prosperity (L-11). */
  path: number;
  loans: number;
  /** Storehouse turned to its capacity-4 side (L-10.2). */
  upgraded: boolean;
  cart: VegCounts;
  store: VegCounts;
  shop: VegCounts;
  /** Home field first. */
  fields: Field[];
  /** Face-down Private field pile, top first (secret, L-2.5). */
  pile: string[];
  /** The owner has looked through his pile (Tenant-farmer) and knows its order. */
  pileKnown: boolean;
  /** Fields put under the pile face up by the Tenant-farmer (public): the last `pileBottom` entries. */
  pileBottom: number;
  /** Emptied Private fields out of the game (L-4.4). */
  removed: string[];
  stalls: Stall[];
  regulars: Regular[];
  casuals: Plain[];
  helpers: Plain[];
  /** Hand in the Card phase (secret). */
  hand: string[];
  /** Introductory version: the start Regular customer still held (secret, L-2.9). */
  start: string | null;
  /** Action phase finished this round (L-9.F.3, Con man). */
  done: boolean;
  /** Per-Action-phase flags (L-9.H.5, L-15.3). */
  twoPack: boolean;
  maid: boolean;
  sales: boolean;
  official: boolean;
  messenger: boolean;
  /** Extra tokens for every field sown this Action phase (Harvest helper option 2, L-15.4). */
  sowExtra: number;
  /** Extra harvest per field in this Harvest phase (Harvest helper option 1), by field index. */
  harvestExtra: number[];
}

export type Decision =
  | { kind: 'plant'; seat: Seat }
  | { kind: 'harvest'; seat: Seat }
  | { kind: 'harvestFields'; seat: Seat; picked: number[] }
  | { kind: 'courtyard'; seat: Seat; flipped: boolean; squire: boolean }
  | { kind: 'take'; seat: Seat; extra: number; flipped: boolean; squire: boolean }
  /** `squireBought`: the Squire came from the Offer in this Card phase, so it waits for the next round. */
  | { kind: 'offer'; seat: Seat; bought: number; max: number; squireBought?: boolean }
  | { kind: 'payField'; seat: Seat; card: string }
  | { kind: 'payPenalty'; seat: Seat; card: string }
  | { kind: 'partner'; seat: Seat }
  | { kind: 'turn'; seat: Seat }
  | { kind: 'sowField'; seat: Seat; veg: number }
  | {
      kind: 'handIn';
      seat: Seat;
      left: number;
      owner: Seat | 'opponent';
      stall: string;
      offer: number;
      via: string | null;
    }
  | { kind: 'twoPack'; seat: Seat; cards: string[] }
  | { kind: 'store'; seat: Seat }
  | { kind: 'path'; seat: Seat; steps: number }
  | { kind: 'foreman'; seat: Seat; helper: string; from: Seat }
  | { kind: 'bookkeeper'; seat: Seat; step: number }
  | { kind: 'crier'; seat: Seat; sold: number; earned: number }
  | { kind: 'merchant'; seat: Seat; bought: number[] }
  | { kind: 'tenant'; seat: Seat; option: number };

export type DecisionKind = Decision['kind'];

/** The imaginary opponent of the solo game (L-14.2). */
export interface Opponent {
  stalls: Stall[];
  regulars: Regular[];
  casuals: Plain[];
}

export type Phase = 'plant' | 'harvest' | 'card' | 'action' | 'over';

export interface LoyangState {
  players: number;
  intro: boolean;
  round: number;
  phase: Phase;
  /** Holder of the large Starting-player token (L-2.6, L-5.14). */
  startSeat: Seat;
  /** Holder of the small token, null before the first Card phase. */
  secondSeat: Seat | null;
  p: Player[];
  /** One pending-decision stack per seat (engine.md §2), top = last. */
  stacks: Decision[][];
  /** Action cards, top first (secret order). */
  draw: string[];
  /** Face-up Discard pile, newest last (public). */
  discard: string[];
  courtyard: string[];
  /** Distribution round (L-5.3): seats still taking part in turn order, whose turn, who finished. */
  dist: { remaining: Seat[]; turn: number; finished: Seat[] } | null;
  /** Action-phase order: groups act one after another; the seats of a group at once (L-6). */
  groups: Seat[][];
  group: number;
  /** 4 players: the current partner of each seat in the Action phase, else -1 (L-6.2). */
  partner: Seat[];
  /** Harvest order for this round (L-4.1, Foreman note) and the next seat to harvest. */
  harvestOrder: Seat[];
  harvestNext: number;
  /** Home-field plantings per vegetable (L-2.7: at most 2 players per kind). */
  planted: VegCounts;
  /** Solo (L-14). */
  opp: Opponent | null;
  offer: Array<string | null> | null;
  soloReshuffled: boolean;
  /** Supply stocks: printed counts, allowed to go below 0 (unlimited, L-1.3); kept for conservation. */
  supply: VegCounts;
  /** Coins in the bank (COIN_TOTAL − cash in hands); may go below 0 (L-1.3). */
  bank: number;
  rng: RngState;
}

/** Every action. Vegetables by name; cards by instance id; fields and stalls by id. */
export type LoyangAction =
  | { type: 'plant'; veg: Veg }
  | { type: 'harvest' }
  | { type: 'pickField'; field: string }
  | { type: 'done' }
  | { type: 'flip' }
  | { type: 'toCourtyard'; card: string }
  | { type: 'takeCourtyard'; card: string }
  | { type: 'playHand'; card: string }
  | { type: 'playStart' }
  | { type: 'buyOffer'; slot: number }
  | { type: 'partner'; seat: Seat }
  | { type: 'sow'; veg: Veg }
  | { type: 'sowField'; field: string }
  | { type: 'buy'; veg: Veg }
  | { type: 'sell'; veg: Veg }
  | { type: 'trade'; stall: string; offer: number }
  | { type: 'handIn'; veg: Veg }
  | { type: 'deliver'; card: string; double?: boolean }
  | { type: 'skipDelivery'; card: string }
  | { type: 'serve'; card: string }
  | { type: 'twoPack' }
  | { type: 'keep'; cards: string[] }
  | { type: 'upgrade' }
  | { type: 'loan' }
  | { type: 'discardHelper'; card: string }
  | {
      type: 'helper';
      card: string;
      option: number;
      target?: string;
      seat?: Seat | 'opponent';
      own?: string;
      veg?: Veg;
      with?: string;
      offer?: number;
      slot?: number;
    }
  | { type: 'foreman'; take: boolean }
  | { type: 'shopCount'; n: number }
  | { type: 'nameVeg'; veg: Veg }
  | { type: 'crierSell'; stall: string; offer: number }
  | { type: 'merchantBuy'; veg: Veg; with?: string }
  | { type: 'pickPile'; field: string; putBack?: string }
  | { type: 'endActions' }
  | { type: 'returnVeg'; veg: Veg }
  | { type: 'step' }
  | { type: 'endPath' };
