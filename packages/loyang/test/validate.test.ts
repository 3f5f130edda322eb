/**
 * `apply` checks an input against the one candidate it names (`src/validate.ts`) instead of
 * listing: this differential test holds it to the contract "apply accepts exactly what
 * legalActions lists". Random positions come from random play (fast-check draws the seeds); at
 * each, every seat (the inactive ones and one out of range too) gets every listed action of the
 * acting seat and many near misses (`mutants.ts`: another vegetable, card, field or stall, numbers
 * out of range, flags, dropped or added keys, swapped types, fresh random actions). Accepted ⇔
 * listed; a refusal is an IllegalAction citing an L- rule (ENGINE-MALFORMED for a
 * wrong shape, issue 41), the one `explain` gives; an accepted
 * action gives the same state and events through `applyListed` (the bots' unchecked apply); the input
 * state never changes (it is deep-frozen, so an in-place edit by the copy-on-write `Ctx` throws).
 */
import { chooseRandom, isIllegalAction, newRandomMemory, Rng, sameAction as sameJson, stateHash } from '@tabula/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explain } from '../src/explain';
import { loyang } from '../src/index';
import type { Decision, LoyangAction, LoyangState } from '../src/types';
import { listed } from '../src/validate';
import { atAction, give, pull, veg } from './fixture';
import { ACTION_TYPES, mutate } from './mutants';

/** Positions along one random game, every `every` actions. */
function positions(players: number, intro: boolean, seed: string, every: number): LoyangState[] {
  const r = Rng.seed(seed);
  const memory = newRandomMemory(players);
  let s = loyang.setup({ players, seed, options: intro ? { intro: true } : {} });
  const out: LoyangState[] = [];
  for (let n = 0; n < 40000; n++) {
    const active = loyang.activeSeats(s);
    if (!active.length) break;
    if (n % every === 0) out.push(s);
    const seat = active[r.int(active.length)]!;
    s = loyang.apply(s, seat, chooseRandom(loyang, loyang.legalActions(s, seat), seat, r, memory)).state;
  }
  out.push(s); // the finished game: nothing is accepted
  return out;
}

const acceptedTypes = new Set<string>();

/** Applies `a` as `seat`; checks acceptance against the list and the refusal against `explain`. */
function probe(s: LoyangState, seat: number, a: unknown, legal: LoyangAction[]): boolean {
  const isListed = legal.some((l) => sameJson(l, a));
  const fail = (why: string): never => {
    throw new Error(
      `seat ${seat}, ${JSON.stringify(a)}: ${why} (round ${s.round}, ${s.phase}, top ${JSON.stringify(s.stacks[seat]?.at(-1))})`,
    );
  };
  if (listed(s, seat, a) !== isListed) fail(`listed() says ${!isListed}`);
  let applied: ReturnType<typeof loyang.apply>;
  try {
    applied = loyang.apply(s, seat, a as LoyangAction);
  } catch (e) {
    if (!isIllegalAction(e)) fail(`not an IllegalAction: ${String(e)}`);
    if (isListed) fail(`listed but refused: ${String(e)}`);
    const why = explain(s, seat, a);
    const got = e as { ruleId: string; message: string };
    if (got.ruleId !== why.ruleId || got.message !== why.message || !/^(L-|ENGINE-MALFORMED$)/.test(got.ruleId))
      fail(`refused as ${got.ruleId} ${got.message}`);
    return false;
  }
  if (!isListed) fail('accepted but not listed');
  // The search's unchecked apply (contract.ts: applyListed) gives the same state and events.
  const unchecked = loyang.applyListed(s, seat, a as LoyangAction);
  if (stateHash(unchecked.state) !== stateHash(applied.state)) fail('applyListed gave another state');
  if (JSON.stringify(unchecked.events) !== JSON.stringify(applied.events)) fail('applyListed gave other events');
  acceptedTypes.add((a as { type: string }).type);
  return true;
}

/** Freezes the whole state: an apply that edits its input in place then throws (ESM is strict). */
function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

function checkPosition(s: LoyangState, r: Rng, mutants: number): { accepted: number; refused: number } {
  const before = stateHash(s);
  deepFreeze(s);
  let accepted = 0;
  let refused = 0;
  const active = loyang.activeSeats(s);
  const actor = active.length ? active[r.int(active.length)]! : 0;
  const source = loyang.legalActions(s, actor);
  for (let seat = -1; seat <= s.players; seat++) {
    const legal = loyang.legalActions(s, seat);
    const tries: unknown[] = [...source, ...legal];
    for (let k = 0; k < (seat === actor ? mutants : mutants / 4) && source.length; k++)
      tries.push(mutate(source[r.int(source.length)]!, s, r));
    for (const a of tries) probe(s, seat, a, legal) ? accepted++ : refused++;
  }
  expect(stateHash(s)).toBe(before);
  return { accepted, refused };
}

