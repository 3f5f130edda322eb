/**
 * Each Helper has one home (`src/helpers/<name>.ts`): when it may be used, what it does, and why a
 * use is refused. A refused use names the Helper's own rule, not a catch-all (issue 24, why-not).
 */
import { Rng, applyAction, chooseRandom, newRandomMemory } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { explain } from '../src/explain';
import { HELPERS, card, helperInfo } from '../src/data';
import { HELPER_RULES } from '../src/helpers/index';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, act, atAction, give, legal, rejects } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}) => ({
  type: 'helper' as const,
  card,
  option,
  ...extra,
});
const PHASE: Record<string, number> = { harvest: 1, card: 2, action: 3 };

describe('a refused Helper use names its rule', () => {
  it('L-9.E.3: a Helper that is not uncovered in your own area', () => {
    const s = atAction(2, 0, (s) => give(s, 1, 'helper', 'H-MAID'));
    rejects(s, 0, H('H-MAID'), 'L-9.E.3');
  });

  it('L-9.E.2: an option the card does not have', () => {
    const s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-MAID'));
    rejects(s, 0, H('H-MAID', 2), 'L-9.E.2');
    expect(explain(s, 0, H('H-MAID', 2)).message).toContain('Maid has one option');
  });

  it('L-15.1: the Maid is not used in the Harvest phase, the Squire not in the Action phase', () => {
    const harvest = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      s.phase = 'harvest';
      s.stacks[0] = [{ kind: 'harvest', seat: 0 }];
    });
    rejects(harvest, 0, H('H-MAID'), 'L-15.1');
    expect(explain(harvest, 0, H('H-MAID')).message).toContain('Action phase only');
    const action = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-SQUIRE'));
    rejects(action, 0, H('H-SQUIRE'), 'L-15.1');
    expect(explain(action, 0, H('H-SQUIRE')).message).toContain('Card phase only');
  });

  it('L-15.1: in the Card phase the Book-keeper is used only to pay for a field', () => {
    const courtyard = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-BOOKKEEPER');
      s.phase = 'card';
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    rejects(courtyard, 0, H('H-BOOKKEEPER'), 'L-15.1');
    expect(explain(courtyard, 0, H('H-BOOKKEEPER')).message).toContain('pay for a field');
    const paying = structuredClone(courtyard);
    paying.stacks[0] = [{ kind: 'payField', seat: 0, card: 'CF-3a' }];
    expect(act(paying, 0, H('H-BOOKKEEPER')).stacks[0]!.at(-1)).toMatchObject({ kind: 'bookkeeper', step: 0 });
  });

  it('L-9.E.1 / A-26: in round 9 the Trader costs 2 Cash', () => {
    const s = atAction(
      2,
      0,
      (s) => {
        give(s, 0, 'helper', 'H-TRADER-1');
        give(s, 1, 'stall', 'MS-01');
        P(s, 0).cart = [3, 3, 3, 3, 3, 3];
        P(s, 0).cash = 1;
      },
      9,
    );
    const use = legal({ ...s, round: 8 }, 0).find((a) => a.type === 'helper' && a.card === 'H-TRADER-1');
    expect(use, 'in round 8 the fee is 1').toBeDefined();
    rejects(s, 0, use, 'L-9.E.1');
    expect(explain(s, 0, use).message).toContain('round 9 he costs 2 Cash (A-26)');
  });

  it('L-9.E.1 / A-6: the Con man reaches only a player who has finished this Action phase', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-CONMAN');
      give(s, 1, 'helper', 'H-MAID');
    });
    expect(P(s, 1).done).toBe(false);
    rejects(s, 0, H('H-CONMAN', 1, { seat: 1, target: 'H-MAID' }), 'L-9.E.1');
    expect(explain(s, 0, H('H-CONMAN', 1, { seat: 1, target: 'H-MAID' })).message).toContain(
      'has not finished this Action phase (A-6)',
    );
    const finished = structuredClone(s);
    P(finished, 1).done = true;
    expect(P(act(finished, 0, H('H-CONMAN', 1, { seat: 1, target: 'H-MAID' })), 0).helpers.map((h) => h.id)).toEqual([
      'H-MAID',
    ]);
  });

  it('L-15.2: in a 4-player Action phase the Deliveryman reaches only the partner', () => {
    const s = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-DELIVERYMAN');
      give(s, 1, 'regular', 'RC-01');
      give(s, 2, 'regular', 'RC-02');
      P(s, 0).cart = [3, 3, 3, 3, 3, 3];
    });
    expect(s.partner[0]).toBe(2);
    expect(legal(s, 0)).toContainEqual(H('H-DELIVERYMAN', 1, { seat: 2, target: 'RC-02' }));
    rejects(s, 0, H('H-DELIVERYMAN', 1, { seat: 1, target: 'RC-01' }), 'L-15.2');
  });

  it('L-9.B.1: the Haggler buys 2 from your Shop, which must hold them', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      P(s, 0).shop = [1, 1, 1, 1, 1, 1];
      P(s, 0).cash = 20;
    });
    rejects(s, 0, H('H-HAGGLER', 1, { veg: 'wheat' }), 'L-9.B.1');
    expect(explain(s, 0, H('H-HAGGLER', 1, { veg: 'wheat' })).message).toContain('Shop must hold 2');
  });
});

