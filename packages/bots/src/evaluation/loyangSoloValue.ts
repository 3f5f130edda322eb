/**
 * A learned value for the Loyang solo game: the final Path (L-13, Path − Loans) expected from the
 * first state of a round, fitted on solo games the bots played themselves.
 *
 * The hand-written evaluation (`loyang.ts`) prices what a position will still earn; how that
 * money and those cards turn into Path spaces over the rounds left depends on how the bot goes on
 * to play, and the evaluation ordered whole games poorly in the early rounds (correlation with the
 * final Path 0.05–0.28 in rounds 1–3, `studies/bots/loyangSolo.ts bias`). So the value is the
 * evaluation plus, for each round, a ridge regression of what it missed (final Path − evaluation
 * in the bots' own games) on features of the position: cards held by kind and Helper type, the
 * Offer's cheap rows, fields, vegetables, Path and the evaluation's own parts
 * (`studies/bots/loyangValue.ts` plays the games and fits the weights into `loyangSoloValue.json`).
 * Cash and Loans keep no weight of their own: fits that weighed them (or the evaluation) learned
 * that a Loan looks good at a round's start and borrowed to a mean Path of −19 (L-12.2).
 * The planner ranks finished phase lines by it in the solo game (every line ends at the start of
 * the next round, where it was fitted); in the middle of a phase the features mean something else
 * (vegetables not yet harvested, cards not yet paid), and ranking there by it lost 1.6 spaces.
 */
import { card, type CardKind, HELPERS, type LoyangState, SOLO } from '@tabula/loyang';
import { byRound, economy, LAST_ROUND } from './loyangEconomy';
import fitted from './loyangSoloValue.json';

const BASE = [
  'eval',
  'path',
  'cash',
  'loans',
  'wealth',
  'timed',
  'helpers',
  'upgraded',
  'regulars',
  'openRows',
  'casuals',
  'offers',
  'tokens',
  'sown',
  'empty',
  'pile',
  'atHand',
  'shop',
];
/** Helpers held, by type: the evaluation counts every Helper alike (`TUNING.helper`). */
const HELPER_TYPES = HELPERS.map((h) => h.id);
/**
 * The solo Offer's cheap rows by card kind (row 1 free, row 2 for 1 Cash, L-14.4): what the next
 * Card phase can buy, which the evaluation does not see — and which a phase line shapes, since a
 * card bought from row 1 lets its column slide up (L-14.5).
 */
const KINDS: CardKind[] = ['field', 'stall', 'regular', 'casual', 'helper'];
const OFFER = [1, 2].flatMap((row) => KINDS.map((k) => `row${row}:${k}`));
export const SOLO_FEATURES: readonly string[] = [...BASE, ...HELPER_TYPES, ...OFFER];

interface RoundModel {
  /** Feature means and spreads of the training data (the weights are on standardized features). */
  mean: number[];
  sd: number[];
  bias: number;
  w: number[];
  /** Fitted to the final Path minus the evaluation: the value is the evaluation plus the fit. */
  residual?: boolean;
}

interface Fitted {
  features: string[];
  /** Samples behind the fit, where they came from, and how it was made. */
  samples: number;
  source: string;
  fit: unknown;
  /** By round (the round the position starts). */
  rounds: Record<string, RoundModel>;
}

const model = fitted as Fitted;
if (model.features.join() !== SOLO_FEATURES.join())
  throw new Error('loyangSoloValue.json was fitted on other features');

/** The features of seat 0's position, in `SOLO_FEATURES` order; `evaluation` is `loyang.ts`'s. */
export function soloFeatures(s: LoyangState, evaluation: number): number[] {
  const p = s.p[0]!;
  const wealth = economy(s, 0);
  let timed = 0;
  for (const x of byRound) timed += x;
  const harvests = LAST_ROUND - s.round + 1;
  let openRows = 0;
  for (const r of p.regulars) openRows += 4 - r.rows;
  let offers = 0;
  for (const st of p.stalls) for (const x of st.stock) if (x) offers++;
  let tokens = 0;
  let sown = 0;
  let empty = 0;
  for (const f of p.fields) {
    if (f.n > 0) {
      sown++;
      tokens += Math.min(f.n, harvests);
    } else if (f.veg < 0) empty++;
  }
  let atHand = 0;
  let shop = 0;
  for (let v = 0; v < 6; v++) {
    atHand += p.cart[v]! + p.store[v]!;
    shop += p.shop[v]!;
  }
  const held = HELPER_TYPES.map(() => 0);
  for (const h of p.helpers) held[HELPER_TYPES.indexOf(card(h.id).type)]!++;
  const offer = OFFER.map(() => 0);
  s.offer?.forEach((id, slot) => {
    const row = Math.floor(slot / SOLO.cols);
    if (id && row < 2) offer[row * KINDS.length + KINDS.indexOf(card(id).kind)]!++;
  });
  return [
    evaluation,
    p.path,
    p.cash,
    p.loans,
    wealth,
    timed,
    p.helpers.length,
    p.upgraded ? 1 : 0,
    p.regulars.length,
    openRows,
    p.casuals.length,
    offers,
    tokens,
    sown,
    empty,
    p.pile.length,
    atHand,
    shop,
    ...held,
    ...offer,
  ];
}

/** The learned final Path of a solo position at a round's start, or null where none was fitted. */
export function soloValue(s: LoyangState, evaluation: number): number | null {
  const m = model.rounds[String(s.round)];
  if (!m) return null;
  const x = soloFeatures(s, evaluation);
  let v = m.bias + (m.residual ? evaluation : 0);
  for (let i = 0; i < x.length; i++) v += (m.w[i]! * (x[i]! - m.mean[i]!)) / m.sd[i]!;
  return v;
}
