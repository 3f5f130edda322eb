import { nim } from '@tabula/engine/nim';
import { loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { createBot, heuristicBot, LEVELS, parseBotSpec, resolveLevel } from '../src';

describe('levels (issue 22)', () => {
  it('offers Beginner, Intermediate, Expert and Master in that order, each a raw spec the parser takes', () => {
    expect(LEVELS.map((l) => l.name)).toEqual(['Beginner', 'Intermediate', 'Expert', 'Master']);
    for (const l of LEVELS) {
      const p = parseBotSpec(l.spec);
      expect(p.level).toBeUndefined();
      // Within the server's caps (ms ≤ 5,000, iters ≤ 50,000), so every level can be seated online.
      expect(p.ms ?? 0).toBeLessThanOrEqual(5000);
      expect(p.iters ?? 0).toBeLessThanOrEqual(50000);
    }
    expect(parseBotSpec('master')).toEqual({ kind: 'search', iters: 16, ms: 3000, level: 'master' });
  });

  it('takes a level by name or as level:name, any case, and refuses an unknown level by name', () => {
    expect(parseBotSpec('Expert')).toEqual({ kind: 'heuristic', eps: 0.05, level: 'expert' });
    expect(parseBotSpec('level:beginner')).toEqual({ kind: 'heuristic', eps: 0.25, level: 'beginner' });
    expect(parseBotSpec(' level:INTERMEDIATE ')).toEqual({ kind: 'heuristic', eps: 0.15, level: 'intermediate' });
    expect(() => parseBotSpec('level:grandmaster')).toThrow(
      /unknown level "grandmaster": use beginner, intermediate, expert, master/,
    );
    expect(() => parseBotSpec('grandmaster')).toThrow(
      /unknown bot "grandmaster": use a level \(beginner, intermediate, expert, master\)/,
    );
    expect(resolveLevel('search:iters=20')).toBe('search:iters=20');
  });

  it('builds the level bot named as asked, and the raw specs still work', () => {
    expect(createBot(nim, 'level:master', 1).name).toBe('level:master');
    expect(createBot(nim, 'beginner', 1).name).toBe('beginner');
    expect(createBot(nim, 'intermediate', 1).name).toBe('intermediate');
    expect(createBot(nim, 'search:iters=50', 1).name).toBe('search:iters=50');
  });

  it('heuristic:eps takes a chance in [0, 1] and nothing else', () => {
    expect(parseBotSpec('heuristic:eps=0.5')).toEqual({ kind: 'heuristic', eps: 0.5 });
    expect(parseBotSpec('heuristic:eps=1')).toEqual({ kind: 'heuristic', eps: 1 });
    for (const bad of ['heuristic:eps=1.5', 'heuristic:eps=-0.1', 'heuristic:ms=5', 'heuristic:eps=x'])
      expect(() => parseBotSpec(bad)).toThrow(/heuristic bot takes only eps=P/);
  });

  it("the Beginner slips: some of its Loyang moves are not the heuristic bot's, the rest are, the same under a seed", () => {
    let s = loyang.setup({ players: 2, seed: 'levels:1', options: {} });
    const beginner = createBot(loyang, 'beginner', 'b');
    const again = createBot(loyang, 'beginner', 'b');
    const plain = heuristicBot(loyang, 'b');
    let decisions = 0;
    let slips = 0;
    for (let step = 0; step < 400 && !loyang.outcome(s); step++) {
      const seat = loyang.activeSeats(s)[0]!;
      const legal = loyang.legalActions(s, seat);
      const view = loyang.view(s, seat);
      const a = beginner.choose(view, seat, legal);
      expect(again.choose(view, seat, legal)).toEqual(a);
      if (legal.length > 1) {
        decisions++;
        if (JSON.stringify(plain.choose(view, seat, legal)) !== JSON.stringify(a)) slips++;
      }
      s = loyang.apply(s, seat, a as (typeof legal)[number]).state;
    }
    expect(decisions).toBeGreaterThan(40);
    // eps = 0.25: a random pick is sometimes the heuristic's own, so slips are fewer than a quarter.
    expect(slips).toBeGreaterThan(decisions * 0.08);
    expect(slips).toBeLessThan(decisions * 0.35);
  });
});
