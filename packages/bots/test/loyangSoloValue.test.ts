/**
 * The learned solo value (`loyangSoloValue.ts`): where it applies, and that it cannot be gamed by
 * borrowing — a Loan is a space back at the end (L-12.2), whatever the fit saw in played games.
 */
import type { LoyangState } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { evaluateLoyang, evaluateRoundStart } from '../src/evaluation/loyang';
import fitted from '../src/evaluation/loyangSoloValue.json';
import { SOLO_FEATURES, soloValue } from '../src/evaluation/loyangSoloValue';
import { playLoyang } from './helpers';

/** The first state of every round of a heuristic game (where every phase line ends). */
function roundStarts(players: number, deal: string): LoyangState[] {
  const out: LoyangState[] = [];
  playLoyang(players, deal, 'heuristic', { round: (s) => s.phase !== 'over' && out.push(s) });
  return out;
}

const withLoan = (s: LoyangState): LoyangState => ({
  ...s,
  p: s.p.map((p, i) => (i === 0 ? { ...p, cash: p.cash + 5, loans: p.loans + 1 } : p)),
});

describe('the learned Loyang solo value', () => {
  const solo = ['v:0', 'v:1', 'v:2'].flatMap((seed) => roundStarts(1, seed));

  it('is fitted on the features the bot computes, for the rounds of a solo game', () => {
    expect(fitted.features).toEqual([...SOLO_FEATURES]);
    for (const s of solo) expect(soloValue(s, evaluateLoyang(s, 0))).not.toBeNull();
  });

  it('never rates a position higher for a Loan taken at the start of a round (L-12.2)', () => {
    for (const s of solo) expect(evaluateRoundStart(withLoan(s), 0)).toBeLessThanOrEqual(evaluateRoundStart(s, 0));
  });

  it('leaves multi-player games to the evaluation: the fit knows solo games only', () => {
    for (const s of roundStarts(2, 'v:2p'))
      for (const seat of [0, 1]) expect(evaluateRoundStart(s, seat)).toBe(evaluateLoyang(s, seat));
  });
});
