/**
 * H-5.1 / H-11.3: after the last action the turn ends by itself — unless the player still holds a
 * bonus token they could use now, since a token "may be used at any moment of its owner's own turn
 * between actions". A token that cannot be used now (nothing left to upgrade, no piece on a post,
 * no two Kontors to swap) does not hold the turn open. Rule ids and paraphrases from
 * shared/rules/hansa/RULES.md; the Italian rulebook in shared/seeds.
 */
import { describe, expect, it } from 'vitest';
import type { HansaState, TokenKind } from '../src/types';
import { fill, fresh, giveToken, kontor, legal, play } from './fixtures';

/** Seat 0 holding `token`, one action left; `prepare` sets up the board before the last action. */
function lastAction(token: TokenKind, prepare: (s: HansaState) => void = () => {}): HansaState {
  const s = fresh(3);
  giveToken(s, 0, token);
  s.actionsUsed = 1; // Actiones 2 at the start: one action left
  prepare(s);
  return play(s, [
    { type: 'begin', action: 'income' },
    { type: 'income', traders: 1, merchants: 0 },
  ]);
}

describe('H-5.1 / H-11.3 the turn ends after the last action unless a token can still be used', () => {
  it('H-11.7: an Upgrade token keeps the turn open while an ability can still be upgraded', () => {
    const t = lastAction('upgradeAbility');
    expect(t.current).toBe(0);
    expect(legal(t).some((a) => a.type === 'useUpgrade')).toBe(true);
  });
  it('H-11.7: with every ability fully developed, the Upgrade token does not hold the turn', () => {
    const t = lastAction('upgradeAbility', (s) => {
      s.seats[0]!.desk = [4, 5, 3, 3, 3];
      s.actionsUsed = 4; // Actiones 5 when fully developed: one action left
    });
    expect(t.current).toBe(1);
  });
  it('H-11.7: one ability fully developed is not all: the Upgrade token still holds the turn', () => {
    const t = lastAction('upgradeAbility', (s) => {
      s.seats[0]!.desk[4] = 3; // Bursa at "C": fully developed; the other four can still grow
    });
    expect(t.current).toBe(0);
    expect(legal(t).some((a) => a.type === 'useUpgrade' && a.ability === 'actiones')).toBe(true);
    expect(legal(t).some((a) => a.type === 'useUpgrade' && a.ability === 'bursa')).toBe(false);
  });
  // H-11.8: "this turn your action allowance increases by 3 or 4" — held after the last action,
  // the token can still be used and gives the actions at once.
  for (const [token, n] of [
    ['plus3', 3],
    ['plus4', 4],
  ] as const)
    it(`H-11.8: a ${n === 3 ? '+3' : '+4'} Actions token keeps the turn open after the last action, and gives ${n} more`, () => {
      const t = lastAction(token);
      expect(t.current).toBe(0);
      expect(legal(t)).toContainEqual({ type: 'useActions', n });
      const u = play(t, [{ type: 'useActions', n }]);
      expect(u.current).toBe(0);
      expect(legal(u)).toContainEqual({ type: 'begin', action: 'income' });
    });
  it('H-11.9: Remove Three keeps the turn open while a piece stands on a post, of any player', () => {
    const t = lastAction('removeThree', (s) => fill(s, 'hamburg--luebeck', 2, ['trader']));
    expect(t.current).toBe(0);
    expect(legal(t).some((a) => a.type === 'removeThree')).toBe(true);
  });
  it('H-11.9: with no piece on any post, Remove Three does not hold the turn', () => {
    expect(lastAction('removeThree').current).toBe(1);
  });
  it('H-11.9: Kontors that could be swapped do not make Remove Three usable: only Swap Kontors swaps them', () => {
    const t = lastAction('removeThree', (s) => {
      kontor(s, 'arnheim', 0, 1);
      kontor(s, 'arnheim', 1, 2);
    });
    expect(t.current).toBe(1);
  });
  it('H-11.5: Swap Kontors keeps the turn open while two neighbouring Kontors hold different pieces', () => {
    const t = lastAction('swapKontors', (s) => {
      kontor(s, 'arnheim', 0, 1);
      kontor(s, 'arnheim', 1, 2);
    });
    expect(t.current).toBe(0);
    expect(legal(t).some((a) => a.type === 'swapKontors')).toBe(true);
  });
  it('H-11.5: Kontors that are not neighbours, or a lone Kontor, do not hold the turn', () => {
    const t = lastAction('swapKontors', (s) => {
      kontor(s, 'arnheim', 0, 1);
      kontor(s, 'arnheim', 2, 2);
      kontor(s, 'hamburg', 0, 1);
    });
    expect(t.current).toBe(1);
  });
});
