/**
 * What a Loyang player would notice about the bots: the heuristic bot plays the solo game to a
 * respectable Path position on fixed deals, and it does not borrow its way into a Loan spiral
 * (L-12.2: every Loan is a space back at the end).
 */
import { type AnyGame, applyAction } from '@tabula/engine';
import { type LoyangAction, type LoyangState, loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { createBot } from '../src';
import { pathReach } from '../src/evaluation/loyang';

interface SoloGame {
  score: number;
  loans: number;
  /** Cash in hand whenever the bot took a Loan. */
  cashAtLoans: number[];
}

function soloGame(seed: string): SoloGame {
  const game = loyang as AnyGame;
  let s = loyang.setup({ players: 1, seed, options: {} });
  const bot = createBot(game, 'heuristic', seed);
  const cashAtLoans: number[] = [];
  while (loyang.activeSeats(s).length) {
    const legal = loyang.legalActions(s, 0);
    const a = bot.choose(loyang.view(s, 0), 0, legal) as LoyangAction;
    if (a.type === 'loan') cashAtLoans.push(s.p[0]!.cash);
    s = applyAction<LoyangState>(loyang, s, 0, a).state;
  }
  return { score: loyang.outcome(s)!.scores[0]!, loans: s.p[0]!.loans, cashAtLoans };
}

describe('Loyang heuristic bot, solo (L-14)', () => {
  // Measured: 16, 14, 15, 16, 15 on these deals (median 15; the old one-step bot had a median of
  // 6.5 with Loan spirals down to −5; a "good" human game is 17, L-14.8). The floor leaves room for
  // small changes of play, not for a relapse.
  const games = ['t:0', 't:1', 't:2', 't:3', 't:4'].map(soloGame);

  it('reaches a median Path position of at least 12 on five fixed deals, none below 10', () => {
    const scores = games.map((g) => g.score).sort((a, b) => a - b);
    expect(scores[2]).toBeGreaterThanOrEqual(12);
    for (const sc of scores) expect(sc).toBeGreaterThanOrEqual(10);
  });

  it('takes at most one Loan a game, and never while it holds 5 Cash (L-12)', () => {
    for (const g of games) {
      expect(g.loans).toBeLessThanOrEqual(1);
      for (const cash of g.cashAtLoans) expect(cash).toBeLessThan(5);
    }
  });
});

describe('the Path price list in the evaluation (L-11.1)', () => {
  it('charges the space entered for every step after the first of a round', () => {
    // From 15 with 36 Cash in the last Action phase: 1 to 16, then 17 + 18 = 35 (the rulebook's
    // example), 0 left.
    expect(pathReach(15, 36, true, true, [])).toBe(18);
    // Without the cheap step (already taken this round) 16 + 17 = 33 reaches 17.
    expect(pathReach(15, 33, true, false, [])).toBe(17);
  });

  it('values Cash early above the same Cash late: early steps lift every later cheap step', () => {
    const early = pathReach(1, 6, true, true, [3, 3, 3, 3]);
    const late = pathReach(1, 1, true, true, [3, 3, 3, 8]);
    expect(early).toBeGreaterThan(late);
  });

  it('cannot pass space 20 (L-11.2), and a debt costs a space per 5 Cash (a Loan, L-12.1)', () => {
    expect(Math.floor(pathReach(19, 500, true, true, []))).toBe(20);
    expect(pathReach(5, 0, false, true, [-5])).toBeCloseTo(4);
  });
});
