/**
 * When a Helper may be used (L-9.E.3, L-15.1 and the phase numbers in square brackets of the
 * Helper reference): a Helper offered in the wrong phase is a rule a player would notice at once.
 * Quotes are from the English rulebook's Helper reference (shared/seeds/loyang-rules-en.txt).
 */
import { describe, expect, it } from 'vitest';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, V, act, acts, atAction, give, legal, pull, rejects } from './fixture';

type Use = Extract<LoyangAction, { type: 'helper' }>;
const H = (card: string, option = 1): LoyangAction => ({ type: 'helper', card, option });
/** The Helper uses offered to `seat`, as `card/option`. */
const uses = (s: LoyangState, seat = 0): string[] =>
  legal(s, seat)
    .filter((a): a is Use => a.type === 'helper')
    .map((a) => `${a.card}/${a.option}`);

/** Seat 0 holds one Helper of each timing plus a stall whose vegetables its Shop can take. */
function withTimings(s: LoyangState): void {
  for (const id of ['H-BOOKKEEPER', 'H-MARKETCRIER', 'H-SQUIRE', 'H-HARVESTHELPER', 'H-MAID']) give(s, 0, 'helper', id);
  give(s, 0, 'stall', 'MS-10'); // turnip, bean, leek: the Shop has a free leek slot (Market crier option 2)
  P(s, 0).fields.push({ id: 'P0-6a', veg: V.W, n: 5, under: null });
}

/** Seat 0's harvest in round 2 (L-4), after `edit`. */
function atHarvest(edit: (s: LoyangState) => void): LoyangState {
  return atAction(2, 0, (s) => {
    edit(s);
    s.phase = 'harvest';
    s.round = 2;
    s.harvestOrder = [0, 1];
    s.harvestNext = 0;
    P(s, 0).harvestExtra = P(s, 0).fields.map(() => 0);
    s.stacks[0] = [{ kind: 'harvest', seat: 0 }];
  });
}

/** Seat 0's turn in the Distribution round of the Card phase (L-5.5), nobody else left. */
function atCourtyard(edit: (s: LoyangState) => void): LoyangState {
  return atAction(2, 0, (s) => {
    s.phase = 'card';
    pull(s, 'CC-01', 'CC-02');
    s.courtyard = ['CC-01'];
    P(s, 0).hand = ['CC-02'];
    s.dist = { remaining: [0], turn: 0, finished: [1] };
    s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    edit(s);
  });
}

