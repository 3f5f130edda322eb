/** Property tests over random legal games (issue 3): conservation, phases, replay hashes. */
import { stateHash } from '@tabula/engine';
import { randomSimTest } from '@tabula/engine/testing';
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { checkInvariants } from './invariants';

const check = (state: unknown, prev: unknown) => checkInvariants(state as LoyangState, prev as LoyangState);

describe('random legal games keep every invariant after every action', () => {
  const configs: Array<[number, boolean, number]> = [
    [1, false, 20],
    [2, false, 15],
    [3, false, 10],
    [4, false, 10],
    [1, true, 6],
    [2, true, 6],
    [3, true, 5],
    [4, true, 6],
  ];
  for (const [players, intro, games] of configs)
    it(`${players} player(s)${intro ? ', introductory version' : ''}: ${games} games, replay hashes equal`, () => {
      const r = randomSimTest(loyang, {
        players,
        games,
        seed: `prop${players}${intro}`,
        options: intro ? { intro: true } : {},
        check,
      });
      expect(r.actions).toBeGreaterThan(games * 100); // thousands more: `tabula simulate` (README)
    });

  // Uniform random players use few Helpers (about 2, 5, 10 and 14 a game at 1–4 players), and the
  // Helper rules are where the rules code is densest (L-15); these games take, play and use Helper
  // cards whenever they may, four times in five: 1.6–3 times as many uses, and twice as many
  // Foreman offers answered.
  const helperFirst = { chance: 0.8, test: (a: unknown) => isHelperMove(a as LoyangAction) };
  for (const players of [1, 2, 3, 4])
    it(`${players} player(s), Helpers preferred: 12 games, every invariant, replay hashes equal`, () => {
      const r = randomSimTest(loyang, { players, games: 12, seed: `helpers${players}`, check, prefer: helperFirst });
      expect(r.actions).toBeGreaterThan(12 * 100);
    });

  it('apply never mutates its input (one 4-player game, intro)', () => {
    let s = loyang.setup({ players: 4, seed: 'frozen', options: { intro: true } });
    for (let i = 0; i < 2000 && loyang.activeSeats(s).length; i++) {
      const seat = loyang.activeSeats(s)[i % loyang.activeSeats(s).length]!;
      const legal = loyang.legalActions(s, seat);
      const before = stateHash(s);
      const next = loyang.apply(s, seat, legal[(i * 7) % legal.length]!).state;
      expect(stateHash(s)).toBe(before);
      s = next;
    }
  });

  it('every legal action has a short English description', () => {
    let s = loyang.setup({ players: 2, seed: 'describe' });
    for (let i = 0; i < 400 && loyang.activeSeats(s).length; i++) {
      const seat = loyang.activeSeats(s)[0]!;
      const legal = loyang.legalActions(s, seat);
      for (const a of legal) expect(loyang.describeAction!(s, seat, a).length).toBeGreaterThan(2);
      s = loyang.apply(s, seat, legal[i % legal.length]!).state;
    }
  });

  it('every game ends after round 9 with an outcome; shared wins share rank 1 (L-13.3)', () => {
    for (let g = 0; g < 5; g++) {
      let s = loyang.setup({ players: 3, seed: `end${g}` });
      let guard = 0;
      while (loyang.activeSeats(s).length && guard++ < 20000) {
        const seat = loyang.activeSeats(s)[0]!;
        const legal = loyang.legalActions(s, seat);
        const pass =
          legal.find((a) => loyang.isPass!(a)) ??
          legal.find((a) => a.type !== 'loan' && a.type !== 'sell') ??
          legal[0]!;
        s = loyang.apply(s, seat, pass).state;
      }
      expect(s.phase).toBe('over');
      expect(s.round).toBe(9);
      const o = loyang.outcome(s)!;
      expect(o.ranking.filter((r) => r === 1).length).toBeGreaterThanOrEqual(1);
    }
  });
});

function isHelperMove(a: LoyangAction): boolean {
  if (a.type === 'helper' || a.type === 'foreman') return true;
  return 'card' in a && typeof a.card === 'string' && a.card.startsWith('H-') && a.type !== 'discardHelper';
}
