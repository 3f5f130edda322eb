/**
 * Bidding Nim: a tiny game that exercises every part of the contract so the engine's tests never
 * depend on the real games.
 *
 * Rules (N-…): 2–4 players, three heaps of 3–7 stones (seeded). Each round:
 * - N-1 Bid: every seat at once secretly bids 1, 2 or 3 (simultaneous seats, hidden information).
 * - N-2 Order: when all have bid, bids are revealed; the highest bid moves first, ties broken by a
 *   seeded draw, then the others in seat order after the first.
 * - N-3 Take: in that order each player picks a non-empty heap (one decision), then takes 1 up to
 *   their bid stones from it (a second decision on the pending stack).
 * - N-4 End: whoever takes the last stone wins; the others share second place.
 * - N-5 Actions: an action is exactly `{ type: 'bid', n }`, `{ type: 'heap', heap }` or
 *   `{ type: 'take', n }` with an integer `n` / `heap` — no other key, no other type. Anything
 *   else is refused before the rules above are consulted, so a record holds only what a player
 *   could choose.
 * - N-6 Undo: a heap chosen may be taken back before the stones are taken; revealing the bids
 *   (and the draw breaking a tie) may not (see `irreversible`).
 */
import type { GameDefinition, GameEvent, Outcome, RandomSource, Seat, SetupArgs, Viewer } from '../contract';
import { IllegalAction, check } from '../illegal';
import { Rng, type RngState } from '../rng';

export type NimAction = { type: 'bid'; n: number } | { type: 'heap'; heap: number } | { type: 'take'; n: number };

interface ChooseCount {
  kind: 'chooseCount';
  seat: Seat;
  heap: number;
}

export interface NimState {
  players: number;
  heaps: number[];
  phase: 'bid' | 'take' | 'over';
  /** Secret until every seat has bid (N-1). */
  bids: Array<number | null>;
  /** Order of the current take phase, and whose turn in it. */
  order: Seat[];
  turn: number;
  pending: ChooseCount[];
  round: number;
  winner: Seat | null;
  rng: RngState;
}

export interface NimView extends Omit<NimState, 'bids' | 'rng'> {
  viewer: Viewer;
  /** Own bid as a number; another seat's unrevealed bid only as `'hidden'` once it is made. */
  bids: Array<number | 'hidden' | null>;
}

function setup({ players, seed }: SetupArgs): NimState {
  if (!Number.isInteger(players) || players < 2 || players > 4)
    throw new IllegalAction('N-0', 'Nim is for 2–4 players');
  const rng = Rng.seed(seed);
  const heaps = [0, 1, 2].map(() => 3 + rng.int(5));
  return {
    players,
    heaps,
    phase: 'bid',
    bids: new Array(players).fill(null),
    order: [],
    turn: 0,
    pending: [],
    round: 1,
    winner: null,
    rng: rng.save(),
  };
}

function activeSeats(s: NimState): Seat[] {
  if (s.phase === 'bid') return s.bids.flatMap((b, i) => (b === null ? [i] : []));
  if (s.phase === 'take') return [s.order[s.turn]!];
  return [];
}

function legalActions(s: NimState, seat: Seat): NimAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  if (s.phase === 'bid') return [1, 2, 3].map((n) => ({ type: 'bid', n }));
  const top = s.pending[s.pending.length - 1];
  if (top) {
    const max = Math.min(s.bids[seat]!, s.heaps[top.heap]!);
    return Array.from({ length: max }, (_, i) => ({ type: 'take', n: i + 1 }));
  }
  return s.heaps.flatMap((h, i) => (h > 0 ? [{ type: 'heap' as const, heap: i }] : []));
}

function revealAndOrder(s: NimState, events: GameEvent[]): void {
  const bids = s.bids as number[];
  const high = Math.max(...bids);
  const top = bids.flatMap((b, i) => (b === high ? [i] : []));
  const rng = Rng.from(s.rng);
  const first = top.length > 1 ? rng.pick(top) : top[0]!;
  s.rng = rng.save();
  s.order = Array.from({ length: s.players }, (_, i) => (first + i) % s.players);
  s.turn = 0;
  s.phase = 'take';
  events.push({ type: 'bidsRevealed', bids: bids.slice(), first });
}

/** The keys of each action type besides `type` (N-5). */
const FIELDS: Record<NimAction['type'], string> = { bid: 'n', heap: 'heap', take: 'n' };

/** A short, bounded rendering of untrusted input for messages. */
const shown = (x: unknown): string => {
  const t = typeof x === 'string' ? JSON.stringify(x) : String(x);
  return t.length > 24 ? `${t.slice(0, 21)}…` : t;
};

// Not a closure of assertNimAction: under tsx every closure made pays a redefinition of its name.
function notNim(why: string): never {
  throw new IllegalAction(
    'N-5',
    `not a Nim action: ${why}; an action is exactly {type:"bid",n}, {type:"heap",heap} or {type:"take",n}`,
  );
}

/** Throws `IllegalAction('N-5')` unless `action` has exactly the keys and types of a Nim action. */
function assertNimAction(action: unknown): asserts action is NimAction {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) notNim('not an object');
  const a = action as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) notNim(`unknown type ${shown(type)}`);
  const field = FIELDS[type as NimAction['type']];
  const keys = Object.keys(a);
  const extra = keys.filter((k) => k !== 'type' && k !== field);
  if (extra.length)
    notNim(
      `unexpected key${extra.length > 1 ? 's' : ''} ${extra.slice(0, 3).map(shown).join(', ')}${extra.length > 3 ? ` (+${extra.length - 3})` : ''}`,
    );
  if (!keys.includes(field)) notNim(`a ${type} action needs "${field}"`);
  if (!Number.isInteger(a[field])) notNim(`"${field}" must be an integer, got ${shown(a[field])}`);
}

