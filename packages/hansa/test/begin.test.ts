/**
 * H-5 choosing an action: which actions can begin, what a begun action accepts, what is offered
 * when no action is left, and who may act at all. Added where the mutation measurement
 * (docs/mutation.md) found these outcomes unasserted. Rule ids from shared/rules/hansa/RULES.md.
 */
import { isIllegalAction } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { act, fill, fresh, has, legal, play, refused } from './fixtures';
import type { HansaAction, HansaState } from '../src/types';

const A = 'hamburg--luebeck';

const begins = (l: HansaAction[]): string[] => l.flatMap((a) => (a.type === 'begin' ? [a.action] : []));

describe('H-6.1 Income: every mix up to Bursa, at least one piece', () => {
  // "Mettere 3, 5, 7 o tutte le risorse dalla vostra riserva generale alla vostra riserva personale".
  it('the offer is every mix the general supply holds, up to the Bursa value', () => {
    const s = fresh(3);
    s.seats[0]!.general = { t: 2, m: 1 };
    const t = act(s, 0, { type: 'begin', action: 'income' });
    expect(legal(t).map((a) => a.type === 'income' && `${a.traders}+${a.merchants}`)).toEqual([
      '1+0',
      '2+0',
      '0+1',
      '1+1',
      '2+1',
    ]);
    s.seats[0]!.general = { t: 6, m: 2 };
    const u = act(s, 0, { type: 'begin', action: 'income' });
    expect(legal(u).map((a) => a.type === 'income' && `${a.traders}+${a.merchants}`)).toEqual([
      '1+0',
      '2+0',
      '3+0',
      '0+1',
      '1+1',
      '2+1',
      '0+2',
      '1+2',
    ]);
  });
  it('nothing, a negative or a fractional number of pieces is refused', () => {
    const t = act(fresh(3), 0, { type: 'begin', action: 'income' });
    for (const [traders, merchants] of [
      [0, 0],
      [-1, 2],
      [2, -1],
      [1.5, 0],
      [0, 0.5],
      ['1', 0],
    ])
      refused(t, 0, { type: 'income', traders, merchants }, 'H-6.1');
  });
});

describe('H-5.3 an action begins only when it can be completed', () => {
  it('H-7.1 Place: not with an empty personal supply, not when every post is taken; only the kinds held', () => {
    const s = fresh(3);
    s.seats[0]!.personal = { t: 0, m: 0 };
    expect(begins(legal(s))).not.toContain('place');
    refused(s, 0, { type: 'begin', action: 'place' }, 'H-7.1');
    const full = fresh(3);
    full.posts = full.posts.map((row) => row.map(() => 2));
    expect(begins(legal(full))).not.toContain('place');
    refused(full, 0, { type: 'begin', action: 'place' }, 'H-7.1');
    const traders = fresh(3);
    traders.seats[0]!.personal = { t: 3, m: 0 };
    const t = act(traders, 0, { type: 'begin', action: 'place' });
    expect(legal(t).every((a) => a.type === 'place' && a.piece === 'trader')).toBe(true);
  });
  it('H-9.1 Move: only with an own piece on a post — with 2 players, on any route (H-14.6)', () => {
    const s = fresh(3);
    fill(s, A, 1, ['trader']);
    expect(begins(legal(s))).not.toContain('move');
    refused(s, 0, { type: 'begin', action: 'move' }, 'H-9.1');
    const two = fresh(2, { provinces: true });
    two.pawn = 1; // P1: Hamburg–Lübeck is not one of its borders
    fill(two, A, 0, ['trader']);
    expect(begins(legal(two))).toContain('move');
    expect(legal(act(two, 0, { type: 'begin', action: 'move' }))).toEqual([{ type: 'move', route: A, post: 0 }]);
  });
  it("H-8.1 Displace: with 2 players only a piece on a border of the pawn's province counts", () => {
    const s = fresh(2, { provinces: true });
    s.pawn = 1;
    fill(s, A, 1, ['trader']);
    expect(begins(legal(s))).not.toContain('displace');
    refused(s, 0, { type: 'begin', action: 'displace' }, 'H-8.1');
    fill(s, 'hamburg--bremen', 1, ['trader']);
    expect(begins(legal(s))).toContain('displace');
  });
  it('an unknown action cannot begin', () => {
    refused(fresh(3), 0, { type: 'begin', action: 'trade' }, 'H-5.3');
  });
});