describe('apply accepts exactly what legalActions lists (differential)', () => {
  const configs: Array<[number, boolean]> = [
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [1, true],
    [4, true],
  ];
  for (const [players, intro] of configs)
    it(`${players} player(s)${intro ? ', introductory version' : ''}: random positions, listed and mutated actions, every seat`, () => {
      let accepted = 0;
      let refused = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const r = Rng.seed(`mut${seed}`);
          for (const s of positions(players, intro, `v${players}${intro}${seed}`, 4)) {
            const n = checkPosition(s, r, 16);
            accepted += n.accepted;
            refused += n.refused;
          }
        }),
        { numRuns: 2 },
      );
      // Both sides are exercised in volume (the counts are over thousands of positions).
      expect(accepted).toBeGreaterThan(300);
      expect(refused).toBeGreaterThan(2000);
    });

  // Decisions random play reaches rarely: each crafted with its Helper in play.
  const crafted: Array<[string, (s: LoyangState) => Decision]> = [
    ...[[], [1], [2, 3]].map((picked): [string, (s: LoyangState) => Decision] => [
      `L-15.4 Harvest helper fields, picked ${picked}`,
      (s) => {
        give(s, 0, 'helper', 'H-HARVESTHELPER');
        s.phase = 'harvest';
        s.p[0]!.fields.push(
          { id: 'P0-4a', veg: 3, n: 4, under: null },
          { id: 'P0-5a', veg: 4, n: 5, under: null },
          { id: 'P0-6a', veg: 5, n: 3, under: null },
        );
        s.p[0]!.harvestExtra = [0, 0, 1, 0];
        return { kind: 'harvestFields', seat: 0, picked };
      },
    ]),
    [
      'L-15.4 a Harvest helper before the seat harvests',
      (s) => {
        give(s, 0, 'helper', 'H-HARVESTHELPER');
        s.phase = 'harvest';
        s.p[0]!.fields.push({ id: 'P0-4a', veg: 3, n: 4, under: null });
        return { kind: 'harvest', seat: 0 };
      },
    ],
    ...[1, 2].map((option): [string, (s: LoyangState) => Decision] => [
      `Tenant-farmer option ${option}`,
      (s) => {
        give(s, 0, 'helper', 'H-TENANT');
        s.p[0]!.fields.push({ id: 'P0-4a', veg: -1, n: 0, under: null }, { id: 'P0-5a', veg: 0, n: 2, under: null });
        return { kind: 'tenant', seat: 0, option };
      },
    ]),
    ...[[], [0]].map((bought): [string, (s: LoyangState) => Decision] => [
      `Merchant with Haggler and Shopper, bought ${bought}`,
      (s) => {
        for (const h of ['H-MERCHANT', 'H-HAGGLER', 'H-SHOPPER']) give(s, 0, 'helper', h);
        for (const r of ['RC-01', 'RC-02', 'RC-03']) give(s, 0, 'regular', r);
        s.p[0]!.cash = 3;
        return { kind: 'merchant', seat: 0, bought };
      },
    ]),
    ...[0, 3, 6].map((step): [string, (s: LoyangState) => Decision] => [
      `Book-keeper step ${step}`,
      (s) => {
        give(s, 0, 'helper', 'H-BOOKKEEPER');
        return { kind: 'bookkeeper', seat: 0, step };
      },
    ]),
    ...[0, 1, 3].map((sold): [string, (s: LoyangState) => Decision] => [
      `Market crier option 2, sold ${sold}`,
      (s) => {
        give(s, 0, 'helper', 'H-MARKETCRIER');
        give(s, 0, 'stall', 'MS-01');
        give(s, 0, 'stall', 'MS-02');
        s.p[0]!.stalls[0]!.stock = [1, 0, 1];
        s.p[0]!.shop = veg({ W: 1, T: 3 });
        return { kind: 'crier', seat: 0, sold, earned: Math.min(3, sold) };
      },
    ]),
    ...[true, false].map((inDiscard): [string, (s: LoyangState) => Decision] => [
      `L-15.5 Foreman, helper ${inDiscard ? '' : 'not '}in the Discard pile`,
      (s) => {
        give(s, 0, 'helper', 'H-FOREMAN');
        pull(s, 'H-MAID');
        if (inDiscard) s.discard.push('H-MAID');
        return { kind: 'foreman', seat: 0, helper: 'H-MAID', from: 1 };
      },
    ]),
  ];
  for (const [name, decide] of crafted)
    it(`${name}: listed and mutated actions`, () => {
      const s = atAction(2, 0, (x) => {
        x.p[0]!.cart = veg({ W: 2, P: 2, T: 1, C: 1 });
        x.p[0]!.cash = Math.max(x.p[0]!.cash, 3);
        x.stacks[0] = [{ kind: 'turn', seat: 0 }, decide(x)];
      });
      const r = Rng.seed(name);
      for (let i = 0; i < 4; i++) checkPosition(s, r, 40);
    });

  it('the positions reached every kind of action', () => {
    const missing = ACTION_TYPES.filter((t) => t !== 'nonsense' && !acceptedTypes.has(t));
    expect(missing).toEqual([]);
  });

  it('refuses inputs that are not plain actions (issue 41: as malformed)', () => {
    const s = loyang.setup({ players: 2, seed: 'odd' });
    const seat = loyang.activeSeats(s)[0]!;
    for (const a of [
      null,
      7,
      'loan',
      [],
      ['loan'],
      {},
      { type: 7 },
      { type: 'loan', extra: 1 },
      { type: 'plant' },
      { type: 'plant', veg: 'wheat', x: 1 },
    ])
      expect(() => loyang.apply(s, seat, a as LoyangAction)).toThrow(/ENGINE-MALFORMED/);
    expect(() => loyang.apply(s, 1.5, { type: 'loan' })).toThrow(/L-/);
  });
});
