/**
 * The printed components, loaded from `data/cards.json` (a copy of the rules digest's data) and
 * typed once at load. Picture-only facts marked `uncertain` there (field vegetables, the Shop's
 * two pale slots, Path values) are read from the data, never written in code (issue 3).
 */
import raw from './data/cards.json';

/** Vegetables in the fixed index order used by every count array (`cart[0]` = wheat …). */
export const VEGETABLES = ['wheat', 'pumpkin', 'turnip', 'cabbage', 'bean', 'leek'] as const;
export type Veg = (typeof VEGETABLES)[number];
/** A count per vegetable, indexed like `VEGETABLES`. */
export type VegCounts = number[];

/**
 * Index of a vegetable name, or -1 for anything else (hostile input included). A switch: cheaper
 * than an own-key lookup in a table, at nearly every `apply` (issue 46).
 */
export function vegIndex(v: unknown): number {
  switch (v) {
    case 'wheat':
      return 0;
    case 'pumpkin':
      return 1;
    case 'turnip':
      return 2;
    case 'cabbage':
      return 3;
    case 'bean':
      return 4;
    case 'leek':
      return 5;
    default:
      return -1;
  }
}

export interface StallOffer {
  veg: number;
  bowls: number;
}
export interface HelperInfo {
  id: string;
  names: { en: string; de: string; it: string | null };
  copies: number;
  lantern: boolean;
  /** Phases (1 Harvest, 2 Card, 3 Action) per option, option 1 first. */
  optionPhases: number[][];
  texts: string[];
  clarifications: string[];
  solo?: string;
}

export type CardKind = 'field' | 'stall' | 'regular' | 'casual' | 'helper';

/** One Action card as printed, with names in English, German and Italian where known. */
export interface CardInfo {
  id: string;
  kind: CardKind;
  /** Helper id for helpers (the three Traders share `H-TRADER`), else the card id. */
  type: string;
  names: { en: string; de: string; it: string | null };
  stall?: StallOffer[];
  demand?: number[];
  payments?: number[];
  price?: number;
  introStart?: boolean;
  spaces?: number;
  allowed?: number[];
}

interface RawData {
  market_stalls: Array<{ id: string; offers: Array<{ vegetable: string; bowls: number }> }>;
  regular_customers: Array<{ id: string; demand: string[]; payments: number[]; intro_start_card: boolean }>;
  casual_customers: Array<{ id: string; demand: string[]; price: number }>;
  helpers: Array<{
    id: string;
    name_en: string;
    name_de: string;
    name_it: string | null;
    copies: number;
    lantern: boolean;
    options: Array<{ phases: number[]; text: string }>;
    clarifications: string[];
    solo?: string;
  }>;
  fields: {
    home_field: { spaces: number; allowed: string[] };
    private_fields: { by_size: Record<string, { allowed: string[]; count_per_player: number }> };
    common_fields: Array<{ id: string; spaces: number; cost: number; allowed: string[] }>;
  };
  shop: {
    slots_proposed: Record<string, number>;
    initial_stock: Record<string, number>;
    buy_price: Record<string, number>;
    sell_price: Record<string, number>;
  };
  storehouse_cart: { initial_capacity: number; upgraded_capacity: number; upgrade_cost: number };
  path_of_prosperity: { start_space: number; top_space: number; space_values: Record<string, number> };
  supply: { vegetables: Record<string, number>; coins: { total_value: number } };
  solo: {
    offer_grid: {
      rows: number;
      cols: number;
      row_price: number[];
      max_buys_per_card_phase: number;
      squire_max: number;
    };
    goals: Record<string, number>;
  };
  setup_per_player: { cash: number };
}

const data = raw as unknown as RawData;
const counts = (r: Record<string, number>): VegCounts => VEGETABLES.map((v) => r[v] ?? 0);
const vegs = (names: string[]): number[] => names.map((n) => vegIndex(n));

export const SHOP_SLOTS: VegCounts = counts(data.shop.slots_proposed);
export const SHOP_START: VegCounts = counts(data.shop.initial_stock);
export const BUY_PRICE: VegCounts = counts(data.shop.buy_price);
export const SELL_PRICE: VegCounts = counts(data.shop.sell_price);
export const SUPPLY_START: VegCounts = counts(data.supply.vegetables);
export const COIN_TOTAL = data.supply.coins.total_value;
export const START_CASH = data.setup_per_player.cash;
export const STORE_CAPACITY = [data.storehouse_cart.initial_capacity, data.storehouse_cart.upgraded_capacity];
export const STORE_UPGRADE_COST = data.storehouse_cart.upgrade_cost;
export const PATH_START = data.path_of_prosperity.start_space;
export const PATH_TOP = data.path_of_prosperity.top_space;
/** Value of a Path space (L-11.1: the cost of a further step onto it). */
export function pathValue(space: number): number {
  return data.path_of_prosperity.space_values[String(space)] ?? space;
}
export const HOME_SPACES = data.fields.home_field.spaces;
export const HOME_ALLOWED = vegs(data.fields.home_field.allowed);
export const PRIVATE_SIZES = Object.keys(data.fields.private_fields.by_size).map(Number);
export const SOLO = {
  rows: data.solo.offer_grid.rows,
  cols: data.solo.offer_grid.cols,
  rowPrice: data.solo.offer_grid.row_price,
  maxBuys: data.solo.offer_grid.max_buys_per_card_phase,
  squireMax: data.solo.offer_grid.squire_max,
  goals: data.solo.goals,
};
export const COMMON_FIELD_COST = data.fields.common_fields[0]?.cost ?? 2;

