/**
 * Undo in Loyang (engine README "Undo"; loyang `irreversible`): an Action-phase step such as a
 * loan or a purchase is taken back exactly; a card turned up from the Draw pile (L-5.10), a
 * Two-pack's cards (L-9.H.2) or a Field-pile card (L-4.2) may not be; nor an action another seat
 * has acted after. Found in random games played through the engine's `step`.
 */
import { describe, expect, it } from 'vitest';
import { undoRefusal } from '@tabula/engine';
import { undoScan, type UndoVisit } from '@tabula/engine/testing';
import { loyang } from '../src';

/** The first visit (over seeds) that `want` accepts. */
function find(players: number, want: (v: UndoVisit) => boolean): UndoVisit {
  for (let g = 0; g < 40; g++) {
    let hit: UndoVisit | null = null;
    undoScan(loyang, players, `undo:${players}:${g}`, (v) => {
      if (want(v)) hit = v;
      return hit !== null;
    });
    if (hit) return hit;
  }
  throw new Error('no such moment in 40 random games');
}

const refusal = (v: UndoVisit, seat = v.seat) => undoRefusal(loyang, v.trail, seat)?.ruleId ?? null;

describe('Loyang undo boundaries', () => {
  it('allows taking back a loan and a purchase in the Action phase (undo restores the state: undoScan checks it)', () => {
    for (const type of ['loan', 'buy', 'sow']) {
      const v = find(2, (x) => x.action.type === type && loyang.activeSeats(x.after as never).includes(x.seat));
      expect(refusal(v), type).toBeNull();
    }
  });

  it('refuses after a card is turned up from the Draw pile (L-5.10) or a Two-pack drawn (L-9.H.2)', () => {
    for (const type of ['flip', 'twoPack']) {
      const v = find(2, (x) => x.action.type === type);
      expect(refusal(v), type).toBe('ENGINE-UNDO-HIDDEN');
      expect(undoRefusal(loyang, v.trail, v.seat)!.message).toMatch(/Draw pile|shuffled/);
    }
  });

  it('refuses after a field is turned up from a Field pile (L-4.2, Tenant-farmer)', () => {
    const v = find(2, (x) => x.action.type === 'pickPile');
    expect(refusal(v)).toBe('ENGINE-UNDO-HIDDEN');
    expect(undoRefusal(loyang, v.trail, v.seat)!.message).toMatch(/Field pile/);
  });

  it('refuses after another seat has acted (the 4-player Action phase runs two seats at once, L-6)', () => {
    let undoable: number | null = null;
    const v = find(4, (x) => {
      const hit = undoable !== null && x.seat !== undoable;
      undoable = x.trail.before.length > 0 ? x.seat : null;
      return hit;
    });
    expect(v.trail.seat).toBe(v.seat);
    const other = [0, 1, 2, 3].find((s) => s !== v.seat)!;
    expect(refusal(v, other)).toBe('ENGINE-UNDO-OTHER');
  });

  it('allows taking back the end of the Action phase while the seat still walks the Path (L-11), not once its turn passed', () => {
    const ended = find(
      2,
      (x) => x.action.type === 'endActions' && loyang.activeSeats(x.after as never).includes(x.seat),
    );
    expect(refusal(ended)).toBeNull();
    const passed = find(
      2,
      (x) =>
        x.action.type === 'endPath' &&
        !loyang.activeSeats(x.after as never).includes(x.seat) &&
        loyang.irreversible!(x.before as never, x.seat, x.action as never, x.after as never) === null,
    );
    expect(refusal(passed)).toBe('ENGINE-UNDO-ENDED');
  });
});

describe('Loyang undo reveals nothing', () => {
  it('every action that may be undone shows no seat anything its view before did not hold (hands, piles: L-2.5, L-5)', () => {
    for (const players of [1, 2, 4]) undoScan(loyang, players, `leak:${players}`, () => false, {}, 250, true);
  });
});
