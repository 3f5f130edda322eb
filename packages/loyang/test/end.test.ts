/**
 * L-13 / L-14.8: the end of the game as a player reads it from the final positions. Written for the
 * mutation measurement (docs/mutation.md): each test pins a rulebook sentence the suite did not
 * hold in place (EN rulebook, "End of the Game" and "Solo game").
 */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangState } from '../src/types';
import { P, atAction } from './fixture';

/** The game over after round 9 with each seat's Path space, Cash and Storehouse wheat as given. */
function finalPosition(rows: { path: number; cash: number; stored?: number; loans?: number }[]): LoyangState {
  return atAction(rows.length, 0, (s) => {
    s.phase = 'over';
    s.round = 9;
    s.stacks = s.p.map(() => []);
    rows.forEach((r, i) => {
      const p = P(s, i);
      p.path = r.path;
      p.cash = r.cash;
      p.loans = r.loans ?? 0;
      p.fields[0]!.n = 0;
      p.store = [r.stored ?? 0, 0, 0, 0, 0, 0];
    });
  });
}

describe('L-13.3 the winner', () => {
  // "The winner is the player whose Scoring marker has progressed furthest along the Path."
  it('L-13.3: the furthest marker wins, even with less Cash and fewer vegetables', () => {
    const s = finalPosition([
      { path: 14, cash: 0, stored: 0 },
      { path: 13, cash: 30, stored: 4 },
    ]);
    expect(loyang.outcome(s)!.ranking).toEqual([1, 2]);
  });
  // "Tiebreaker: ... the winner is the one who has the most Cash remaining."
  it('L-13.3: on the same space, more Cash wins even with fewer vegetables', () => {
    const s = finalPosition([
      { path: 12, cash: 3, stored: 4 },
      { path: 12, cash: 5, stored: 0 },
    ]);
    expect(loyang.outcome(s)!.ranking).toEqual([2, 1]);
  });
  // "Second Tiebreaker: If the tied players also have the same amount of Cash, the number of
  // vegetables ... is the decider": vegetables never outrank Cash.
  it('L-13.3: vegetables decide only between players with the same Cash', () => {
    const s = finalPosition([
      { path: 12, cash: 5, stored: 0 },
      { path: 12, cash: 4, stored: 4 },
      { path: 12, cash: 4, stored: 1 },
    ]);
    expect(loyang.outcome(s)!.ranking).toEqual([1, 2, 3]);
  });
  // "the number of vegetables remaining in the players' fields and Storehouses is the decider":
  // tokens on fields count like those in the Storehouse (3 on a field beat 2 stored).
  it('L-13.3: vegetables on fields count for the second tie-breaker', () => {
    const s = finalPosition([
      { path: 12, cash: 4, stored: 0 },
      { path: 12, cash: 4, stored: 2 },
    ]);
    P(s, 0).fields.push({ id: 'P0-3a', veg: 1, n: 3, under: null });
    const o = loyang.outcome(s)!;
    expect(o.ranking).toEqual([1, 2]);
    expect(o.breakdown.map((b) => b.vegetables)).toEqual([3, 2]);
  });
  // L-12.2 "moved backwards 1 space ... for each Loan", then L-13.3 compares the moved markers.
  it('L-12.2 / L-13.3: a loan can cost the win (15 with 2 loans is behind 14)', () => {
    const s = finalPosition([
      { path: 15, cash: 9, loans: 2 },
      { path: 14, cash: 0 },
    ]);
    const o = loyang.outcome(s)!;
    expect(o.scores).toEqual([13, 14]);
    expect(o.ranking).toEqual([2, 1]);
  });
});

describe('L-13.1 no result before the end', () => {
  // "The Game ends after 9 Rounds": in round 9's Action phase nobody has won yet.
  it('L-13.1: during round 9 the game has no outcome', () => {
    const s = atAction(2, 0, () => {}, 9);
    expect(loyang.outcome(s)).toBeNull();
    expect(loyang.activeSeats(s)).toEqual([0]);
  });
});

describe('L-14.8 the solo rating', () => {
  // "'Good' players reach level 17, 'Very good' players reach level 18 and 'Masters' reach level 19."
  it.each([
    [16, 0],
    [17, 17],
    [18, 18],
    [19, 19],
    [20, 19],
  ])('L-14.8: ending on space %i rates %i', (path, goal) => {
    const s = atAction(1, 0, (s) => {
      s.phase = 'over';
      s.round = 9;
      s.stacks = [[]];
      P(s, 0).path = path;
    });
    expect(loyang.outcome(s)!.breakdown[0]!.soloGoal).toBe(goal);
  });
  it('L-14.8: the rating is a solo goal; a 2-player result has none', () => {
    const s = finalPosition([
      { path: 19, cash: 0 },
      { path: 18, cash: 0 },
    ]);
    for (const b of loyang.outcome(s)!.breakdown) expect(b).not.toHaveProperty('soloGoal');
  });
  it('L-14.8 / L-12.2: the rating is read after the loans move the marker back', () => {
    const s = atAction(1, 0, (s) => {
      s.phase = 'over';
      s.round = 9;
      s.stacks = [[]];
      P(s, 0).path = 19;
      P(s, 0).loans = 1;
    });
    expect(loyang.outcome(s)!.breakdown[0]!.soloGoal).toBe(18);
  });
});
