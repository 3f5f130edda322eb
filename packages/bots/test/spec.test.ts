import { nim } from '@tabula/engine/nim';
import { describe, expect, it } from 'vitest';
import { createBot, parseBotSpec, searchParams, wilson } from '../src';

describe('bot specs', () => {
  it('parses random, heuristic and search with budgets and tuning', () => {
    expect(parseBotSpec('random')).toEqual({ kind: 'random' });
    expect(parseBotSpec('heuristic')).toEqual({ kind: 'heuristic' });
    expect(parseBotSpec('search:ms=1000')).toEqual({ kind: 'search', ms: 1000 });
    expect(parseBotSpec('search:iters=2000,c=0.5,rollout=heuristic,depth=30')).toEqual({
      kind: 'search',
      iters: 2000,
      c: 0.5,
      rollout: 'heuristic',
      depth: 30,
    });
  });

  it('rejects bad specs with a message that says what is allowed', () => {
    expect(() => parseBotSpec('minimax')).toThrow(/unknown bot "minimax": use a level \(beginner, intermediate, expert, master\) or random, heuristic, search/);
    expect(() => parseBotSpec('random:ms=5')).toThrow(/only the search bot takes a budget/);
    expect(() => parseBotSpec('search:ms=0')).toThrow(/at least 1/);
    expect(() => parseBotSpec('search:ms=10,iters=10')).toThrow(/not both/);
    expect(() => parseBotSpec('search:speed=3')).toThrow(/bad search parameter/);
  });

  it('createBot builds real heuristic and search bots, named by their spec', () => {
    expect(createBot(nim, 'heuristic', 1).name).toBe('heuristic');
    expect(createBot(nim, 'search:iters=50', 1).name).toBe('search:iters=50');
    expect(searchParams(nim, {})).toMatchObject({ ms: 1000, c: 0.4, rollout: 'random' });
  });
});

describe('wilson', () => {
  it('matches the textbook interval', () => {
    const [lo, hi] = wilson(65, 100);
    expect(lo).toBeCloseTo(0.5525, 3);
    expect(hi).toBeCloseTo(0.7364, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
