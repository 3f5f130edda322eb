/**
 * The "at any time" policy (README; L-9.C.2, L-12.1): a Loan is offered under every main decision
 * the seat owns (Home-field planting, its harvest choice, the Courtyard turn and card taking, the
 * solo Offer, a Common field or penalty owed, the Action-phase turn, the Two-pack choice, storing,
 * the Path), and a sale to the Shop under each of them but planting and the Path, whenever the
 * Cart holds a vegetable with a free Shop slot. Checked on positions of random games of 1–4
 * players: every such decision is met, and the offer is there each time.
 */
import { chooseRandom, newRandomMemory, Rng, sameAction } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import * as I from '../src/interned';
import { canSell } from '../src/rules';
import type { LoyangState } from '../src/types';

const LOAN_UNDER = [
  'plant',
  'harvest',
  'courtyard',
  'take',
  'offer',
  'payField',
  'payPenalty',
  'turn',
  'twoPack',
  'store',
  'path',
];
const SALE_UNDER = LOAN_UNDER.filter((k) => k !== 'plant' && k !== 'path');

/** The main decisions under which a loan, and a sale, were offered; throws where one was owed but not offered. */
function scan(): { loans: Set<string>; sales: Set<string> } {
  const loans = new Set<string>();
  const sales = new Set<string>();
  for (let g = 0; g < 24; g++) {
    const players = 1 + (g % 4);
    const r = Rng.seed(`any:${g}`);
    const memory = newRandomMemory(players);
    let s: LoyangState = loyang.setup({ players, seed: `any:${g}` });
    for (let n = 0; n < 20000; n++) {
      const active = loyang.activeSeats(s);
      if (!active.length) break;
      for (const seat of active) {
        const kind = s.stacks[seat]!.at(-1)!.kind;
        if (!LOAN_UNDER.includes(kind)) continue;
        const legal = loyang.legalActions(s, seat);
        if (!legal.some((a) => sameAction(a, I.LOAN))) throw new Error(`no loan offered under ${kind}`);
        loans.add(kind);
        if (!SALE_UNDER.includes(kind)) continue;
        for (let v = 0; v < 6; v++) {
          if (!canSell(s.p[seat]!, v)) continue;
          if (!legal.some((a) => sameAction(a, I.SELL[v]))) throw new Error(`no sale of vegetable ${v} under ${kind}`);
          sales.add(kind);
        }
      }
      const seat = active[r.int(active.length)]!;
      s = loyang.apply(s, seat, chooseRandom(loyang, loyang.legalActions(s, seat), seat, r, memory)).state;
    }
  }
  return { loans, sales };
}

describe('loans and sales are offered under every main decision (the "at any time" policy)', () => {
  it('offers a loan under each of them, every time', () => {
    expect([...scan().loans].sort()).toEqual([...LOAN_UNDER].sort());
  });

  it('offers the sale of a vegetable the Shop has room for under each but planting and the Path, every time', () => {
    expect([...scan().sales].sort()).toEqual([...SALE_UNDER].sort());
  });
});
