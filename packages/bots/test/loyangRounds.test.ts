/**
 * The beam over whole rounds (`loyangRounds.ts`) that the Loyang solo search plays out with:
 * one line per round is the planner playing on alone; more lines find plans it misses; the game's
 * end is scored as the rules score it (L-13: Path less Loans).
 */
import type { LoyangState } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { evaluateLoyang, evaluateRoundStart } from '../src/evaluation/loyang';
import { PLAN_DEFAULTS } from '../src/planners/loyangPlan';
import { type RoundBeam, roundBeam, toRoundEnd } from '../src/planners/loyangRounds';
import { playLoyang } from './helpers';

const plan = { ...PLAN_DEFAULTS, end: evaluateRoundStart };
const beam = (width: number, lines: number, rounds: number): RoundBeam => ({ width, lines, rounds, plan });

/** The first state of every round of a heuristic solo game. */
function roundStarts(deal: string): LoyangState[] {
  const out: LoyangState[] = [];
  playLoyang(1, deal, 'heuristic', { round: (s) => s.phase !== 'over' && out.push(s) });
  return out;
}

describe('the Loyang solo beam over rounds', () => {
  const starts = roundStarts('rounds:1');

  it('with one line a round is the planner playing on, valued where it stops', () => {
    const s = starts[2]!;
    let t = toRoundEnd(s, 0, s.round, evaluateLoyang, plan);
    t = toRoundEnd(t, 0, t.round, evaluateLoyang, plan);
    expect(t.round).toBe(s.round + 2);
    expect(roundBeam(s, 0, evaluateLoyang, beam(1, 1, 1))).toBeCloseTo(evaluateRoundStart(t, 0), 9);
  });

  it('with more lines over two rounds never judges a position lower, and finds better plans', () => {
    let better = 0;
    for (const s of starts.slice(0, 6)) {
      const narrow = roundBeam(s, 0, evaluateLoyang, beam(1, 1, 2));
      const wide = roundBeam(s, 0, evaluateLoyang, beam(4, 4, 2));
      expect(wide).toBeGreaterThanOrEqual(narrow - 1e-9);
      if (wide > narrow + 1e-9) better++;
    }
    expect(better).toBeGreaterThan(0);
  });

  it("scores a beam that reaches the game's end by the final Path less Loans (L-13)", () => {
    const s = starts.at(-1)!;
    expect(s.round).toBe(9);
    const v = roundBeam(s, 0, evaluateLoyang, beam(2, 2, 3));
    expect(Number.isInteger(v)).toBe(true);
    expect(v).toBeGreaterThanOrEqual(s.p[0]!.path - s.p[0]!.loans);
  });
});
