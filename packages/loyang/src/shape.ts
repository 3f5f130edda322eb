/**
 * The exact fields of every action type, with their JSON types (issue 41, item 7): an action of a
 * known type with an unknown key, a missing key or a value of the wrong type is malformed — the
 * same `ENGINE-MALFORMED` refusal Hansa (`shape.ts`) and the engine give — rather than refused
 * with whatever rule the pending decision cites (it was L-2.7 at the start). Values of the right
 * type that the rules refuse (a leek on the Home field, a card not in hand) keep their rule ids.
 * Checked only on the refusal path (`explain.ts`): a listed action always has its type's shape.
 */
import type { LoyangAction } from './types';

type Kind = 'string' | 'integer' | 'boolean' | 'strings' | 'seat';

interface Fields {
  need?: Readonly<Record<string, Kind>>;
  may?: Readonly<Record<string, Kind>>;
}

const FIELDS: Record<LoyangAction['type'], Fields> = {
  plant: { need: { veg: 'string' } },
  harvest: {},
  pickField: { need: { field: 'string' } },
  done: {},
  flip: {},
  toCourtyard: { need: { card: 'string' } },
  takeCourtyard: { need: { card: 'string' } },
  playHand: { need: { card: 'string' } },
  playStart: {},
  buyOffer: { need: { slot: 'integer' } },
  partner: { need: { seat: 'integer' } },
  sow: { need: { veg: 'string' } },
  sowField: { need: { field: 'string' } },
  buy: { need: { veg: 'string' } },
  sell: { need: { veg: 'string' } },
  trade: { need: { stall: 'string', offer: 'integer' } },
  handIn: { need: { veg: 'string' } },
  deliver: { need: { card: 'string' }, may: { double: 'boolean' } },
  skipDelivery: { need: { card: 'string' } },
  serve: { need: { card: 'string' } },
  twoPack: {},
  keep: { need: { cards: 'strings' } },
  upgrade: {},
  loan: {},
  discardHelper: { need: { card: 'string' } },
  helper: {
    need: { card: 'string', option: 'integer' },
    may: {
      target: 'string',
      seat: 'seat',
      own: 'string',
      veg: 'string',
      with: 'string',
      offer: 'integer',
      slot: 'integer',
    },
  },
  foreman: { need: { take: 'boolean' } },
  shopCount: { need: { n: 'integer' } },
  nameVeg: { need: { veg: 'string' } },
  crierSell: { need: { stall: 'string', offer: 'integer' } },
  merchantBuy: { need: { veg: 'string' }, may: { with: 'string' } },
  pickPile: { need: { field: 'string' }, may: { putBack: 'string' } },
  endActions: {},
  returnVeg: { need: { veg: 'string' } },
  step: {},
  endPath: {},
};

const NAMES: Record<Kind, string> = {
  string: 'a string',
  integer: 'an integer',
  boolean: 'true or false',
  strings: 'a list of strings',
  seat: 'a seat number or "opponent"',
};

function fits(v: unknown, k: Kind): boolean {
  switch (k) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'strings':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'seat':
      return Number.isInteger(v) || v === 'opponent';
  }
}

const own = (o: object, k: string) => Object.hasOwn(o, k);

/**
 * Why `a` is not shaped like a Loyang action, or null. An unknown `type` string is left to the
 * rules (like Hansa's H-5.3): it names no action, which is a rule of the game, not a shape.
 */
export function shapeProblem(a: unknown): string | null {
  if (a === null || typeof a !== 'object' || Array.isArray(a)) return 'an action is an object with a string "type"';
  const x = a as Record<string, unknown>;
  if (typeof x.type !== 'string') return 'an action is an object with a string "type"';
  if (!own(FIELDS, x.type)) return null;
  const f = FIELDS[x.type as LoyangAction['type']];
  const need = f.need ?? {};
  const may = f.may ?? {};
  const exact = () => {
    const optional = Object.keys(may).map((k) => `${k}?`);
    return `a ${x.type} action has exactly the fields ${['type', ...Object.keys(need), ...optional].join(', ')}`;
  };
  for (const k of Object.keys(x)) {
    if (k === 'type') continue;
    const kind = own(need, k) ? need[k] : own(may, k) ? may[k] : undefined;
    if (!kind) return `${exact()} (not "${k.slice(0, 40)}")`;
    if (!fits(x[k], kind)) return `"${k}" of a ${x.type} action is ${NAMES[kind]}`;
  }
  for (const k of Object.keys(need)) if (!own(x, k)) return `${exact()} ("${k}" is missing)`;
  return null;
}
