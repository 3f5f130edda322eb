/**
 * H-8.4–H-8.7 the displaced owner's relocation, out of turn: how many extra pieces, where they
 * come from, and when the relocation ends by itself. Added where the mutation measurement
 * (docs/mutation.md) found these outcomes unasserted. Rule ids from shared/rules/hansa/RULES.md;
 * the passages quoted from the Italian rulebook (shared/seeds), "Rimpiazzare".
 */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { EMPTY, act, fill, fresh, legal, play, R, refused } from './fixtures';
import type { HansaAction, HansaState } from '../src/types';

const A = 'hamburg--luebeck';
const STADE = 'hamburg--stade';
/** A route far from Hamburg–Lübeck (4 posts). */
const FAR = 'warburg--coellen';

/**
 * Seat 0 displaces seat 1's piece on Hamburg–Lübeck post 0 (put there without touching seat 1's
 * supplies, which the tests set); seat 1 now owes the relocation.
 */
function displacedBy0(s: HansaState, piece: 'trader' | 'merchant'): HansaState {
  s.posts[R(s, A)]![0] = piece === 'trader' ? 2 : 3;
  const pay = piece === 'trader' ? 1 : 2;
  return play(s, [
    { type: 'begin', action: 'displace' },
    { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: pay, payMerchants: 0 },
  ]);
}

/** The pieces offered for one target post. */
function piecesAt(l: HansaAction[], route: string, post: number): string[] {
  return l.flatMap((a) => (a.type === 'relocate' && a.route === route && a.post === post ? [a.piece] : []));
}

describe('H-8.4 how many pieces the owner relocates', () => {
  // "la riposiziona, insieme ad una risorsa addizionale … (due se la risorsa rimpiazzata era un
  // Mercante)": a trader brings back one extra piece at most, in any order with the displaced one.
  it('a displaced trader brings one extra at most: once it is placed, only the displaced piece is left', () => {
    let t = displacedBy0(fresh(3), 'trader');
    expect(piecesAt(legal(t), STADE, 0)).toEqual(['displaced', 'trader']);
    t = act(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'trader' });
    expect(t.pending.at(-1)).toMatchObject({ kind: 'relocate', seat: 1, displaced: 0, extras: 0 });
    const l = legal(t);
    expect(l.every((a) => a.type === 'relocate' && a.piece === 'displaced')).toBe(true);
    expect(piecesAt(l, STADE, 1)).toEqual(['displaced']);
    refused(t, 1, { type: 'relocate', route: STADE, post: 1, piece: 'trader' }, 'H-8.4');
    refused(t, 1, { type: 'endRelocation' }, 'H-8.4');
    t = act(t, 1, { type: 'relocate', route: STADE, post: 1, piece: 'displaced' });
    expect(t.posts[R(t, STADE)]).toEqual([2, 2, EMPTY]);
    expect(t.pending).toEqual([]);
    expect(hansa.activeSeats(t)).toEqual([0]);
  });
  it('the displaced piece goes back once only; after it, the owner places extras or stops', () => {
    let t = displacedBy0(fresh(3), 'merchant');
    t = act(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'displaced' });
    expect(t.posts[R(t, STADE)]![0]).toBe(3);
    expect(piecesAt(legal(t), STADE, 1)).toEqual(['trader']);
    expect(legal(t).at(-1)).toEqual({ type: 'endRelocation' });
    refused(t, 1, { type: 'relocate', route: STADE, post: 1, piece: 'displaced' }, 'H-8.4');
    const general = t.seats[1]!.general;
    const u = act(t, 1, { type: 'endRelocation' });
    expect(u.pending).toEqual([]);
    expect(u.seats[1]!.general).toEqual(general);
  });
  // H-5.4: the relocation is part of the displace action; the owner answers it before anything else.
  it('while relocating, the owner can only relocate: any other action is refused with H-8.4', () => {
    const t = displacedBy0(fresh(3), 'trader');
    refused(t, 1, { type: 'begin', action: 'income' }, 'H-8.4');
    refused(t, 1, { type: 'place', route: STADE, post: 0, piece: 'trader' }, 'H-8.4');
  });
});

