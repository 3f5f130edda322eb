/**
 * Each action file (`src/actions/`) names its candidate only under the decisions it is listed in
 * (issue 43: the decision guard is stated once, in the file). Every action listed anywhere in a
 * game is offered to the acting seats at positions all along it: accepted ⇔ listed there. The
 * near misses of validate.test.ts change an action's fields; these keep the action and change
 * the decision (a sale at the Path, a delivery while storing, a keep in the Courtyard …).
 */
import { chooseRandom, newRandomMemory, Rng, sameAction } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { listed } from '../src/validate';

/** A random game: every 7th position and every distinct action listed in it. */
function game(players: number, intro: boolean, seed: string): { states: LoyangState[]; pool: LoyangAction[] } {
  const r = Rng.seed(seed);
  const memory = newRandomMemory(players);
  let s = loyang.setup({ players, seed, options: intro ? { intro: true } : {} });
  const states: LoyangState[] = [];
  const seen = new Map<string, LoyangAction>();
  for (let n = 0; n < 40000; n++) {
    const active = loyang.activeSeats(s);
    if (!active.length) break;
    if (n % 7 === 0) states.push(s);
    for (const seat of active) for (const a of loyang.legalActions(s, seat)) seen.set(JSON.stringify(a), a);
    const seat = active[r.int(active.length)]!;
    s = loyang.apply(s, seat, chooseRandom(loyang, loyang.legalActions(s, seat), seat, r, memory)).state;
  }
  return { states, pool: [...seen.values()] };
}

describe('actions named under a decision they are not listed in', () => {
  for (const [players, intro] of [
    [1, false],
    [2, false],
    [3, true],
    [4, false],
  ] as const)
    it(`${players} player(s)${intro ? ', intro' : ''}: accepted exactly where listed`, () => {
      const { states, pool } = game(players, intro, `foreign:${players}`);
      let refused = 0;
      for (const s of states)
        for (const seat of loyang.activeSeats(s)) {
          const legal = loyang.legalActions(s, seat);
          for (const a of pool) {
            const isListed = legal.some((l) => sameAction(l, a));
            if (listed(s, seat, a) !== isListed)
              throw new Error(`seat ${seat}, ${JSON.stringify(a)} under ${JSON.stringify(s.stacks[seat]!.at(-1))}`);
            if (!isListed) refused++;
          }
        }
      expect(refused).toBeGreaterThan(1000);
    });
});
