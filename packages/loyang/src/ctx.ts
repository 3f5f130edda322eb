/**
 * Copy-on-write editing of a state inside `apply` (engine.md §8): the first write to a player, a
 * stack or a shared pile copies just that part; everything else is shared with the input state,
 * which is never mutated. Nested objects (fields, stalls, customers) are replaced, never edited.
 */
import type { GameEvent, Seat } from '@tabula/engine';
import { Rng } from '@tabula/engine';
import { ARRAYS, arrayBit, copyArray, type PlayerArray, readArray } from './playerArrays';
import type { Decision, LoyangState, Player } from './types';

const PILE_BIT = { draw: 1, discard: 2, courtyard: 4, supply: 8, planted: 16 } as const;

const ALL = (2 << ARRAYS.length) - 1;

export class Ctx {
  readonly s: LoyangState;
  readonly events: GameEvent[] = [];
  /** What this apply has already copied: per seat the player and its arrays; stacks; piles. */
  private touchedP = [0, 0, 0, 0];
  /** The player list and the stack list are copied on the first write to any player or stack. */
  private ownPlayers = false;
  private touchedS = 0;
  private touchedPile = 0;

  constructor(state: LoyangState) {
    this.s = cloneState(state);
  }

  /** The player of `seat` with every array copied, for any write. */
  pl(seat: Seat): Player {
    const t = this.touchedP[seat]!;
    if (t === ALL) return this.s.p[seat]!;
    if (t === 0) this.players()[seat] = clonePlayer(this.s.p[seat]!);
    else for (const k of ARRAYS) if (!(t & arrayBit(k))) this.arr(seat, k);
    this.touchedP[seat] = ALL;
    return this.s.p[seat]!;
  }

  /**
   * The player of `seat` copied without its arrays: for writes of its plain fields (cash, flags)
   * or replacing a whole array, never for editing an array in place (`arr`).
   */
  me(seat: Seat): Player {
    if (!(this.touchedP[seat]! & 1)) {
      this.players()[seat] = copyPlayer(this.s.p[seat]!);
      this.touchedP[seat]! |= 1;
    }
    return this.s.p[seat]!;
  }

  /** One array of `seat`'s player, copied on first write. */
  arr<K extends PlayerArray>(seat: Seat, k: K): Player[K] {
    const p = this.me(seat);
    const t = this.touchedP[seat]!;
    const bit = arrayBit(k);
    if (t & bit) return readArray(p, k) as Player[K];
    this.touchedP[seat] = t | bit;
    return copyArray(p, k) as Player[K];
  }

  /** The decision stack of `seat`, copied on first write. */
  stack(seat: Seat): Decision[] {
    if (!(this.touchedS & (1 << seat))) {
      if (this.touchedS === 0) this.s.stacks = this.s.stacks.slice();
      this.s.stacks[seat] = this.s.stacks[seat]!.slice();
      this.touchedS |= 1 << seat;
    }
    return this.s.stacks[seat]!;
  }

  private players(): Player[] {
    if (!this.ownPlayers) {
      this.s.p = this.s.p.slice();
      this.ownPlayers = true;
    }
    return this.s.p;
  }

  push(d: Decision): void {
    this.stack(d.seat).push(d);
  }
  pop(seat: Seat): Decision {
    return this.stack(seat).pop()!;
  }
  /** Replaces the top decision of `seat` (decisions are replaced, never edited). */
  setTop(d: Decision): void {
    const st = this.stack(d.seat);
    st[st.length - 1] = d;
  }

