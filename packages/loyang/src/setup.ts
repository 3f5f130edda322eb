/** Setup (L-2, L-14.2, L-14.3): Supply, decks, fields, Shops, money, the first decision. */
import { IllegalAction, Rng, type SetupArgs } from '@tabula/engine';
import { filledStall, newRegular } from './cards';
import { Ctx } from './ctx';
import {
  ACTION_CARDS,
  COIN_TOTAL,
  INTRO_START_CARDS,
  PATH_START,
  PRIVATE_SIZES,
  SHOP_START,
  SOLO,
  START_CASH,
  SUPPLY_START,
  card,
} from './data';
import type { LoyangState, Opponent, Player } from './types';

function newPlayer(seat: number, pile: string[]): Player {
  return {
    cash: START_CASH,
    path: PATH_START,
    loans: 0,
    upgraded: false,
    cart: [0, 0, 0, 0, 0, 0],
    store: [0, 0, 0, 0, 0, 0],
    shop: SHOP_START.slice(),
    fields: [{ id: `H${seat}`, veg: -1, n: 0, under: null }],
    pile,
    pileKnown: false,
    pileBottom: 0,
    removed: [],
    stalls: [],
    regulars: [],
    casuals: [],
    helpers: [],
    hand: [],
    start: null,
    done: false,
    twoPack: false,
    maid: false,
    sales: false,
    official: false,
    messenger: false,
    sowExtra: 0,
    harvestExtra: [],
  };
}

export function setup({ players, seed, options }: SetupArgs): LoyangState {
  if (!Number.isInteger(players) || players < 1 || players > 4)
    throw new IllegalAction('L-2.3', 'At the Gates of Loyang is for 1 to 4 players');
  const intro = options?.intro === true || options?.intro === 'true';
  for (const k of Object.keys(options ?? {}))
    if (k !== 'intro') throw new IllegalAction('L-2.9', `unknown option "${k}" (only "intro")`);
  const rng = Rng.seed(seed);
  // L-2.9, A-24: the start Regular customers are dealt first; the rest go back into the deck.
  let deck = ACTION_CARDS.map((c) => c.id);
  const starts: Array<string | null> = new Array(players).fill(null);
  if (intro) {
    deck = deck.filter((id) => !INTRO_START_CARDS.includes(id));
    const dealt = rng.shuffle(INTRO_START_CARDS.slice());
    for (let i = 0; i < players; i++) starts[i] = dealt[i]!;
    deck.push(...dealt.slice(players));
  }
  rng.shuffle(deck);
  const p: Player[] = [];
  for (let seat = 0; seat < players; seat++) {
    // L-2.5: two sets of one field per size, each shuffled, one on the other.
    const pile = [...rng.shuffle(PRIVATE_SIZES.slice()), ...rng.shuffle(PRIVATE_SIZES.slice())].map(
      (n) => `P${seat}-${n}`,
    );
    const pl = newPlayer(seat, pile);
    pl.start = starts[seat]!;
    p.push(pl);
  }
  const supply = SUPPLY_START.map((n, v) => n - players * SHOP_START[v]!);
  const startSeat = rng.int(players);
  const state: LoyangState = {
    players,
    intro,
    round: 0,
    phase: 'plant',
    startSeat,
    secondSeat: null,
    p,
    stacks: Array.from({ length: players }, () => []),
    draw: deck,
    discard: [],
    courtyard: [],
    dist: null,
    groups: [],
    group: 0,
    partner: new Array(players).fill(-1),
    harvestOrder: [],
    harvestNext: 0,
    planted: [0, 0, 0, 0, 0, 0],
    opp: null,
    offer: null,
    soloReshuffled: false,
    supply,
    bank: COIN_TOTAL - players * START_CASH,
    rng: rng.save(),
  };
  const ctx = new Ctx(state);
  if (players === 1) soloSetup(ctx);
  ctx.push({ kind: 'plant', seat: startSeat });
  return ctx.s;
}

/** L-14.2, L-14.3: the imaginary opponent's six cards, then the 4×3 Offer. */
function soloSetup(ctx: Ctx): void {
  const s = ctx.s;
  const opp: Opponent = { stalls: [], regulars: [], casuals: [] };
  const draw = ctx.pile('draw');
  while (draw.length && (opp.stalls.length < 2 || opp.regulars.length < 2 || opp.casuals.length < 2)) {
    const id = draw.shift()!;
    const kind = card(id).kind;
    if (kind === 'stall' && opp.stalls.length < 2) opp.stalls.push(filledStall(ctx, id, null));
    else if (kind === 'regular' && opp.regulars.length < 2) opp.regulars.push(newRegular(id, false));
    else if (kind === 'casual' && opp.casuals.length < 2) opp.casuals.push({ id, under: null });
    else ctx.pile('discard').push(id);
  }
  s.opp = opp;
  s.offer = draw.splice(0, SOLO.rows * SOLO.cols);
}