describe('one file per Helper', () => {
  it('every Helper of the card reference has its rules', () => {
    expect(Object.keys(HELPER_RULES).sort()).toEqual(HELPERS.map((h) => h.id).sort());
  });

  it('L-15.1: in random games a Helper use is offered only in a phase its option allows', () => {
    let offered = 0;
    for (const players of [1, 2, 3, 4]) {
      let s: LoyangState = loyang.setup({ players, seed: `phases${players}` });
      const rng = Rng.seed(`phases${players}`);
      const mem = newRandomMemory(players);
      for (let i = 0; i < 1500 && loyang.activeSeats(s).length; i++) {
        const seats = loyang.activeSeats(s);
        const seat = seats[rng.int(seats.length)]!;
        const list = loyang.legalActions(s, seat);
        for (const a of list) {
          if (a.type !== 'helper') continue;
          offered++;
          const phases = helperInfo(card(a.card).type).optionPhases[a.option - 1];
          expect(phases, `${a.card} option ${a.option}`).toContain(PHASE[s.phase]);
        }
        s = applyAction(loyang, s, seat, chooseRandom(loyang, list, seat, rng, mem) as LoyangAction)
          .state as LoyangState;
      }
    }
    expect(offered).toBeGreaterThan(50);
  });

  it('every Helper refuses a use it does not offer by a rule of the Loyang digest, which the table links to its text', () => {
    const tried = new Set<string>();
    for (const players of [1, 2, 4])
      for (const { id } of HELPERS) {
        const helper = id === 'H-TRADER' ? 'H-TRADER-1' : id;
        const s = atAction(players, 0, (s) => {
          give(s, 0, 'helper', helper);
          if (players > 1) {
            give(s, 1, 'helper', helper === 'H-MAID' ? 'H-OFFICIAL' : 'H-MAID');
            give(s, 1, 'stall', 'MS-01');
            give(s, 1, 'regular', 'RC-01');
            give(s, 1, 'casual', 'CC-01');
          }
        });
        const list = legal(s, 0);
        for (const option of [1, 2, 3])
          for (const extra of [
            {},
            { seat: 1, target: 'RC-01' },
            { seat: 1, target: 'MS-01', own: 'MS-02' },
            { veg: 'leek' },
            { seat: 'opponent', target: 'CC-01' },
          ]) {
            const a = H(helper, option, extra);
            if (list.some((l) => JSON.stringify(l) === JSON.stringify(a))) continue;
            tried.add(id);
            expect(explain(s, 0, a).ruleId, JSON.stringify(a)).toMatch(/^L-\d/);
          }
      }
    expect(tried.size).toBe(HELPERS.length);
  });
});
