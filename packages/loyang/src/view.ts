/**
 * What a seat or a spectator sees (engine.md §5). Secrets are removed, never flagged: other
 * seats' hands and intro start cards, the Draw pile order, every face-down field pile order
 * (the owner sees his only after looking through it with the Tenant-farmer), the PRNG.
 */
import { type Seat, type Viewer, ViewMemo } from '@tabula/engine';
import { activeSeats } from './seats';
import type { Decision, LoyangState, Opponent, Phase, Player } from './types';

/** One player's area as everyone sees it; `hand`, `start`, `pile` only for its owner. */
export interface SeatView extends Omit<Player, 'hand' | 'start' | 'pile'> {
  seat: Seat;
  /** Own hand; null for other seats (see `handCount`). */
  hand: string[] | null;
  handCount: number;
  /** Introductory version: own start card; null otherwise (see `hasStart`). */
  start: string | null;
  hasStart: boolean;
  pileCount: number;
  /** Own field pile in order, top first, once looked through (Tenant-farmer); else null. */
  pile: string[] | null;
  /** Fields put face up under the pile (public), top to bottom. */
  pileBottomFields: string[];
  /** Two-packs in play: the top card and the covered lower card (L-9.H.3). */
  stacks: Array<{ top: string; under: string }>;
}

export interface LoyangView {
  viewer: Viewer;
  players: number;
  intro: boolean;
  round: number;
  phase: Phase;
  startSeat: Seat;
  secondSeat: Seat | null;
  seats: SeatView[];
  /** Seats that owe a decision now, and each seat's pending decisions (top = last; public). */
  active: Seat[];
  decisions: Decision[][];
  /** The decision each seat answers next (the top of its stack), null if none; `kind` names it. */
  top: Array<Decision | null>;
  drawCount: number;
  discardCount: number;
  /** Face-up Discard pile, newest last. */
  discard: string[];
  courtyard: string[];
  dist: LoyangState['dist'];
  /** Action-phase groups (4 players: the two pairs act at once) and partners (-1 = none). */
  groups: Seat[][];
  group: number;
  partner: Seat[];
  harvestOrder: Seat[];
  harvestNext: number;
  planted: number[];
  /** Solo: the imaginary opponent and the 4×3 Offer (row-major, null = empty). */
  opp: Opponent | null;
  offer: Array<string | null> | null;
  soloReshuffled: boolean;
  supply: number[];
  bank: number;
}

/** Written out field by field (no rest/spread: this runs for every seat after every action). */
function seatView(p: Player, seat: Seat, viewer: Viewer): SeatView {
  const own = viewer === seat;
  const stacks: SeatView['stacks'] = [];
  for (const list of [p.fields, p.stalls, p.regulars, p.casuals, p.helpers] as Array<
    Array<{ id: string; under: string | null }>
  >)
    for (const c of list) if (c.under) stacks.push({ top: c.id, under: c.under });
  const pile = p.pile;
  return {
    cash: p.cash,
    path: p.path,
    loans: p.loans,
    upgraded: p.upgraded,
    cart: p.cart,
    store: p.store,
    shop: p.shop,
    fields: p.fields,
    pileKnown: p.pileKnown,
    pileBottom: p.pileBottom,
    removed: p.removed,
    stalls: p.stalls,
    regulars: p.regulars,
    casuals: p.casuals,
    helpers: p.helpers,
    done: p.done,
    twoPack: p.twoPack,
    maid: p.maid,
    sales: p.sales,
    official: p.official,
    messenger: p.messenger,
    sowExtra: p.sowExtra,
    harvestExtra: p.harvestExtra,
    seat,
    hand: own ? p.hand : null,
    handCount: p.hand.length,
    start: own ? p.start : null,
    hasStart: p.start !== null,
    pileCount: pile.length,
    pile: own && p.pileKnown ? pile : null,
    pileBottomFields: pile.slice(pile.length - p.pileBottom),
    stacks,
  };
}

/**
 * A player object is replaced whenever it changes (ctx.ts), so an unchanged player's area is the
 * same view object as last time, its owner's and the others' apart (issue 26: patches skip it).
 */
const seatViews = new ViewMemo<Player, SeatView>();

/**
 * The state's arrays are handed out as they are, not copied: a state is never edited once made
 * (ctx.ts copies what an apply writes), so a view sharing them cannot change, and an unchanged
 * part is the same object from one version to the next — what the server's patches skip.
 */
export function view(s: LoyangState, viewer: Viewer): LoyangView {
  return {
    viewer,
    players: s.players,
    intro: s.intro,
    round: s.round,
    phase: s.phase,
    startSeat: s.startSeat,
    secondSeat: s.secondSeat,
    seats: s.p.map((p, i) => seatViews.of(p, [i, viewer === i], () => seatView(p, i, viewer))),
    active: activeSeats(s),
    decisions: s.stacks,
    top: s.stacks.map((st) => st[st.length - 1] ?? null),
    drawCount: s.draw.length,
    discardCount: s.discard.length,
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
  };
}
