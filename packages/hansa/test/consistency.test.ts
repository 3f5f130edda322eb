/**
 * legalActions and apply agree (contract): every listed action applies, to the same state and
 * events through `applyListed`; every mutated action that apply accepts was listed; a refusal
 * cites a rule id and changes nothing. Random positions come from random play (fast-check drives
 * the seeds and the mutations).
 */
import { isIllegalAction, Rng, sameAction, stateHash } from '@tabula/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import type { HansaAction, HansaState } from '../src/types';

function positions(players: number, seed: string, every: number, options = {}): HansaState[] {
  const rng = Rng.seed(seed);
  let s = hansa.setup({ players, seed, options });
  const out: HansaState[] = [];
  for (let n = 0; n < 3000 && !s.over; n++) {
    const seat = hansa.activeSeats(s)[0]!;
    const l = hansa.legalActions(s, seat);
    if (n % every === 0) out.push(s);
    s = hansa.apply(s, seat, l[rng.int(l.length)]!).state;
  }
  return out;
}

function mutate(a: HansaAction, r: Rng): unknown {
  const m: Record<string, unknown> = { ...a };
  const keys = Object.keys(m).filter((k) => k !== 'type');
  const pick = r.int(5);
  if (pick === 0 || keys.length === 0)
    m.type = ['place', 'kontor', 'remove', 'lift', 'coellen', 'relocate', 'endRelocation', 'noKontor'][r.int(8)];
  else {
    const k = keys[r.int(keys.length)]!;
    const v = m[k];
    m[k] =
      typeof v === 'number'
        ? v + [1, -1, 2, 7][r.int(4)]!
        : typeof v === 'boolean'
          ? !v
          : ['trader', 'merchant', 'displaced', 'hamburg--stade', 'warburg--coellen', 'P1', 'bursa', 'coellen'][
              r.int(8)
            ];
  }
  return m;
}

describe('legalActions ⇔ apply', () => {
  for (const [players, options] of [
    [2, {}],
    [3, {}],
    [5, {}],
  ] as const)
    it(`${players} players`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const r = Rng.seed(`m${seed}`);
          for (const s of positions(players, `c${seed}`, 37, options)) {
            const seat = hansa.activeSeats(s)[0]!;
            const legal = hansa.legalActions(s, seat);
            expect(legal.length).toBeGreaterThan(0);
            for (const a of legal) {
              // The search's unchecked apply (contract.ts: applyListed) gives the same state and events.
              const checked = hansa.apply(s, seat, a);
              const listed = hansa.applyListed(s, seat, a);
              expect(stateHash(listed.state)).toBe(stateHash(checked.state));
              expect(listed.events).toEqual(checked.events);
            }
            for (let k = 0; k < 6; k++) {
              const m = mutate(legal[r.int(legal.length)]!, r);
              const before = stateHash(s);
              try {
                hansa.apply(s, seat, m as HansaAction);
                expect(
                  legal.some((a) => sameAction(a, m)),
                  `accepted but not listed: ${JSON.stringify(m)}`,
                ).toBe(true);
              } catch (e) {
                expect(isIllegalAction(e), String(e)).toBe(true);
                expect((e as { ruleId: string }).ruleId).toMatch(/^(H-|ENGINE-)/);
              }
              expect(stateHash(s)).toBe(before);
            }
            for (const other of [0, 1].filter((x) => x !== seat)) expect(hansa.legalActions(s, other)).toEqual([]);
          }
        }),
        { numRuns: 3 },
      );
    });
});