export const HELPERS: HelperInfo[] = data.helpers.map((h) => ({
  id: h.id,
  names: { en: h.name_en, de: h.name_de, it: h.name_it },
  copies: h.copies,
  lantern: h.lantern,
  optionPhases: h.options.map((o) => o.phases),
  texts: h.options.map((o) => o.text),
  clarifications: h.clarifications,
  ...(h.solo ? { solo: h.solo } : {}),
}));
const HELPER_BY_ID = new Map(HELPERS.map((h) => [h.id, h]));

const CARD_LIST: CardInfo[] = [];
for (const f of data.fields.common_fields)
  CARD_LIST.push({
    id: f.id,
    kind: 'field',
    type: f.id,
    names: { en: `Common field (${f.spaces})`, de: `Allgemeines Feld (${f.spaces})`, it: `Campo comune (${f.spaces})` },
    spaces: f.spaces,
    allowed: vegs(f.allowed),
  });
data.market_stalls.forEach((m) =>
  CARD_LIST.push({
    id: m.id,
    kind: 'stall',
    type: m.id,
    names: { en: 'Market stall', de: 'Marktstand', it: 'Bancarella' },
    stall: m.offers.map((o) => ({ veg: vegIndex(o.vegetable), bowls: o.bowls })),
  }),
);
data.regular_customers.forEach((c) =>
  CARD_LIST.push({
    id: c.id,
    kind: 'regular',
    type: c.id,
    names: { en: 'Regular customer', de: 'Stammkunde', it: 'Cliente abituale' },
    demand: vegs(c.demand),
    payments: c.payments,
    introStart: c.intro_start_card,
  }),
);
data.casual_customers.forEach((c) =>
  CARD_LIST.push({
    id: c.id,
    kind: 'casual',
    type: c.id,
    names: { en: 'Casual customer', de: 'Laufkunde', it: 'Cliente occasionale' },
    demand: vegs(c.demand),
    price: c.price,
  }),
);
for (const h of HELPERS)
  for (let k = 1; k <= h.copies; k++)
    CARD_LIST.push({ id: h.copies > 1 ? `${h.id}-${k}` : h.id, kind: 'helper', type: h.id, names: h.names });

/** All 70 Action cards, each with its instance id (the three Traders are `H-TRADER-1..3`). */
export const ACTION_CARDS: readonly CardInfo[] = CARD_LIST;
const CARD_BY_ID = new Map(CARD_LIST.map((c) => [c.id, c]));
export const INTRO_START_CARDS = CARD_LIST.filter((c) => c.introStart).map((c) => c.id);

/** The Action card with this id; throws on an unknown id (callers validate input first). */
export function card(id: string): CardInfo {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}
export function helperInfo(type: string): HelperInfo {
  return HELPER_BY_ID.get(type)!;
}

/**
 * Private field ids: `P<seat>-<size>` while face down in the pile (the two fields of one size are
 * identical, so the pile shows nothing by its ids), `P<seat>-<size>a|b` once revealed. Home field:
 * `H<seat>`. Common fields are Action cards (`CF-…`).
 */
export function fieldSpaces(id: string): number {
  if (id.startsWith('H')) return HOME_SPACES;
  if (id.startsWith('P')) return Number(id.slice(id.indexOf('-') + 1, id.indexOf('-') + 2));
  return card(id).spaces!;
}
const PRIVATE_ALLOWED = new Map(
  PRIVATE_SIZES.map((n) => [n, vegs(data.fields.private_fields.by_size[String(n)]!.allowed)]),
);
/** The vegetables a field takes (shared arrays: read only). */
export function fieldAllowed(id: string): number[] {
  if (id.startsWith('H')) return HOME_ALLOWED;
  if (id.startsWith('P'))
    return (
      PRIVATE_ALLOWED.get(fieldSpaces(id)) ?? vegs(data.fields.private_fields.by_size[String(fieldSpaces(id))]!.allowed)
    );
  return card(id).allowed!;
}
const ALLOWED_CACHE = new Map<string, number[]>();
export function fieldAllows(id: string, veg: number): boolean {
  let a = ALLOWED_CACHE.get(id);
  if (!a) ALLOWED_CACHE.set(id, (a = fieldAllowed(id)));
  return a.includes(veg);
}
export function isCommonField(id: string): boolean {
  return id.startsWith('CF');
}