describe('H-8.5 a relocated piece needs an empty post', () => {
  // "su un qualsiasi spazio vuoto di una strada adiacente": a taken post of an adjacent route is
  // not a target, neither for the displaced piece nor for an extra; the piece there stays.
  it("an opponent's or the owner's own piece on an adjacent route is never covered", () => {
    const s = fresh(3);
    fill(s, STADE, 2, ['trader']);
    fill(s, STADE, 1, [null, 'merchant']);
    const t = displacedBy0(s, 'trader');
    expect(piecesAt(legal(t), STADE, 0)).toEqual([]);
    expect(piecesAt(legal(t), STADE, 1)).toEqual([]);
    expect(piecesAt(legal(t), STADE, 2)).toEqual(['displaced', 'trader']);
    for (const post of [0, 1])
      for (const piece of ['displaced', 'trader'] as const)
        refused(t, 1, { type: 'relocate', route: STADE, post, piece }, 'H-8.5');
  });
});

describe('H-8.6 where the extra pieces come from (A-8)', () => {
  // "Se … non abbia sufficienti risorse nella riserva generale, può prelevarle dalla riserva
  // personale. Se ciò nonostante non avesse risorse sufficienti, può prelevarle fra quelle già
  // posizionate sul tabellone".
  it('while the general supply has pieces, only its kinds are offered; the personal supply is not touched', () => {
    const s = fresh(3);
    s.seats[1]!.general = { t: 3, m: 0 };
    s.seats[1]!.personal = { t: 2, m: 3 };
    let t = displacedBy0(s, 'merchant');
    expect(piecesAt(legal(t), STADE, 0)).toEqual(['displaced', 'trader']);
    refused(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'merchant' }, 'H-8.6');
    t = act(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'trader' });
    expect(t.seats[1]!.general).toEqual({ t: 2, m: 0 });
    expect(t.seats[1]!.personal).toEqual({ t: 2, m: 3 });
  });
  it('with the general supply empty, the personal supply pays, either kind it holds', () => {
    const s = fresh(3);
    s.seats[1]!.general = { t: 0, m: 0 };
    s.seats[1]!.personal = { t: 1, m: 1 };
    let t = displacedBy0(s, 'merchant');
    expect(piecesAt(legal(t), STADE, 0)).toEqual(['displaced', 'trader', 'merchant']);
    t = act(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'merchant' });
    expect(t.seats[1]!.personal).toEqual({ t: 1, m: 0 });
    expect(piecesAt(legal(t), STADE, 1)).toEqual(['displaced', 'trader']);
    refused(t, 1, { type: 'relocate', route: STADE, post: 1, piece: 'merchant' }, 'H-8.6');
  });
  it('with both supplies empty, any own piece on a post may be taken, to any target post; never before', () => {
    const s = fresh(3);
    fill(s, FAR, 1, ['merchant']);
    fill(s, FAR, 2, [null, 'trader']);
    const full = displacedBy0(structuredClone(s), 'trader');
    expect(full.seats[1]!.general.t).toBeGreaterThan(0);
    expect(legal(full).some((a) => a.type === 'relocateFromBoard')).toBe(false);
    refused(full, 1, { type: 'relocateFromBoard', fromRoute: FAR, fromPost: 0, route: STADE, post: 0 }, 'H-8.6');

    s.seats[1]!.general = { t: 0, m: 0 };
    s.seats[1]!.personal = { t: 0, m: 0 };
    let t = displacedBy0(s, 'trader');
    const targets = legal(t).filter((a) => a.type === 'relocate');
    expect(targets.every((a) => a.type === 'relocate' && a.piece === 'displaced')).toBe(true);
    const fromBoard = legal(t).filter((a) => a.type === 'relocateFromBoard');
    // Seat 1's only piece on a post, to each post the displaced piece could take.
    expect(fromBoard).toEqual(
      targets.map(
        (a) =>
          a.type === 'relocate' && {
            type: 'relocateFromBoard',
            fromRoute: FAR,
            fromPost: 0,
            route: a.route,
            post: a.post,
          },
      ),
    );
    refused(t, 1, { type: 'relocateFromBoard', fromRoute: FAR, fromPost: 1, route: STADE, post: 0 }, 'H-8.6');
    refused(t, 1, { type: 'relocateFromBoard', fromRoute: FAR, fromPost: 2, route: STADE, post: 0 }, 'H-8.6');
    refused(t, 1, { type: 'relocateFromBoard', fromRoute: FAR, fromPost: 4, route: STADE, post: 0 }, 'H-8.6');
    refused(t, 1, { type: 'relocateFromBoard', fromRoute: 'nowhere', fromPost: 0, route: STADE, post: 0 }, 'H-8.6');
    t = act(t, 1, { type: 'relocateFromBoard', fromRoute: FAR, fromPost: 0, route: STADE, post: 0 });
    expect(t.posts[R(t, FAR)]!.slice(0, 3)).toEqual([EMPTY, 4, EMPTY]);
    expect(t.posts[R(t, STADE)]![0]).toBe(3);
    expect(t.pending.at(-1)).toMatchObject({ kind: 'relocate', displaced: 0, extras: 0 });
  });
});

