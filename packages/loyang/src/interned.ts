/**
 * The actions `legalActions` lists again and again, each made once and frozen: a search lists
 * them at every node of every play-out, and fresh objects were a large part of its garbage. Same
 * keys in the same order as a literal, so their JSON (records, the search's keys) is unchanged;
 * frozen, so a caller that tried to edit one would throw instead of changing every later list.
 */
import { VEGETABLES, type Veg } from './data';
import type { LoyangAction as A } from './types';

const once = <T extends A>(a: T): T => Object.freeze(a);

export const LOAN = once({ type: 'loan' });
export const HARVEST = once({ type: 'harvest' });
export const DONE = once({ type: 'done' });
export const FLIP = once({ type: 'flip' });
export const PLAY_START = once({ type: 'playStart' });
export const TWO_PACK = once({ type: 'twoPack' });
export const UPGRADE = once({ type: 'upgrade' });
export const END_ACTIONS = once({ type: 'endActions' });
export const STEP = once({ type: 'step' });
export const END_PATH = once({ type: 'endPath' });

type VegType = 'plant' | 'sow' | 'buy' | 'sell' | 'handIn' | 'returnVeg';

/** One action per vegetable (index as in VEGETABLES). */
const byVeg = <T extends VegType>(type: T) =>
  VEGETABLES.map((veg: Veg) => once({ type, veg } as Extract<A, { type: T }>));
export const PLANT = byVeg('plant');
export const SOW = byVeg('sow');
export const BUY = byVeg('buy');
export const SELL = byVeg('sell');
export const HAND_IN = byVeg('handIn');
export const RETURN_VEG = byVeg('returnVeg');

type CardType = 'toCourtyard' | 'takeCourtyard' | 'playHand' | 'deliver' | 'skipDelivery' | 'serve' | 'discardHelper';

/** One action per card id, made on first use (the card ids are the game's fixed set). */
function byCard<T extends CardType>(type: T): (card: string) => Extract<A, { type: T }> {
  const made = new Map<string, Extract<A, { type: T }>>();
  return (card) => {
    const known = made.get(card);
    if (known) return known;
    const a = once({ type, card } as Extract<A, { type: T }>);
    made.set(card, a);
    return a;
  };
}
export const toCourtyard = byCard('toCourtyard');
export const takeCourtyard = byCard('takeCourtyard');
export const playHand = byCard('playHand');
export const deliver = byCard('deliver');
export const skipDelivery = byCard('skipDelivery');
export const serve = byCard('serve');
export const discardHelper = byCard('discardHelper');

const trades = new Map<string, Array<Extract<A, { type: 'trade' }>>>();

/** A Market stall's offer `offer` (L-9.D). */
export function trade(stall: string, offer: number): Extract<A, { type: 'trade' }> {
  let row = trades.get(stall);
  if (!row) trades.set(stall, (row = []));
  return (row[offer] ??= once({ type: 'trade', stall, offer }));
}
