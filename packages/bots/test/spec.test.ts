import type { AnyGame, Seat } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { createBot, parseBotList, parseBotSpec, searchParams } from '../src';
import { wilson } from '../src/tools';

describe('bot specs', () => {
  it('parses random, heuristic and search with budgets and tuning', () => {
    expect(parseBotSpec('random')).toEqual({ kind: 'random' });
    expect(parseBotSpec('heuristic')).toEqual({ kind: 'heuristic' });
    expect(parseBotSpec('search:ms=1000')).toEqual({ kind: 'search', ms: 1000 });
    // Play-outs with a time cap (the Master's budget, issue 44).
    expect(parseBotSpec('search:iters=16,ms=3000')).toEqual({ kind: 'search', iters: 16, ms: 3000 });
    expect(parseBotSpec('search:iters=2000,c=0.5,rollout=heuristic,depth=30')).toEqual({
      kind: 'search',
      iters: 2000,
      c: 0.5,
      rollout: 'heuristic',
      depth: 30,
    });
  });

  it('rejects bad specs with a message that says what is allowed', () => {
    expect(() => parseBotSpec('minimax')).toThrow(
      /unknown bot "minimax": use a level \(beginner, intermediate, expert, master\) or random, heuristic, search/,
    );
    expect(() => parseBotSpec('random:ms=5')).toThrow(/only the search bot takes a budget/);
    expect(() => parseBotSpec('search:ms=0')).toThrow(/at least 1/);
    expect(() => parseBotSpec('search:speed=3')).toThrow(/bad search parameter/);
    expect(() => parseBotSpec('search:iters=32,beam=0')).toThrow(/beam is a whole number from 1 to 48/);
    expect(() => parseBotSpec('search:iters=32,beam=49')).toThrow(/beam is a whole number from 1 to 48/);
  });

  it('a --bots list splits at commas, a key=value part tuning the search spec before it', () => {
    expect(parseBotList('search:iters=32,beam=6,heuristic, heuristic')).toEqual([
      'search:iters=32,beam=6',
      'heuristic',
      'heuristic',
    ]);
    expect(parseBotList('master,expert')).toEqual(['master', 'expert']);
    expect(() => parseBotList('heuristic,beam=6')).toThrow(/unknown bot "heuristic,beam=6"/);
    expect(() => parseBotList('beam=6,random')).toThrow(/unknown bot "beam=6"/);
  });

  it("beam=N sets the Loyang play-outs' planner beam, and only a game with its own search takes it", () => {
    expect(parseBotSpec('search:iters=32,beam=6')).toEqual({ kind: 'search', iters: 32, beam: 6 });
    expect(() => createBot(hansa as AnyGame, 'search:iters=12,beam=6', 1)).toThrow(/tunes the Loyang search only/);
    expect(() => createBot(nim, 'search:iters=12,beam=6', 1)).toThrow(/nim has none/);
  });

  it('rounds=N sets how many rounds the Loyang solo play-outs plan across, and only Loyang takes it', () => {
    expect(parseBotSpec('search:ms=2000,rounds=2')).toEqual({ kind: 'search', ms: 2000, rounds: 2 });
    expect(parseBotSpec('search:iters=8,rounds=0')).toEqual({ kind: 'search', iters: 8, rounds: 0 });
    expect(() => parseBotSpec('search:iters=8,rounds=9')).toThrow(/rounds is a whole number from 0 to 8/);
    expect(() => createBot(hansa as AnyGame, 'search:iters=12,rounds=2', 1)).toThrow(
      /rounds=N tunes the Loyang solo search only/,
    );
    expect(() => createBot(nim, 'search:iters=12,rounds=2', 1)).toThrow(
      /rounds=N tunes a game's own search; nim has none/,
    );
  });

  it('a 2-player Loyang search plays out at beam 6 unless beam=N says otherwise', () => {
    const moves = (spec: string) => {
      let s: unknown = loyang.setup({ players: 2, seed: 'beam', options: {} });
      const bots = [createBot(loyang as AnyGame, spec, 'p0'), createBot(loyang as AnyGame, 'heuristic', 'p1')];
      const mine: string[] = [];
      for (let i = 0; i < 40 && loyang.activeSeats(s as never).length; i++) {
        const seat: Seat = loyang.activeSeats(s as never)[0]!;
        const a = bots[seat]!.choose(loyang.view(s as never, seat), seat, loyang.legalActions(s as never, seat));
        if (seat === 0) mine.push(JSON.stringify(a));
        s = loyang.apply(s as never, seat, a as never).state;
      }
      return mine;
    };
    expect(moves('search:iters=4,beam=6')).toEqual(moves('search:iters=4'));
    expect(moves('search:iters=4,beam=2')).not.toEqual(moves('search:iters=4'));
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
