/**
 * Candidate actions that are almost legal: a listed action with one field changed (another
 * vegetable, card, field, stall, number out of range, seat, flag), a key dropped or added, the
 * type swapped, or a fresh action of any type built from the ids of the position. Used by the
 * differential test of `apply` against `legalActions`.
 */
import type { Rng } from '@tabula/engine';
import { ACTION_CARDS, VEGETABLES } from '../src/data';
import type { LoyangAction, LoyangState } from '../src/types';

export const ACTION_TYPES = [
  'plant',
  'harvest',
  'pickField',
  'done',
  'flip',
  'toCourtyard',
  'takeCourtyard',
  'playHand',
  'playStart',
  'buyOffer',
  'partner',
  'sow',
  'sowField',
  'buy',
  'sell',
  'trade',
  'handIn',
  'deliver',
  'skipDelivery',
  'serve',
  'twoPack',
  'keep',
  'upgrade',
  'loan',
  'discardHelper',
  'helper',
  'foreman',
  'shopCount',
  'nameVeg',
  'crierSell',
  'merchantBuy',
  'pickPile',
  'endActions',
  'returnVeg',
  'step',
  'endPath',
  'nonsense',
] as const;

const VEG_POOL: unknown[] = [...VEGETABLES, 'carrot', 0, null, '__proto__'];
const NUM_POOL: unknown[] = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 1.5, '1', null, true];
const SEAT_POOL: unknown[] = [-1, 0, 1, 2, 3, 4, 'opponent', '0', 0.5];
const BOOL_POOL: unknown[] = [true, false, 'true', 0, 1, null];
const KEYS = [
  'veg',
  'card',
  'field',
  'slot',
  'seat',
  'stall',
  'offer',
  'double',
  'cards',
  'option',
  'target',
  'own',
  'with',
  'take',
  'n',
  'putBack',
];

/** Every id a position shows somewhere (cards, fields, piles), plus a few that exist nowhere. */
function idsOf(s: LoyangState): string[] {
  const out = new Set<string>(['nope', 'H-FOREMAN', 'H-SHOPPER', 'H-HAGGLER', 'H-SQUIRE', '']);
  for (const c of [...s.draw.slice(0, 4), ...s.discard.slice(-6), ...s.courtyard]) out.add(c);
  for (const c of s.offer ?? []) if (c) out.add(c);
  if (s.opp) for (const x of [...s.opp.stalls, ...s.opp.regulars, ...s.opp.casuals]) out.add(x.id);
  for (const p of s.p) {
    for (const x of [...p.fields, ...p.stalls, ...p.regulars, ...p.casuals, ...p.helpers]) {
      out.add(x.id);
      if (x.under) out.add(x.under);
    }
    for (const c of [...p.hand, ...p.pile, ...p.removed]) out.add(c);
    if (p.start) out.add(p.start);
  }
  return [...out];
}

function valueFor(key: string, ids: string[], r: Rng): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[r.int(xs.length)]!;
  switch (key) {
    case 'veg':
      return pick(VEG_POOL);
    case 'slot':
    case 'offer':
    case 'option':
    case 'n':
      return pick(NUM_POOL);
    case 'seat':
      return pick(SEAT_POOL);
    case 'double':
    case 'take':
      return pick(BOOL_POOL);
    case 'cards': {
      const k = r.int(4);
      return k === 3 ? 'x' : Array.from({ length: k }, () => pick(ids));
    }
    default:
      return r.int(8) === 0 ? pick(ACTION_CARDS).id : pick(ids);
  }
}

/** One mutant of `a` (or a fresh random action), drawn with `r`. */
export function mutate(a: LoyangAction, s: LoyangState, r: Rng): unknown {
  const ids = idsOf(s);
  const m: Record<string, unknown> = { ...a };
  const keys = Object.keys(m).filter((k) => k !== 'type');
  const op = r.int(7);
  if (op === 0) m.type = ACTION_TYPES[r.int(ACTION_TYPES.length)];
  else if (op === 1 && keys.length) {
    const k = keys[r.int(keys.length)]!;
    m[k] = valueFor(k, ids, r);
  } else if (op === 2 && keys.length) delete m[keys[r.int(keys.length)]!];
  else if (op === 3) {
    const k = KEYS[r.int(KEYS.length)]!;
    m[k] = valueFor(k, ids, r);
  } else if (op === 4 && Array.isArray(m.cards))
    m.cards = (m.cards as string[])
      .slice()
      .reverse()
      .concat(r.int(2) ? [] : [(m.cards as string[])[0] ?? 'x']);
  else {
    // A fresh action: a random type with one to three random fields.
    const f: Record<string, unknown> = { type: ACTION_TYPES[r.int(ACTION_TYPES.length)] };
    for (let i = r.int(3); i >= 0; i--) {
      const k = KEYS[r.int(KEYS.length)]!;
      f[k] = valueFor(k, ids, r);
    }
    return f;
  }
  return m;
}
