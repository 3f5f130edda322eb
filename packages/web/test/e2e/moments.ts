/**
 * The moments issue 45's "Done when" asks to see on both tables beyond the start and mid-game: a
 * displacement, a payment and the end. Each is a match on the server with a fixed seed, played
 * over the wire by a seeded script (visual/positions.ts) to where Ann (seat 0) acts — or the
 * game is over — and the part of the table she acts on, which must be in view.
 */
import type { HansaView } from '@tabula/hansa';
import { hansaPolicy } from './hansaPolicy';
import { hansaScript, loyangScript, play, type Script } from './visual/positions';

type Action = Record<string, unknown>;

export interface Moment {
  name: string;
  game: 'loyang' | 'hansa';
  /** The page is ready when this test id shows. */
  mark: string;
  /** The part Ann acts on (or reads, at the end): its top must be on the first screen. */
  acting: string;
  /** Something that must be wholly in sight too, unscrolled (the final score's totals). */
  sight?: string;
  set(url: string): Promise<{ id: string; token: string; version: number }>;
}

/** Loyang: the random script until Ann may buy in her Shop (L-9.B.1) — paying Cash — in round 2 or later. */
const loyangBuy = (): Script => ({
  ...loyangScript(Infinity),
  done: (u, step) => step > 30 && u[0]!.legal.some((a) => (a as Action).type === 'buy'),
});

/** Hansa: both seats place, then Ann chooses Income (H-6) and owes how many pieces it brings. */
const hansaIncome = (): Script => {
  const base = hansaScript(0, false);
  return {
    choose(legal, seat, rng, step) {
      const income = legal.find((a) => a.type === 'begin' && a.action === 'income');
      if (seat === 0 && step >= 8 && income) return income;
      return base.choose(legal, seat, rng, step);
    },
    done: (u) => u[0]!.legal.some((a) => (a as Action).type === 'income'),
  };
};

/** Hansa to the end: both seats collect bonus tokens until the supply runs out (H-12.1). */
const hansaEnd = (): Script => {
  const policies = [hansaPolicy(0), hansaPolicy(1)];
  let views: HansaView[] = [];
  return {
    choose: (legal, seat) => policies[seat]!(legal, 0, views[seat]) as Action,
    done: (u) => {
      views = u.map((x) => x.view as HansaView);
      return u[0]!.outcome !== null;
    },
  };
};

export const MOMENTS: Moment[] = [
  {
    name: 'hansa-displacement',
    game: 'hansa',
    mark: 'hansa-board',
    acting: 'board-window',
    set: (url) => play(url, 'hansa', 2, 45, hansaScript(0, true)),
  },
  {
    name: 'hansa-income',
    game: 'hansa',
    mark: 'hansa-board',
    acting: 'movebar',
    set: (url) => play(url, 'hansa', 2, 45, hansaIncome()),
  },
  {
    name: 'hansa-end',
    game: 'hansa',
    mark: 'game-over',
    acting: 'final-score',
    sight: '[data-testid=final-score] tbody td:last-child',
    set: (url) => play(url, 'hansa', 2, 46, hansaEnd()),
  },
  {
    name: 'loyang-buy',
    game: 'loyang',
    mark: 'loyang-table',
    acting: 'area-0',
    set: (url) => play(url, 'loyang', 2, 45, loyangBuy()),
  },
  {
    name: 'loyang-end',
    game: 'loyang',
    mark: 'game-over',
    acting: 'final-score',
    sight: '[data-testid=final-score] tbody td:last-child',
    set: (url) => play(url, 'loyang', 2, 45, { ...loyangScript(Infinity), done: (u) => u[0]!.outcome !== null }),
  },
];
