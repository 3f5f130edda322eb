/**
 * The arrays of a player that `Ctx` copies each on its own first write (`ctx.ts`), reached by
 * switches with named property access: a keyed `p[k]` over the player's 26 keys was the largest
 * single line of `apply`'s profile (issue 46).
 */
import type { Player } from './types';

export type PlayerArray =
  | 'cart'
  | 'store'
  | 'shop'
  | 'fields'
  | 'pile'
  | 'removed'
  | 'stalls'
  | 'regulars'
  | 'casuals'
  | 'helpers'
  | 'hand'
  | 'harvestExtra';

/** Every array, in the order of their bits. */
export const ARRAYS: readonly PlayerArray[] = [
  'cart',
  'store',
  'shop',
  'fields',
  'pile',
  'removed',
  'stalls',
  'regulars',
  'casuals',
  'helpers',
  'hand',
  'harvestExtra',
];

/** The bit of array `k` in `Ctx`'s per-seat record of copies (bit 0: the player object). */
export function arrayBit(k: PlayerArray): number {
  switch (k) {
    case 'cart':
      return 2;
    case 'store':
      return 4;
    case 'shop':
      return 8;
    case 'fields':
      return 16;
    case 'pile':
      return 32;
    case 'removed':
      return 64;
    case 'stalls':
      return 128;
    case 'regulars':
      return 256;
    case 'casuals':
      return 512;
    case 'helpers':
      return 1024;
    case 'hand':
      return 2048;
    default:
      return 4096;
  }
}

export function readArray(p: Player, k: PlayerArray): unknown[] {
  switch (k) {
    case 'cart':
      return p.cart;
    case 'store':
      return p.store;
    case 'shop':
      return p.shop;
    case 'fields':
      return p.fields;
    case 'pile':
      return p.pile;
    case 'removed':
      return p.removed;
    case 'stalls':
      return p.stalls;
    case 'regulars':
      return p.regulars;
    case 'casuals':
      return p.casuals;
    case 'helpers':
      return p.helpers;
    case 'hand':
      return p.hand;
    default:
      return p.harvestExtra;
  }
}

/** Replaces array `k` of `p` (a player already copied) by a copy and returns the copy. */
export function copyArray(p: Player, k: PlayerArray): unknown[] {
  switch (k) {
    case 'cart':
      return (p.cart = p.cart.slice());
    case 'store':
      return (p.store = p.store.slice());
    case 'shop':
      return (p.shop = p.shop.slice());
    case 'fields':
      return (p.fields = p.fields.slice());
    case 'pile':
      return (p.pile = p.pile.slice());
    case 'removed':
      return (p.removed = p.removed.slice());
    case 'stalls':
      return (p.stalls = p.stalls.slice());
    case 'regulars':
      return (p.regulars = p.regulars.slice());
    case 'casuals':
      return (p.casuals = p.casuals.slice());
    case 'helpers':
      return (p.helpers = p.helpers.slice());
    case 'hand':
      return (p.hand = p.hand.slice());
    default:
      return (p.harvestExtra = p.harvestExtra.slice());
  }
}
