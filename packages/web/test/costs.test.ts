/**
 * Issue 24, no one-click loss: which actions ask first and what they say. A Loan always (L-12.2:
 * never repaid); ending the Loyang Action phase only while customers, stalls or helpers could
 * still be used; ending a Hansa turn only with actions left (H-5.1); the free pawn move only when
 * it ends the turn, i.e. after the first action (H-14.5). Plain actions are sent at once.
 */
import { describe, expect, it } from 'vitest';
import type { HansaView } from '@tabula/hansa';
import type { LoyangAction } from '@tabula/loyang';
import { makeT } from '../src/i18n/i18n';
import { loyangCost } from '../src/games/loyang/costs';
import { hansaCost } from '../src/games/hansa/costs';

const en = makeT('en');
const de = makeT('de');

describe('Loyang costs', () => {
  const endActions = { type: 'endActions' } as const;
  it('asks before a Loan, saying it is never repaid and costs a Path space', () => {
    expect(loyangCost([], en)({ type: 'loan' })).toMatch(
      // In players' words, without the rule id (issue 45).
      /never repaid.*moves back 1 space on the Path of Prosperity\.$/,
    );
    expect(loyangCost([], de)({ type: 'loan' })).toMatch(/nie zurückgezahlt/);
  });
  it('asks before ending the Action phase with cards still usable, counting them', () => {
    const usable: LoyangAction[] = [
      { type: 'deliver', card: 'R1' },
      { type: 'deliver', card: 'R1', double: true },
      { type: 'trade', stall: 'S2', offer: 0 },
      { type: 'trade', stall: 'S2', offer: 1 },
      endActions,
    ];
    expect(loyangCost(usable, en)(endActions)).toBe(
      'You could still use 2 cards (customers, Market stalls, Helpers) this Action phase. End it now?',
    );
    expect(loyangCost([{ type: 'buy', veg: 'wheat' }, { type: 'loan' }, endActions], en)(endActions)).toBeNull();
  });
  it('sends a plain action at once', () => {
    expect(loyangCost([], en)({ type: 'buy', veg: 'wheat' })).toBeNull();
  });
});

describe('Hansa costs', () => {
  const view = (actionsLeft: number, actionsUsed: number) => ({ actionsLeft, actionsUsed }) as HansaView;
  it('asks before ending a turn with actions left (H-5.1), not when none are left', () => {
    expect(hansaCost(view(2, 0), en)({ type: 'endTurn' })).toMatch(/2 actions left/);
    expect(hansaCost(view(1, 1), en)({ type: 'endTurn' })).toMatch(/1 action left/);
    expect(hansaCost(view(0, 2), en)({ type: 'endTurn' })).toBeNull();
  });
  it('asks before the free pawn move that ends the turn (after the first action, H-14.5), not before the first action', () => {
    expect(hansaCost(view(1, 1), en)({ type: 'movePawn', province: 'P1', paid: false })).toMatch(
      /ends your turn: nothing can be done after it\.$/,
    );
    expect(hansaCost(view(2, 0), en)({ type: 'movePawn', province: 'P1', paid: false })).toBeNull();
    expect(hansaCost(view(1, 1), en)({ type: 'movePawn', province: 'P1', paid: true })).toBeNull();
  });
});