describe('H-5.4 a begun action takes its own details only', () => {
  it("each action refuses another action's details with its own rule id", () => {
    const s = fresh(3);
    fill(s, A, 1, ['trader']);
    fill(s, 'hamburg--stade', 0, ['trader']);
    const place = { type: 'place', route: 'hamburg--bremen', post: 0, piece: 'trader' } as const;
    refused(act(s, 0, { type: 'begin', action: 'income' }), 0, place, 'H-6.1');
    refused(act(s, 0, { type: 'begin', action: 'place' }), 0, { type: 'income', traders: 1, merchants: 0 }, 'H-7.1');
    refused(act(s, 0, { type: 'begin', action: 'displace' }), 0, place, 'H-8.1');
    refused(act(s, 0, { type: 'begin', action: 'move' }), 0, place, 'H-9.1');
    const two = fresh(2, { provinces: true });
    refused(act(two, 0, { type: 'begin', action: 'pawn' }), 0, place, 'H-14.5');
    refused(act(two, 0, { type: 'begin', action: 'pawnFree' }), 0, place, 'H-14.5');
  });
});

describe('H-5.2 no action left', () => {
  /** Seat 0 has used both actions; a +3 token keeps the turn open; Hamburg–Lübeck is all seat 0's. */
  function spent(s: HansaState): HansaState {
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    s.actionsUsed = 2;
    s.seats[0]!.tokens.push('plus3');
    return s;
  }
  it('no action begins and no route is established; the tokens and the end of the turn are still offered', () => {
    const s = spent(fresh(3));
    expect(legal(s)).toEqual([{ type: 'useActions', n: 3 }, { type: 'endTurn' }]);
    refused(s, 0, { type: 'establish', route: A }, 'H-5.2');
    refused(s, 0, { type: 'begin', action: 'place' }, 'H-5.2');
    const t = act(s, 0, { type: 'useActions', n: 3 });
    expect(has(legal(t), { type: 'establish', route: A })).toBe(true);
  });
  // H-14.5: the free pawn move is "either before the first action or after the last action".
  it('with 2 players the free pawn move is still offered after the last action, and it spends nothing', () => {
    const s = spent(fresh(2, { provinces: true }));
    expect(begins(legal(s))).toEqual(['pawnFree']);
    const t = act(s, 0, { type: 'begin', action: 'pawnFree' });
    expect(t.actionsUsed).toBe(2);
    refused(s, 0, { type: 'begin', action: 'pawn' }, 'H-5.2');
  });
});

describe('H-5.1 / H-5.4 who may act', () => {
  it('only the seat on turn, or the seat that owes a decision, gets actions; an out-of-turn action is refused', () => {
    const s = fresh(3);
    expect(legal(s, 1)).toEqual([]);
    refused(s, 1, { type: 'begin', action: 'income' }, 'H-5.1');
    fill(s, A, 1, ['trader']);
    const t = play(s, [
      { type: 'begin', action: 'displace' },
      { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 0 },
    ]);
    expect(legal(t, 0)).toEqual([]);
    expect(legal(t, 1).length).toBeGreaterThan(0);
    refused(t, 0, { type: 'begin', action: 'income' }, 'H-5.4');
  });
  it('a known action outside its moment is refused with H-5.3; something that is no action at all is malformed', () => {
    refused(fresh(3), 0, { type: 'place', route: A, post: 0, piece: 'trader' }, 'H-5.3');
    refused(fresh(3), 0, { type: 'noKontor' }, 'H-5.3');
    refused(fresh(3), 0, { type: 'toString' }, 'H-5.3');
    const malformed = [
      null,
      'endTurn',
      { type: 7 },
      { kind: 'endTurn' },
      { type: 'endTurn', extra: 1 },
      { type: 'establish', city: 'hamburg' },
      { type: 'income', traders: 1 },
    ];
    for (const bad of malformed) {
      let err: unknown = null;
      try {
        hansa.apply(fresh(3), 0, bad as HansaAction);
      } catch (e) {
        err = e;
      }
      expect(isIllegalAction(err) && (err as { ruleId: string }).ruleId).toBe('ENGINE-MALFORMED');
    }
  });
});