describe('L-15.1 / L-9.E.3: the phase of each Helper', () => {
  // "[1] You can harvest 2 vegetables from each of your own fields ... OR [3] ...": in the Harvest
  // phase only the Harvest helper's first option; the Book-keeper [2,3], Market crier [3 / 2,3],
  // Squire [2] and Maid [3] wait.
  it("Harvest phase: only the Harvest helper's option 1 is offered; the Maid is refused", () => {
    const s = atHarvest(withTimings);
    expect(uses(s)).toEqual(['H-HARVESTHELPER/1']);
    rejects(s, 0, H('H-MAID'), 'L-15.1');
    rejects(s, 0, H('H-HARVESTHELPER', 2), 'L-15.1');
  });
  // Squire "[2] During the Card phase ..."; Market crier option 2 in the Card phase (A-4: [2,3]);
  // Book-keeper "during the Card phase, if he is needed to finance a new Field" — no payment is
  // owed here, so not yet; option 1 of the Market crier and the Harvest helper are not [2].
  it("Card phase: the Squire and the Market crier's option 2 only; the Book-keeper waits for a payment", () => {
    const s = atCourtyard(withTimings);
    expect(uses(s)).toEqual(['H-MARKETCRIER/2', 'H-SQUIRE/1']);
    rejects(s, 0, H('H-BOOKKEEPER'), 'L-15.1');
    rejects(s, 0, H('H-MARKETCRIER', 1), 'L-15.1');
    rejects(s, 0, H('H-HARVESTHELPER', 1), 'L-15.1');
    rejects(s, 0, H('H-MAID'), 'L-15.1');
  });
  // "As well as during the Action phase, the Book-keeper can be used during the Card phase, if he
  // is needed to finance a new Field": a Common field taken from the Courtyard must be paid (L-5.13).
  it('Card phase: with a Common field to pay, the Book-keeper may be used', () => {
    let s = atCourtyard((s) => {
      withTimings(s);
      pull(s, 'CF-4a');
      s.courtyard = ['CF-4a', 'CC-01'];
      P(s, 0).cash = 0;
    });
    s = act(s, 0, { type: 'takeCourtyard', card: 'CF-4a' });
    expect(uses(s)).toEqual(['H-BOOKKEEPER/1', 'H-MARKETCRIER/2']);
  });
  // Squire: "instead of taking 1 card from your hand and 1 from the Courtyard, you can take ... up
  // to 3 from the Courtyard": chosen when taking; once the one Courtyard card is taken it is too late.
  it('Squire: not after the Courtyard card has been taken without it', () => {
    const s = act(atCourtyard(withTimings), 0, { type: 'takeCourtyard', card: 'CC-01' });
    expect(uses(s)).not.toContain('H-SQUIRE/1');
    rejects(s, 0, H('H-SQUIRE'), 'L-5.8');
    expect(uses(s)).toContain('H-MARKETCRIER/2');
  });
  // Action phase: Harvest helper "[3] Fields that you plant in this Action phase receive 1
  // additional vegetable token" — option 1 is for the Harvest phase even with a field of 5.
  it("Action phase: the Harvest helper's option 2 only; never the Squire", () => {
    const s = atAction(2, 0, withTimings);
    expect(uses(s)).toEqual(['H-BOOKKEEPER/1', 'H-MARKETCRIER/1', 'H-MARKETCRIER/2', 'H-HARVESTHELPER/2', 'H-MAID/1']);
    rejects(s, 0, H('H-HARVESTHELPER', 1), 'L-15.1');
    rejects(s, 0, H('H-SQUIRE'), 'L-15.1');
  });
  // Market crier option 1 "Refill all your Market stalls": "can never refill a completely empty
  // Market stall" — without a stall there is nothing to refill, and nothing to sell (option 2).
  it('Market crier: without a Market stall neither option is offered', () => {
    const s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-MARKETCRIER'));
    expect(uses(s)).toEqual([]);
  });
});

describe('Harvest helper option 1: "fields that contain 4 or more vegetables (Not from your Home field!)"', () => {
  it('a field of 3 and a full Home field: not offered', () => {
    const s = atHarvest((s) => {
      give(s, 0, 'helper', 'H-HARVESTHELPER');
      P(s, 0).fields[0]!.n = 8;
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.P, n: 3, under: null });
    });
    expect(uses(s)).toEqual([]);
    rejects(s, 0, H('H-HARVESTHELPER'), 'L-9.E.1');
  });
  // "The fields must have at least 4 vegetable tokens on them": exactly 4 is enough, whatever the
  // Home field holds.
  it('a field of exactly 4 (Home field down to 3): offered, and that field yields 2', () => {
    let s = atHarvest((s) => {
      give(s, 0, 'helper', 'H-HARVESTHELPER');
      P(s, 0).fields[0]!.n = 3;
      P(s, 0).fields.push({ id: 'P0-4a', veg: V.P, n: 4, under: null });
    });
    expect(uses(s)).toEqual(['H-HARVESTHELPER/1']);
    s = acts(s, 0, H('H-HARVESTHELPER'), { type: 'pickField', field: 'P0-4a' }, { type: 'done' }, { type: 'harvest' });
    expect(P(s, 0).cart).toEqual([1, 2, 0, 0, 0, 0]);
  });
  // Foreman + Harvest helper: "play the Harvest helper two times ... to harvest 3 vegetables from
  // a field with at least 5 vegetable tokens": taken back with the Foreman, it finds no field of
  // 5 when the only big field holds 4.
  it('Foreman + Harvest helper: used a second time only on a field of 5 or more', () => {
    let s = atHarvest((s) => {
      give(s, 0, 'helper', 'H-HARVESTHELPER');
      give(s, 0, 'helper', 'H-FOREMAN');
      P(s, 0).fields.push({ id: 'P0-4a', veg: V.P, n: 4, under: null });
    });
    s = acts(
      s,
      0,
      H('H-HARVESTHELPER'),
      { type: 'pickField', field: 'P0-4a' },
      { type: 'done' },
      { type: 'foreman', take: true },
    );
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-HARVESTHELPER']);
    expect(uses(s)).toEqual([]);
    rejects(s, 0, H('H-HARVESTHELPER'), 'L-15.4');
  });
});
