/**
 * Undo over several actions of one seat (undo.ts, U1–U3), on a small counting game where a seat
 * may add to a tally as often as it likes before it ends its turn, and "draw" stands for an
 * action that draws randomness. Bidding Nim (undo.test.ts) never gives a seat two undoable
 * actions in a row; a Loyang or Hansa turn does.
 */
import { describe, expect, it } from 'vitest';
import { emptyTrail, type GameDefinition, IllegalAction, stateHash, step, UNDO, type UndoTrail } from '../src';

interface Tally {
  turn: number;
  counts: number[];
  drawn: number;
}
type Act = { type: 'add' } | { type: 'draw' } | { type: 'end' };

const tally: GameDefinition<Tally, Act> = {
  id: 'tally',
  name: 'Tally',
  facts: { minPlayers: 2, maxPlayers: 2, hiddenInformation: false, simultaneous: false, options: [], maxActions: 100 },
  setup: () => ({ turn: 0, counts: [0, 0], drawn: 0 }),
  activeSeats: (s) => (s.counts.some((c) => c >= 5) ? [] : [s.turn]),
  legalActions: (s, seat) =>
    seat === s.turn && !s.counts.some((c) => c >= 5) ? [{ type: 'add' }, { type: 'draw' }, { type: 'end' }] : [],
  apply(s, seat, a) {
    if (!this.legalActions(s, seat).some((l) => l.type === a.type)) throw new IllegalAction('T-1', 'not now');
    const counts = s.counts.slice();
    if (a.type === 'add') counts[seat]! += 1;
    return {
      state: { turn: a.type === 'end' ? 1 - seat : seat, counts, drawn: s.drawn + (a.type === 'draw' ? 1 : 0) },
      events: [{ type: a.type, seat }],
    };
  },
  view: (s) => s,
  outcome: () => null,
  irreversible: (_b, _seat, a) => (a.type === 'draw' ? 'a card was drawn' : null),
};

function play(moves: Array<[number, Act | typeof UNDO]>): { state: Tally; trail: UndoTrail<Tally>; events: unknown[] } {
  let state = tally.setup({ players: 2, seed: 1 });
  let trail = emptyTrail<Tally>();
  let events: unknown[] = [];
  for (const [seat, a] of moves) ({ state, trail, events } = step(tally, state, trail, seat, a));
  return { state, trail, events };
}

describe('a seat takes back several of its own actions, newest first (U1, U3)', () => {
  it('three adds are taken back one by one, each to the exact state before it', () => {
    const add = { type: 'add' } as const;
    expect(
      play([
        [0, add],
        [0, add],
        [0, add],
      ]).state.counts,
    ).toEqual([3, 0]);
    const back = play([
      [0, add],
      [0, add],
      [0, add],
      [0, UNDO],
      [0, UNDO],
    ]);
    expect(back.state.counts).toEqual([1, 0]);
    expect(back.trail.before).toHaveLength(1);
    expect(back.events).toEqual([{ type: 'undo', seat: 0 }]);
    const all = play([
      [0, add],
      [0, add],
      [0, add],
      [0, UNDO],
      [0, UNDO],
      [0, UNDO],
    ]);
    expect(stateHash(all.state)).toBe(stateHash(tally.setup({ players: 2, seed: 1 })));
    expect(() =>
      play([
        [0, add],
        [0, UNDO],
        [0, UNDO],
      ]),
    ).toThrow(expect.objectContaining({ ruleId: 'ENGINE-UNDO-NONE' }));
  });

  it('a draw is a barrier: the adds before it stay, the adds after it can be taken back (U2)', () => {
    const add = { type: 'add' } as const;
    const r = play([
      [0, add],
      [0, { type: 'draw' }],
      [0, add],
      [0, UNDO],
    ]);
    expect(r.state).toEqual({ turn: 0, counts: [1, 0], drawn: 1 });
    expect(() =>
      play([
        [0, add],
        [0, { type: 'draw' }],
        [0, add],
        [0, UNDO],
        [0, UNDO],
      ]),
    ).toThrow(expect.objectContaining({ ruleId: 'ENGINE-UNDO-HIDDEN' }));
  });

  it('after the other seat has acted, its actions are its own to take back, and only its own', () => {
    const add = { type: 'add' } as const;
    const moves: Array<[number, Act]> = [
      [0, add],
      [0, { type: 'end' }],
      [1, add],
      [1, add],
    ];
    expect(play([...moves, [1, UNDO], [1, UNDO]]).state.counts).toEqual([1, 0]);
    expect(() => play([...moves, [0, UNDO]])).toThrow(expect.objectContaining({ ruleId: 'ENGINE-UNDO-OTHER' }));
    expect(() => play([...moves, [1, UNDO], [1, UNDO], [1, UNDO]])).toThrow(
      expect.objectContaining({ ruleId: 'ENGINE-UNDO-NONE', message: expect.stringContaining('since seat 0 did') }),
    );
  });

  it('{ type: "undo" } with anything more is not an undo but an ordinary action, refused by the game', () => {
    const { state, trail } = play([[0, { type: 'add' }]]);
    expect(() => step(tally, state, trail, 0, { type: 'undo', steps: 2 })).toThrow(
      expect.objectContaining({ ruleId: 'T-1' }),
    );
  });
});