function apply(state: NimState, seat: Seat, action: NimAction) {
  assertNimAction(action);
  const events: GameEvent[] = [];
  check(activeSeats(state).includes(seat), 'N-3', `seat ${seat} is not to act`);
  // Written out field by field, in the state's order (setup): a spread with overrides took V8's
  // slow path and a new object shape for every state the server applied (issue 26).
  const s: NimState = {
    players: state.players,
    heaps: state.heaps.slice(),
    phase: state.phase,
    bids: state.bids.slice(),
    order: state.order,
    turn: state.turn,
    pending: state.pending.slice(),
    round: state.round,
    winner: state.winner,
    rng: state.rng,
  };
  if (s.phase === 'bid') {
    check(action.type === 'bid', 'N-1', 'every seat must bid first');
    const n = (action as { n: unknown }).n;
    check(n === 1 || n === 2 || n === 3, 'N-1', 'a bid is 1, 2 or 3');
    s.bids[seat] = n;
    events.push({ type: 'bid', seat }, { type: 'ownBid', seat, n, to: [seat] });
    if (s.bids.every((b) => b !== null)) revealAndOrder(s, events);
    return { state: s, events };
  }
  const top = s.pending[s.pending.length - 1];
  if (!top) {
    check(action.type === 'heap', 'N-3', 'choose a heap first');
    const heap = (action as { heap: unknown }).heap;
    check(heap === 0 || heap === 1 || heap === 2, 'N-3', 'there are heaps 0, 1 and 2');
    check(s.heaps[heap]! > 0, 'N-3', `heap ${heap} is empty`);
    s.pending.push({ kind: 'chooseCount', seat, heap });
    return { state: s, events };
  }
  check(action.type === 'take', 'N-3', 'choose how many stones to take');
  const n = (action as { n: unknown }).n;
  const max = Math.min(s.bids[seat]!, s.heaps[top.heap]!);
  check(Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max, 'N-3', `take 1 to ${max} stones`);
  s.pending.pop();
  s.heaps[top.heap]! -= n as number;
  events.push({ type: 'took', seat, heap: top.heap, n });
  if (s.heaps.every((h) => h === 0)) {
    s.phase = 'over';
    s.winner = seat;
    events.push({ type: 'gameOver', winner: seat });
  } else if (s.turn + 1 < s.players) {
    s.turn += 1;
  } else {
    s.phase = 'bid';
    s.bids = new Array(s.players).fill(null);
    s.order = [];
    s.turn = 0;
    s.round += 1;
  }
  return { state: s, events };
}

function view(s: NimState, viewer: Viewer): NimView {
  const bids = s.bids.map((b, i) => (b === null || s.phase !== 'bid' || i === viewer ? b : ('hidden' as const)));
  // The state's public fields in its order, then the bids as this viewer sees them (never the
  // PRNG); written out, not a rest and a spread, for one object shape (issue 26).
  return {
    players: s.players,
    heaps: s.heaps.slice(),
    phase: s.phase,
    order: s.order.slice(),
    turn: s.turn,
    pending: s.pending.slice(),
    round: s.round,
    winner: s.winner,
    bids,
    viewer,
  };
}

function outcome(s: NimState): Outcome | null {
  if (s.phase !== 'over' || s.winner === null) return null;
  const scores = Array.from({ length: s.players }, (_, i) => (i === s.winner ? 1 : 0));
  return {
    scores,
    ranking: scores.map((x) => (x === 1 ? 1 : 2)),
    breakdown: scores.map((x) => ({ lastStone: x })),
  };
}

/** Hidden parts of a view (unrevealed bids, the PRNG) are sampled from `rng`. */
function determinize(v: NimView, _seat: Seat, rng: RandomSource): NimState {
  const { viewer: _viewer, bids, ...pub } = v;
  return {
    ...pub,
    heaps: v.heaps.slice(),
    order: v.order.slice(),
    pending: v.pending.slice(),
    bids: bids.map((b) => (b === 'hidden' ? 1 + rng.int(3) : b)),
    rng: [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)],
  };
}

/** Revealing the bids (N-2) tells every seat something, and the tie-break draws: never undone. */
function irreversible(before: NimState, _seat: Seat, _action: NimAction, after: NimState): string | null {
  if (before.phase === 'bid' && after.phase !== 'bid') return 'the bids were revealed (N-2)';
  if (before.rng.join() !== after.rng.join()) return 'a tie was broken by a draw (N-2)';
  return null;
}

function describeAction(_s: NimState, _seat: Seat, a: NimAction): string {
  if (a.type === 'bid') return `bid ${a.n}`;
  if (a.type === 'heap') return `choose heap ${a.heap}`;
  return `take ${a.n}`;
}

export const nim: GameDefinition<NimState, NimAction, NimView> = {
  id: 'nim',
  name: 'Bidding Nim',
  facts: { minPlayers: 2, maxPlayers: 4, hiddenInformation: true, simultaneous: true, options: [], maxActions: 1000 },
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  outcome,
  determinize,
  describeAction,
  irreversible,
};
