/** H-8 Displace and the relocation radius (dedicated scenarios, A-5–A-8). */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { BOARDS } from '../src/map';
import { EMPTY, act, fill, fresh, has, legal, play, R, refused } from './fixtures';
import type { HansaAction, HansaState } from '../src/types';

const A = 'hamburg--luebeck';
/** Routes at distance 1 from Hamburg–Lübeck on the back side. */
const RING1 = ['hamburg--lueneburg', 'hamburg--bremen', 'hamburg--stade'];

function displaced(s: HansaState, piece: 'trader' | 'merchant' = 'trader', payT = 1, payM = 0): HansaState {
  return play(s, [
    { type: 'begin', action: 'displace' },
    { type: 'displace', route: A, post: 0, piece, payTraders: payT, payMerchants: payM },
  ]);
}

function targets(l: HansaAction[]): string[] {
  return [...new Set(l.filter((a) => a.type === 'relocate').map((a) => (a as { route: string }).route))].sort();
}

describe('H-8 Displace', () => {
  it("H-8.1 an opponent's piece on a post is replaced by one of yours (any type for any type)", () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    const t = displaced(s, 'trader', 2, 0);
    expect(t.posts[R(t, A)]![0]).toBe(0);
    const own = fresh(3);
    fill(own, A, 0, ['trader']);
    const u = act(own, 0, { type: 'begin', action: 'place' });
    expect(u.pending.at(-1)!.kind).toBe('action');
    const v = fresh(3);
    fill(v, A, 0, ['trader']);
    fill(v, A, 1, [null, 'trader']);
    const w = act(v, 0, { type: 'begin', action: 'displace' });
    refused(w, 0, { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 0 }, 'H-8.1');
  });
  it('H-8.2 penalty 1 for a trader, 2 for a merchant, to the general supply, in the pieces chosen', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    expect(legal(t).filter((a) => a.type === 'displace')).toEqual([
      { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 2, payMerchants: 0 },
      { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 1 },
      { type: 'displace', route: A, post: 0, piece: 'merchant', payTraders: 2, payMerchants: 0 },
    ]);
    refused(t, 0, { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 0 }, 'H-8.2');
    const u = act(t, 0, { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 1 });
    expect(u.seats[0]!.personal).toEqual({ t: 3, m: 0 });
    expect(u.seats[0]!.general).toEqual({ t: 7, m: 1 });
  });
  it('H-8.3 illegal without the replacing piece plus the whole penalty', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    s.seats[0]!.general.t += s.seats[0]!.personal.t - 2;
    s.seats[0]!.personal = { t: 2, m: 0 };
    refused(s, 0, { type: 'begin', action: 'displace' }, 'H-8.1');
    fill(s, 'hamburg--stade', 1, ['trader']);
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    refused(t, 0, { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 1 }, 'H-8.3');
  });
  it('H-8.4 the owner relocates the piece plus up to 1 (trader) or 2 (merchant) more, at once; extras optional (A-5)', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    let t = displaced(s, 'trader', 2, 0);
    expect(hansa.activeSeats(t)).toEqual([1]);
    expect(t.pending.at(-1)).toMatchObject({ kind: 'relocate', seat: 1, displaced: 1, extras: 2 });
    expect(legal(t).some((a) => a.type === 'endRelocation')).toBe(false);
    refused(t, 1, { type: 'endRelocation' }, 'H-8.4');
    t = act(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 0, piece: 'displaced' });
    t = act(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 1, piece: 'trader' });
    t = act(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 2, piece: 'trader' });
    expect(t.pending).toEqual([]);
    expect(t.posts[R(t, 'hamburg--stade')]).toEqual([3, 2, 2]);
    expect(hansa.activeSeats(t)).toEqual([0]);
    // Extras are optional: after the displaced piece, the owner may stop.
    const o = fresh(3);
    fill(o, A, 1, ['trader']);
    const p = act(displaced(o), 1, { type: 'relocate', route: 'hamburg--stade', post: 0, piece: 'displaced' });
    expect(legal(p).at(-1)).toEqual({ type: 'endRelocation' });
    expect(act(p, 1, { type: 'endRelocation' }).pending).toEqual([]);
  });
  it('H-8.5 radius: adjacent routes only; the displacement route never; one ring further only when all adjacent posts are full', () => {
    const s = fresh(3);
    fill(s, A, 1, ['trader']);
    let t = displaced(s);
    expect(targets(legal(t))).toEqual(RING1.slice().sort());
    expect(legal(t).some((a) => a.type === 'relocate' && a.route === A)).toBe(false);
    refused(t, 1, { type: 'relocate', route: A, post: 1, piece: 'displaced' }, 'H-8.5');
    refused(t, 1, { type: 'relocate', route: 'bremen--minden', post: 0, piece: 'displaced' }, 'H-8.5');
    // Fill every adjacent post but one: the displaced piece must take it, then the extra widens.
    const f = fresh(3);
    fill(f, A, 1, ['trader']);
    fill(f, 'hamburg--lueneburg', 2, ['trader', 'trader', 'trader', 'trader']);
    fill(f, 'hamburg--bremen', 2, ['trader', 'trader', 'merchant', null]);
    f.seats[2]!.general.t += 3;
    f.seats[2]!.personal.t -= 3;
    fill(f, 'hamburg--stade', 2, ['trader', 'trader', 'trader']);
    t = displaced(f);
    expect(legal(t).filter((a) => a.type === 'relocate')).toEqual([
      { type: 'relocate', route: 'hamburg--bremen', post: 3, piece: 'displaced' },
      { type: 'relocate', route: 'hamburg--bremen', post: 3, piece: 'trader' },
    ]);
    t = act(t, 1, { type: 'relocate', route: 'hamburg--bremen', post: 3, piece: 'displaced' });
    const ring2 = targets(legal(t));
    const board = BOARDS[t.board];
    for (const id of ring2) expect(board.routeDistance[R(t, A)]![R(t, id)]).toBe(2);
    expect(ring2).toContain('bremen--minden');
    expect(ring2).toContain('lueneburg--perleberg');
    t = act(t, 1, { type: 'relocate', route: 'bremen--minden', post: 1, piece: 'trader' });
    expect(t.pending).toEqual([]);
  });
  it('H-8.6 extras from the general supply first, then personal, then own pieces from posts (A-8)', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    s.seats[1]!.general = { t: 0, m: 1 };
    s.seats[1]!.personal = { t: 10, m: 0 };
    let t = displaced(s, 'trader', 2, 0);
    t = act(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 0, piece: 'displaced' });
    refused(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 1, piece: 'trader' }, 'H-8.6');
    t = act(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 1, piece: 'merchant' });
    expect(t.seats[1]!.general).toEqual({ t: 0, m: 0 });
    // General supply empty now: the personal supply pays.
    expect(has(legal(t), { type: 'relocate', route: 'hamburg--stade', post: 2, piece: 'trader' })).toBe(true);
    // Both empty: a piece from a post.
    const b = fresh(3);
    fill(b, A, 1, ['trader']);
    fill(b, 'goslar--magdeburg', 1, ['trader']);
    b.seats[1]!.general = { t: 0, m: 0 };
    b.seats[1]!.personal = { t: 0, m: 0 };
    let u = displaced(b);
    u = act(u, 1, { type: 'relocate', route: 'hamburg--stade', post: 0, piece: 'displaced' });
    expect(
      legal(u)
        .filter((a) => a.type === 'relocateFromBoard')
        .every((a) => a.type === 'relocateFromBoard' && ['goslar--magdeburg', 'hamburg--stade'].includes(a.fromRoute)),
    ).toBe(true);
    refused(u, 1, { type: 'relocate', route: 'hamburg--stade', post: 1, piece: 'trader' }, 'H-8.6');
    u = act(u, 1, {
      type: 'relocateFromBoard',
      fromRoute: 'goslar--magdeburg',
      fromPost: 0,
      route: 'hamburg--stade',
      post: 1,
    });
    expect(u.posts[R(u, 'goslar--magdeburg')]![0]).toBe(EMPTY);
    expect(u.posts[R(u, 'hamburg--stade')]![1]).toBe(2);
    expect(u.pending).toEqual([]);
  });
  it('H-8.7 no empty post anywhere: the piece goes to the personal supply (A-7)', () => {
    const s = fresh(3);
    // Every post but the displaced one is taken by seat 2's pieces (given freely for the test).
    s.posts = s.posts.map((row) => row.map(() => 4));
    s.posts[R(s, A)]![0] = 2;
    const before = s.seats[1]!.personal.t;
    const t = displaced(s);
    expect(t.pending).toEqual([]);
    expect(t.seats[1]!.personal.t).toBe(before + 1);
  });
  it("H-8.8 with 2 players the displaced piece must be on a border of the pawn's province; relocation is free", () => {
    const s = fresh(2, { provinces: true });
    s.pawn = 1; // P1 borders hamburg--bremen, not hamburg--luebeck
    fill(s, A, 1, ['trader']);
    fill(s, 'hamburg--bremen', 1, ['trader']);
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    refused(t, 0, { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 1, payMerchants: 0 }, 'H-8.8');
    const u = act(t, 0, {
      type: 'displace',
      route: 'hamburg--bremen',
      post: 0,
      piece: 'trader',
      payTraders: 1,
      payMerchants: 0,
    });
    expect(targets(legal(u))).toContain('hamburg--luebeck'); // not a border of P1, still allowed
  });
});

