/** L-6.2: the two seats acting at once in a 4-player Action phase may interleave freely. */
import { Rng, chooseRandom, newRandomMemory, stateHash } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';

/** The state with the face-up Discard pile in id order (its order carries no rule meaning). */
const norm = (s: LoyangState) => stateHash({ ...s, discard: [...s.discard].sort() });
/** Actions that reveal Draw-pile cards depend on order by the rules (which card comes next). */
const draws = (a: LoyangAction) => a.type === 'twoPack';

describe('L-6.2 simultaneous pairs', () => {
  it('two actions of the two active seats give the same state in either order', () => {
    let compared = 0;
    for (let g = 0; g < 4; g++) {
      let s = loyang.setup({ players: 4, seed: `sim${g}` });
      const rng = Rng.seed(`simrng${g}`);
      const mem = newRandomMemory(4);
      for (let i = 0; i < 4000 && loyang.activeSeats(s).length; i++) {
        const act = loyang.activeSeats(s);
        if (s.phase === 'action' && act.length === 2) {
          const [x, y] = act as [number, number];
          const a = chooseRandom(loyang, loyang.legalActions(s, x), x, rng, mem);
          const b = chooseRandom(loyang, loyang.legalActions(s, y), y, rng, mem);
          if (!draws(a) && !draws(b)) {
            const ab = loyang.apply(loyang.apply(s, x, a).state, y, b).state;
            const sb = loyang.apply(s, y, b).state;
            const stillLegal = loyang.legalActions(sb, x).some((l) => JSON.stringify(l) === JSON.stringify(a));
            expect(stillLegal, `${JSON.stringify(a)} after ${JSON.stringify(b)}`).toBe(true);
            const ba = loyang.apply(sb, x, a).state;
            expect(norm(ba)).toBe(norm(ab));
            compared++;
          }
        }
        const seat = act[rng.int(act.length)]!;
        s = loyang.apply(s, seat, chooseRandom(loyang, loyang.legalActions(s, seat), seat, rng, mem)).state;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