describe('H-8.7 no empty post left (A-7)', () => {
  /** Every post taken by seat 2 except `free` posts of Hamburg–Stade; seat 1's piece on Hamburg–Lübeck. */
  function crowded(free: number, displacedPiece: 'trader' | 'merchant'): HansaState {
    const s = fresh(3);
    s.posts = s.posts.map((row) => row.map(() => 4));
    s.posts[R(s, A)]![0] = displacedPiece === 'trader' ? 2 : 3;
    for (let i = 0; i < free; i++) s.posts[R(s, STADE)]![i] = EMPTY;
    return play(s, [
      { type: 'begin', action: 'displace' },
      {
        type: 'displace',
        route: A,
        post: 0,
        piece: 'trader',
        payTraders: displacedPiece === 'trader' ? 1 : 2,
        payMerchants: 0,
      },
    ]);
  }
  it('when the displaced piece fills the last empty post, the relocation ends: no extra piece is placed', () => {
    const t = crowded(1, 'merchant');
    const general = t.seats[1]!.general;
    const u = act(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'displaced' });
    expect(u.pending).toEqual([]);
    expect(u.posts[R(u, STADE)]![0]).toBe(3);
    expect(u.seats[1]!.general).toEqual(general);
    expect(hansa.activeSeats(u)).toEqual([0]);
  });
  it('when an extra fills the last empty post, the displaced piece goes to the personal supply', () => {
    const t = crowded(1, 'merchant');
    const personal = t.seats[1]!.personal;
    const u = act(t, 1, { type: 'relocate', route: STADE, post: 0, piece: 'trader' });
    expect(u.pending).toEqual([]);
    expect(u.posts[R(u, STADE)]![0]).toBe(2);
    expect(u.seats[1]!.personal).toEqual({ t: personal.t, m: personal.m + 1 });
  });
});

describe('the relocate event says where the piece came from (the table flies it from there)', () => {
  const relocated = (s: HansaState, a: HansaAction) => hansa.apply(s, 1, a).events.find((e) => e.type === 'relocate');
  it('the displaced piece, an extra from the general supply, from the personal supply, from a post (H-8.4, H-8.6)', () => {
    const s = fresh(3);
    s.seats[1]!.general = { t: 1, m: 0 };
    s.seats[1]!.personal = { t: 1, m: 1 };
    const t = displacedBy0(s, 'merchant');
    expect(relocated(t, { type: 'relocate', route: STADE, post: 0, piece: 'displaced' })).toMatchObject({
      from: 'displaced',
      piece: 'merchant',
    });
    expect(relocated(t, { type: 'relocate', route: STADE, post: 0, piece: 'trader' })).toMatchObject({
      from: 'general',
    });
    const poor = displacedBy0(fresh(3), 'merchant');
    poor.seats[1]!.general = { t: 0, m: 0 };
    poor.seats[1]!.personal = { t: 0, m: 1 };
    expect(relocated(poor, { type: 'relocate', route: STADE, post: 0, piece: 'merchant' })).toMatchObject({
      from: 'personal',
    });
    const bare = displacedBy0(fresh(3), 'merchant');
    bare.seats[1]!.general = { t: 0, m: 0 };
    bare.seats[1]!.personal = { t: 0, m: 0 };
    bare.posts[R(bare, FAR)]![0] = 2;
    expect(
      relocated(bare, { type: 'relocateFromBoard', fromRoute: FAR, fromPost: 0, route: STADE, post: 0 }),
    ).toMatchObject({ from: 'board', fromRoute: FAR, fromPost: 0 });
  });
});