  pile(key: 'draw' | 'discard' | 'courtyard'): string[] {
    // A switch with named property access: a keyed access over five keys is slow in V8 (hot path).
    const s = this.s;
    const bit = PILE_BIT[key];
    const copy = !(this.touchedPile & bit);
    this.touchedPile |= bit;
    switch (key) {
      case 'draw':
        return copy ? (s.draw = s.draw.slice()) : s.draw;
      case 'discard':
        return copy ? (s.discard = s.discard.slice()) : s.discard;
      default:
        return copy ? (s.courtyard = s.courtyard.slice()) : s.courtyard;
    }
  }
  nums(key: 'supply' | 'planted'): number[] {
    const s = this.s;
    const bit = PILE_BIT[key];
    const copy = !(this.touchedPile & bit);
    this.touchedPile |= bit;
    if (key === 'supply') return copy ? (s.supply = s.supply.slice()) : s.supply;
    return copy ? (s.planted = s.planted.slice()) : s.planted;
  }

  /** Runs `f` with the state's stream and stores the advanced stream back. */
  random<T>(f: (r: Rng) => T): T {
    const r = Rng.from(this.s.rng);
    const out = f(r);
    this.s.rng = r.save();
    return out;
  }

  emit(e: GameEvent): void {
    this.events.push(e);
  }

  /** Moves cash between a seat and the bank (L-1.3: the bank never runs out). */
  gain(seat: Seat, amount: number): void {
    this.me(seat).cash += amount;
    this.s.bank -= amount;
  }
  /** Pays `amount` from `from` to another seat. */
  transfer(from: Seat, to: Seat, amount: number): void {
    this.me(from).cash -= amount;
    this.me(to).cash += amount;
  }
  /** Vegetables taken from (n > 0) or returned to (n < 0) the Supply. */
  fromSupply(veg: number, n: number): void {
    this.nums('supply')[veg] -= n;
  }
}

/** Explicit copies: faster than object spread on these wide objects (hot path). Same key order. */
function copyPlayer(o: Player): Player {
  return {
    cash: o.cash,
    path: o.path,
    loans: o.loans,
    upgraded: o.upgraded,
    cart: o.cart,
    store: o.store,
    shop: o.shop,
    fields: o.fields,
    pile: o.pile,
    pileKnown: o.pileKnown,
    pileBottom: o.pileBottom,
    removed: o.removed,
    stalls: o.stalls,
    regulars: o.regulars,
    casuals: o.casuals,
    helpers: o.helpers,
    hand: o.hand,
    start: o.start,
    done: o.done,
    twoPack: o.twoPack,
    maid: o.maid,
    sales: o.sales,
    official: o.official,
    messenger: o.messenger,
    sowExtra: o.sowExtra,
    harvestExtra: o.harvestExtra,
  };
}

function clonePlayer(o: Player): Player {
  return {
    cash: o.cash,
    path: o.path,
    loans: o.loans,
    upgraded: o.upgraded,
    cart: o.cart.slice(),
    store: o.store.slice(),
    shop: o.shop.slice(),
    fields: o.fields.slice(),
    pile: o.pile.slice(),
    pileKnown: o.pileKnown,
    pileBottom: o.pileBottom,
    removed: o.removed.slice(),
    stalls: o.stalls.slice(),
    regulars: o.regulars.slice(),
    casuals: o.casuals.slice(),
    helpers: o.helpers.slice(),
    hand: o.hand.slice(),
    start: o.start,
    done: o.done,
    twoPack: o.twoPack,
    maid: o.maid,
    sales: o.sales,
    official: o.official,
    messenger: o.messenger,
    sowExtra: o.sowExtra,
    harvestExtra: o.harvestExtra.slice(),
  };
}

function cloneState(s: LoyangState): LoyangState {
  return {
    players: s.players,
    intro: s.intro,
    round: s.round,
    phase: s.phase,
    startSeat: s.startSeat,
    secondSeat: s.secondSeat,
    p: s.p,
    stacks: s.stacks,
    draw: s.draw,
    discard: s.discard,
    courtyard: s.courtyard,
    dist: s.dist,
    groups: s.groups,
    group: s.group,
    partner: s.partner,
    harvestOrder: s.harvestOrder,
    harvestNext: s.harvestNext,
    planted: s.planted,
    opp: s.opp,
    offer: s.offer,
    soloReshuffled: s.soloReshuffled,
    supply: s.supply,
    bank: s.bank,
    rng: s.rng,
  };
}
