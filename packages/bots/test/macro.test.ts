import { Rng } from '@tabula/engine';
import { describe, expect, it, vi } from 'vitest';
import { macroIsmcts, settled } from '../src/search/macro';

/** A world is a number: candidate i pays its mean plus noise; candidate 2 only exists in even worlds. */
function problem(rng: Rng, means: number[]) {
  return {
    candidates: means.map((_, i) => i),
    enter: (world: number, m: number) => (m === 2 && world % 2 === 1 ? null : m),
    playOut: (m: number) => means[m]! + (rng.next() - 0.5) * 2,
  };
}

describe('ISMCTS over macro-actions', () => {
  it('spends its play-outs on the better line and answers with it', () => {
    const rng = Rng.seed('m1');
    let w = 0;
    const r = macroIsmcts(0, () => ++w, problem(rng, [0, 1.5, 0.2, -1]), { iters: 200 });
    expect(r.best).toBe(1);
    expect(r.visits[1]).toBeGreaterThan(r.visits[0]! + r.visits[3]!);
    expect(r.visits.reduce((a, b) => a + b, 0)).toBe(200);
  });

  it('counts a line only in the worlds where the rules allow it (availability)', () => {
    const rng = Rng.seed('m2');
    let w = 0;
    const r = macroIsmcts(0, () => ++w, problem(rng, [0, 0, 5, 0]), { iters: 101 });
    // Line 2 is best where it exists, but it cannot be tried in odd worlds: 50 of the 101.
    expect(r.visits[2]).toBeLessThanOrEqual(51);
    expect(r.best).toBe(2);
  });

  it('is deterministic when its sampler is, and tries every line once before choosing', () => {
    const run = () => {
      const rng = Rng.seed('m3');
      let w = 0;
      return macroIsmcts(0, () => (w += 2), problem(rng, [1, 0.9, 0.8]), { iters: 3 });
    };
    expect(run()).toEqual(run());
    expect(run().visits).toEqual([1, 1, 1]);
  });

  it('with play-outs and a time cap (the Master, issue 44) answers as the play-outs alone, settling early', () => {
    const run = (budget: { iters: number; ms?: number }) => {
      const rng = Rng.seed('m5');
      let w = 0;
      return macroIsmcts(0, () => ++w, problem(rng, [0, 1.5, 0.2, -1]), budget);
    };
    const alone = run({ iters: 200 });
    // A cap that does not bind (a minute): the same line, and fewer play-outs once the leader's
    // lead exceeds the play-outs left — what the rest of the 200 could not change.
    const capped = run({ iters: 200, ms: 60_000 });
    expect(capped.best).toBe(alone.best);
    expect(capped.iterations).toBeLessThan(200);
    const lead = Math.max(...capped.visits) - [...capped.visits].sort((a, b) => b - a)[1]!;
    expect(lead).toBeGreaterThan(200 - capped.iterations);
  });

  it('under a time budget stops once the leader cannot be overtaken, and not before', () => {
    expect(settled([30, 10, 5], 19)).toBe(true);
    expect(settled([30, 10, 5], 20)).toBe(false);
    expect(settled([0, 0, 0], 0)).toBe(false);
    // A play-out takes 2 ms of a virtual clock: a 200 ms budget gives ~100. A clear choice settles
    // well before. The clock is virtual so a loaded machine cannot starve one run (the CI met it).
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const slow = (means: number[]) => {
      const rng = Rng.seed('m4');
      const p = problem(rng, means);
      return macroIsmcts(
        0,
        undefined,
        {
          ...p,
          enter: (_w: number, m: number) => m,
          playOut: (m: number) => {
            clock += 2;
            return p.playOut(m) * 0.01;
          },
        },
        { ms: 200 },
      );
    };
    const clear = slow([0, 100, -50]);
    const close = slow([0, 0.001, 0.0005]);
    now.mockRestore();
    expect(close.iterations).toBeGreaterThan(80); // a close choice spends nearly all 100
    expect(clear.best).toBe(1);
    expect(clear.iterations).toBeLessThan(close.iterations);
    expect(clear.visits[1]! - Math.max(clear.visits[0]!, clear.visits[2]!)).toBeGreaterThan(0);
  });

  it('plays an exact line once, and answers the best value once every line is exact', () => {
    const played = [0, 0, 0];
    const exactly = (values: number[], hidden: number) => ({
      candidates: values.map((_, i) => i),
      enter: (_w: number, m: number) => m,
      // Line `hidden` meets something hidden (a bonus token drawn): its play-outs vary.
      playOut: (m: number) => {
        played[m]!++;
        return m === hidden ? values[m]! : { exact: values[m]! };
      },
    });
    let w = 0;
    const all = macroIsmcts(0, () => ++w, exactly([1, 3, 2], -1), { ms: 5_000 });
    expect(all.best).toBe(1);
    expect(played).toEqual([1, 1, 1]);
    // The whole budget is not needed: three play-outs, then the answer.
    expect(all.iterations).toBe(3);
    played.fill(0);
    const mixed = macroIsmcts(0, () => ++w, exactly([1, 3, 2], 2), { iters: 60 });
    expect(played[0]).toBe(1);
    expect(played[1]).toBe(1);
    expect(played[2]).toBeGreaterThan(1);
    expect(mixed.best).toBe(1);
  });
});
