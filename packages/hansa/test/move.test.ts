/**
 * H-9 Move (Liber Sophiae): how many pieces may be lifted, stopping early, and what may be put
 * where. Added where the mutation measurement (docs/mutation.md) found these outcomes unasserted.
 * Rule ids from shared/rules/hansa/RULES.md; the Italian rulebook (shared/seeds), "Muovere":
 * "Potete muovere tante risorse quante indicate sulla barra «Liber Sophiae» del vostro scrittoio
 * (due risorse all'inizio, ma che possono aumentare fino a cinque …)".
 */
import { describe, expect, it } from 'vitest';
import { act, fill, fresh, legal, play, R, refused } from './fixtures';
import type { HansaAction, HansaState } from '../src/types';

const A = 'hamburg--luebeck';
const B = 'hamburg--bremen';

function puts(l: HansaAction[]): string[] {
  return l.map((a) => (a.type === 'put' ? `${a.route}/${a.post}/${a.piece}` : a.type));
}

/** How many posts of the board are empty. */
function emptyPosts(s: HansaState): number {
  return s.posts.reduce((n, row) => n + row.filter((pc) => pc < 0).length, 0);
}

describe('H-9.1 Move: up to Liber Sophiae pieces', () => {
  it('Liber Sophiae 3 lifts three pieces: the third lift ends the lifting by itself', () => {
    const s = fresh(3);
    s.seats[0]!.desk[3] = 1; // Liber Sophiae 2 → 3
    fill(s, A, 0, ['trader', 'trader', 'merchant']);
    fill(s, B, 0, ['trader']);
    let t = play(s, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: A, post: 0 },
    ]);
    expect(t.pending.at(-1)).toMatchObject({ kind: 'moveLift', left: 2 });
    t = act(t, 0, { type: 'lift', route: A, post: 1 });
    expect(t.pending.at(-1)).toMatchObject({ kind: 'moveLift', left: 1 });
    expect(legal(t)).toEqual([
      { type: 'lift', route: A, post: 2 },
      { type: 'lift', route: B, post: 0 },
      { type: 'liftDone' },
    ]);
    t = act(t, 0, { type: 'lift', route: A, post: 2 });
    expect(t.pending.at(-1)).toEqual({ kind: 'movePut', seat: 0, hand: [0, 0, 1] });
    expect(t.posts[R(t, B)]![0]).toBe(0); // the fourth piece stays where it is
  });
  it('the player may stop lifting early; only the kinds lifted are offered, on every empty post', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'merchant']);
    let t = play(s, [{ type: 'begin', action: 'move' }, { type: 'move', route: A, post: 1 }, { type: 'liftDone' }]);
    expect(t.pending.at(-1)).toEqual({ kind: 'movePut', seat: 0, hand: [1] });
    const l = puts(legal(t));
    expect(l).toHaveLength(emptyPosts(t));
    expect(l.every((a) => a.endsWith('/merchant'))).toBe(true);
    expect(l).toContain(`${A}/1/merchant`);
    expect(l).not.toContain(`${A}/0/merchant`);
    refused(t, 0, { type: 'put', route: A, post: 2, piece: 'trader' }, 'H-9.1');
    t = act(t, 0, { type: 'put', route: B, post: 3, piece: 'merchant' });
    expect(t.pending).toEqual([]);
    expect(t.posts[R(t, A)]!.slice(0, 2)).toEqual([0, -1]);
    expect(t.posts[R(t, B)]![3]).toBe(1);
    expect(t.actionsUsed).toBe(1);
  });
  it('two pieces of one kind are put one at a time, then the action is over', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader']);
    let t = play(s, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: A, post: 0 },
      { type: 'lift', route: A, post: 1 },
    ]);
    t = act(t, 0, { type: 'put', route: B, post: 0, piece: 'trader' });
    expect(t.pending.at(-1)).toEqual({ kind: 'movePut', seat: 0, hand: [0] });
    expect(puts(legal(t)).every((a) => a.endsWith('/trader'))).toBe(true);
    refused(t, 0, { type: 'put', route: B, post: 1, piece: 'merchant' }, 'H-9.1');
    t = act(t, 0, { type: 'put', route: B, post: 1, piece: 'trader' });
    expect(t.pending).toEqual([]);
    expect(t.posts[R(t, B)]!.slice(0, 2)).toEqual([0, 0]);
  });
  it('while lifting or putting, nothing else is accepted (H-5.4), and the arguments name a real route, post and piece', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader']);
    fill(s, B, 1, ['trader']);
    const t = play(s, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: A, post: 0 },
    ]);
    refused(t, 0, { type: 'begin', action: 'income' }, 'H-9.1');
    refused(t, 0, { type: 'put', route: B, post: 1, piece: 'trader' }, 'H-9.1');
    refused(t, 0, { type: 'lift', route: B, post: 0 }, 'H-9.3');
    refused(t, 0, { type: 'lift', route: 'nowhere', post: 0 }, 'H-9.1');
    refused(t, 0, { type: 'lift', route: A, post: 3 }, 'H-9.1');
    const u = act(t, 0, { type: 'liftDone' });
    refused(u, 0, { type: 'lift', route: A, post: 1 }, 'H-9.1');
    refused(u, 0, { type: 'put', route: 'nowhere', post: 0, piece: 'trader' }, 'H-9.1');
    refused(u, 0, { type: 'put', route: A, post: 3, piece: 'trader' }, 'H-9.1');
    refused(u, 0, { type: 'put', route: A, post: 0, piece: 'king' }, 'H-9.1');
  });
});

describe('H-9.1 the put list, shared by every listing (issue 22)', () => {
  it('lists the same frozen put objects each time, so a caller cannot change what another sees', () => {
    const s = fresh(2);
    fill(s, A, 0, ['trader']);
    const t = play(s, [{ type: 'begin', action: 'move' }, { type: 'move', route: A, post: 0 }, { type: 'liftDone' }]);
    const first = legal(t);
    const again = legal(t);
    expect(first.length).toBe(emptyPosts(t));
    expect(again).toEqual(first);
    first.forEach((a, i) => expect(again[i]).toBe(a));
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => {
      (first[0] as { post: number }).post = 99;
    }).toThrow(TypeError);
    expect(legal(t)[0]).toEqual({
      type: 'put',
      route: (first[0] as { route: string }).route,
      post: 0,
      piece: 'trader',
    });
  });
});
