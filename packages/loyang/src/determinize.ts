/**
 * A full state consistent with one seat's view (engine.md §5): exactly the cards that seat cannot
 * see are dealt anew — other hands and start cards, the Draw pile, and the unknown part of every
 * face-down field pile (keeping the two-set structure of L-2.5 where it still holds).
 */
import type { RandomSource, RngState, Seat } from '@tabula/engine';
import { ACTION_CARDS, INTRO_START_CARDS, PRIVATE_SIZES } from './data';
import type { LoyangState, Player } from './types';
import type { LoyangView, SeatView } from './view';

function shuffle<T>(xs: T[], rng: RandomSource): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

const ALL_IDS = ACTION_CARDS.map((c) => c.id);
const INTRO_START = new Set(INTRO_START_CARDS);

/** Every Action card id the viewer can see somewhere (public places and his own hand). */
function seenCards(v: LoyangView): Set<string> {
  const seen = new Set<string>(v.discard);
  for (const c of v.courtyard) seen.add(c);
  for (const c of v.offer ?? []) if (c) seen.add(c);
  if (v.opp) for (const list of [v.opp.stalls, v.opp.regulars, v.opp.casuals]) for (const c of list) seen.add(c.id);
  for (const sv of v.seats) {
    for (const list of [sv.fields, sv.stalls, sv.regulars, sv.casuals, sv.helpers] as Array<
      Array<{ id: string; under: string | null }>
    >)
      for (const c of list) {
        seen.add(c.id);
        if (c.under) seen.add(c.under);
      }
    for (const c of sv.hand ?? []) seen.add(c);
    if (sv.start) seen.add(sv.start);
    for (const c of sv.pile ?? sv.pileBottomFields) seen.add(c);
  }
  for (const st of v.decisions) for (const d of st) if (d.kind === 'twoPack') for (const c of d.cards) seen.add(c);
  return seen;
}

/** The face-down part of a field pile: sizes still unseen, set structure kept when intact. */
function rebuildPile(sv: SeatView, rng: RandomSource): string[] {
  if (sv.pile) return sv.pile.slice();
  const faceDown = sv.pileCount - sv.pileBottomFields.length;
  const left = new Map<number, number>(PRIVATE_SIZES.map((n) => [n, 2]));
  const visible = [...sv.fields.map((f) => f.id), ...sv.removed, ...sv.pileBottomFields];
  for (const id of visible) {
    const m = /^P\d-(\d)[ab]$/.exec(id);
    if (m) left.set(Number(m[1]), (left.get(Number(m[1])) ?? 0) - 1);
  }
  const sizes: number[] = [];
  for (const [n, k] of left) for (let i = 0; i < k; i++) sizes.push(n);
  let order: number[];
  const second = PRIVATE_SIZES.every((n) => (left.get(n) ?? 0) >= 1) && sizes.length === faceDown && faceDown >= 4;
  if (second) {
    const first = sizes.slice();
    for (const n of PRIVATE_SIZES) first.splice(first.indexOf(n), 1);
    order = [...shuffle(first, rng), ...shuffle(PRIVATE_SIZES.slice(), rng)];
  } else order = shuffle(sizes, rng).slice(0, faceDown);
  return [...order.map((n) => `P${sv.seat}-${n}`), ...sv.pileBottomFields];
}

/** The player behind a seat's view, field by field in `Player` order (the order `setup` gives). */
function toPlayer(sv: SeatView, hand: string[], start: string | null, pile: string[]): Player {
  return {
    cash: sv.cash,
    path: sv.path,
    loans: sv.loans,
    upgraded: sv.upgraded,
    cart: sv.cart,
    store: sv.store,
    shop: sv.shop,
    fields: sv.fields,
    pile,
    pileKnown: sv.pileKnown,
    pileBottom: sv.pileBottom,
    removed: sv.removed,
    stalls: sv.stalls,
    regulars: sv.regulars,
    casuals: sv.casuals,
    helpers: sv.helpers,
    hand,
    start,
    done: sv.done,
    twoPack: sv.twoPack,
    maid: sv.maid,
    sales: sv.sales,
    official: sv.official,
    messenger: sv.messenger,
    sowExtra: sv.sowExtra,
    harvestExtra: sv.harvestExtra,
  };
}

/**
 * A state consistent with what `seat` sees. What the view shows is taken as it is, not copied: the
 * state made here is never edited either (ctx.ts), only played on.
 */
export function determinize(v: LoyangView, seat: Seat, rng: RandomSource): LoyangState {
  const seen = seenCards(v);
  // Loops, not filter/map chains: the search bot determinizes many times per decision.
  const unseen: string[] = [];
  const unseenStarts: string[] = [];
  for (const id of ALL_IDS)
    if (!seen.has(id)) {
      unseen.push(id);
      if (INTRO_START.has(id)) unseenStarts.push(id);
    }
  shuffle(unseenStarts, rng);
  const starts: Array<string | null> = [];
  for (const sv of v.seats) starts.push(sv.seat === seat ? sv.start : sv.hasStart ? unseenStarts.pop()! : null);
  const pool: string[] = [];
  for (const id of unseen) if (!starts.includes(id)) pool.push(id);
  shuffle(pool, rng);
  const p: Player[] = [];
  for (let i = 0; i < v.seats.length; i++) {
    const sv = v.seats[i]!;
    const hand = sv.seat === seat ? sv.hand! : pool.splice(0, sv.handCount);
    p.push(toPlayer(sv, hand, starts[i]!, rebuildPile(sv, rng)));
  }
  const rngState: RngState = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
  return {
    players: v.players,
    intro: v.intro,
    round: v.round,
    phase: v.phase,
    startSeat: v.startSeat,
    secondSeat: v.secondSeat,
    p,
    stacks: v.decisions,
    draw: pool,
    discard: v.discard,
    courtyard: v.courtyard,
    dist: v.dist,
    groups: v.groups,
    group: v.group,
    partner: v.partner,
    harvestOrder: v.harvestOrder,
    harvestNext: v.harvestNext,
    planted: v.planted,
    opp: v.opp,
    offer: v.offer,
    soloReshuffled: v.soloReshuffled,
    supply: v.supply,
    bank: v.bank,
    rng: rngState,
  };
}