describe('H-8.1–H-8.3 which displacements are offered, and how the penalty may be paid', () => {
  // "pagate una risorsa addizionale come penalità … Pagate due risorse addizionali se avete
  // rimpiazzato un Mercante (ovviamente non potete effettuare rimpiazzi se non potete pagarli)".
  it('H-8.3 with exactly two pieces a trader can be displaced, a merchant cannot; own pieces are never offered', () => {
    const s = fresh(3);
    fill(s, A, 1, ['trader']);
    fill(s, 'hamburg--stade', 2, ['merchant']);
    fill(s, 'hamburg--bremen', 0, ['trader']);
    s.seats[0]!.general.t += s.seats[0]!.personal.t - 1;
    s.seats[0]!.personal = { t: 1, m: 1 };
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    expect(legal(t)).toEqual([
      { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 0, payMerchants: 1 },
      { type: 'displace', route: A, post: 0, piece: 'merchant', payTraders: 1, payMerchants: 0 },
    ]);
    refused(
      t,
      0,
      { type: 'displace', route: 'hamburg--stade', post: 0, piece: 'trader', payTraders: 1, payMerchants: 1 },
      'H-8.3',
    );
    refused(
      t,
      0,
      { type: 'displace', route: 'hamburg--bremen', post: 0, piece: 'trader', payTraders: 0, payMerchants: 1 },
      'H-8.1',
    );
    // "Rimpiazzate un Commerciante o Mercante avversario": an empty post holds nobody to displace.
    refused(t, 0, { type: 'displace', route: A, post: 1, piece: 'merchant', payTraders: 1, payMerchants: 0 }, 'H-8.1');
  });
  it('H-8.2 the penalty is whole pieces, none negative, exactly 1 or 2 of them', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    s.seats[0]!.personal = { t: 5, m: 2 };
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    for (const [pt, pm] of [
      [3, -1],
      [-1, 3],
      [1.5, 0.5],
      [0.5, 1.5],
      [1, 0],
      [2, 1],
      ['2', 0],
      // A fraction too small to change the sum (2 + 1e-16 === 2 in floating point) is still no whole piece.
      [1e-16, 2],
      [2, 1e-16],
    ])
      refused(
        t,
        0,
        { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: pt, payMerchants: pm },
        'H-8.2',
      );
    const u = act(t, 0, { type: 'displace', route: A, post: 0, piece: 'merchant', payTraders: 1, payMerchants: 1 });
    expect(u.seats[0]!.personal).toEqual({ t: 4, m: 0 });
    expect(u.seats[0]!.general).toEqual({ t: s.seats[0]!.general.t + 1, m: 1 });
    expect(u.posts[R(u, A)]![0]).toBe(1);
  });
  it('H-8.3 the replacing piece must be in the personal supply: no merchant, no displacing with a merchant', () => {
    const s = fresh(3);
    fill(s, A, 1, ['trader']);
    s.seats[0]!.personal = { t: 4, m: 0 };
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    expect(legal(t).every((a) => a.type === 'displace' && a.piece === 'trader')).toBe(true);
    refused(t, 0, { type: 'displace', route: A, post: 0, piece: 'merchant', payTraders: 1, payMerchants: 0 }, 'H-8.3');
  });
  it("H-8.8 with 2 players only pieces on the borders of the pawn's province are offered", () => {
    const s = fresh(2, { provinces: true });
    s.pawn = 1; // P1 borders hamburg--bremen, not hamburg--luebeck
    fill(s, A, 1, ['trader']);
    fill(s, 'hamburg--bremen', 1, [null, 'trader']);
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    expect(new Set(legal(t).map((a) => a.type === 'displace' && `${a.route}/${a.post}`))).toEqual(
      new Set(['hamburg--bremen/1']),
    );
  });
  it('H-8.1 / H-8.5 / H-8.6 the actions name a real route, post and piece', () => {
    const s = fresh(3);
    fill(s, A, 1, ['trader']);
    const t = act(s, 0, { type: 'begin', action: 'displace' });
    refused(
      t,
      0,
      { type: 'displace', route: 'nowhere', post: 0, piece: 'trader', payTraders: 1, payMerchants: 0 },
      'H-8.1',
    );
    refused(t, 0, { type: 'displace', route: A, post: 3, piece: 'trader', payTraders: 1, payMerchants: 0 }, 'H-8.1');
    refused(t, 0, { type: 'displace', route: A, post: 0, piece: 'king', payTraders: 1, payMerchants: 0 }, 'H-8.1');
    const u = displaced(s);
    refused(u, 1, { type: 'relocate', route: 'nowhere', post: 0, piece: 'displaced' }, 'H-8.5');
    refused(u, 1, { type: 'relocate', route: 'hamburg--stade', post: 3, piece: 'displaced' }, 'H-8.5');
    refused(u, 1, { type: 'relocate', route: 'hamburg--stade', post: 0, piece: 'king' }, 'H-8.6');
  });
});
