/** H-11 bonus tokens. */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { C, EMPTY, act, fill, fresh, giveToken, has, kontor, legal, play, R, refused } from './fixtures';

describe('H-11 bonus tokens', () => {
  it('H-11.1 three tokens on the board at the start of a turn', () => {
    const s = hansa.setup({ players: 4, seed: 11 });
    expect(s.routeTokens.filter((t) => t !== null)).toHaveLength(3);
  });
  it('H-11.2 taken tokens lie face up until used, then are kept face down; both score', () => {
    const s = fresh(3);
    giveToken(s, 0, 'plus3');
    const t = act(s, 0, { type: 'useActions', n: 3 });
    expect(t.seats[0]!.tokens).toEqual([]);
    expect(t.seats[0]!.usedTokens).toEqual(['plus3']);
    expect(hansa.view(t, 1).desks[0]!.usedTokens).toEqual(['plus3']);
  });
  it("H-11.3 tokens only on the owner's turn, between actions, never inside an action", () => {
    const s = fresh(3);
    giveToken(s, 1, 'plus3');
    refused(s, 1, { type: 'useActions', n: 3 }, 'H-5.1');
    const t = fresh(3);
    giveToken(t, 0, 'plus3');
    const u = act(t, 0, { type: 'begin', action: 'place' });
    expect(legal(u).some((a) => a.type === 'useActions')).toBe(false);
    refused(u, 0, { type: 'useActions', n: 3 }, 'H-7.1');
    // After the last action the turn stays open while a token can still be used.
    const v = fresh(3);
    giveToken(v, 0, 'plus4');
    v.actionsUsed = 2;
    expect(hansa.activeSeats(v)).toEqual([0]);
    expect(legal(v)).toEqual([{ type: 'useActions', n: 4 }, { type: 'endTurn' }]);
  });
  it('H-11.4 Extra Kontor only inside step C (see establish.test.ts for the scenarios)', () => {
    const s = fresh(3);
    giveToken(s, 0, 'extraKontor');
    expect(legal(s).some((a) => a.type === 'extraKontor')).toBe(false);
    refused(s, 0, { type: 'extraKontor', city: 'hamburg', piece: 'trader' }, 'H-5.3');
  });
  it('H-11.5 Swap Kontors: two neighbouring printed spaces of one city, ignoring shape and privilege; no coin', () => {
    const s = fresh(3);
    giveToken(s, 0, 'swapKontors');
    kontor(s, 'arnheim', 0, 1);
    kontor(s, 'arnheim', 1, 2, 'merchant');
    kontor(s, 'arnheim', 3, 1);
    expect(legal(s).filter((a) => a.type === 'swapKontors')).toEqual([
      { type: 'swapKontors', city: 'arnheim', index: 0 },
    ]);
    refused(s, 0, { type: 'swapKontors', city: 'arnheim', index: 2 }, 'H-11.5');
    const t = act(s, 0, { type: 'swapKontors', city: 'arnheim', index: 0 });
    expect(t.kontors[C(t, 'arnheim')]).toEqual([5, 2, EMPTY, 2]);
    expect(t.seats.map((p) => p.prestige)).toEqual([0, 0, 0]);
    expect(t.actionsUsed).toBe(0);
    // Extra Kontors are never involved: only printed indices exist in the action.
    s.extraKontors[C(s, 'arnheim')] = [0];
    refused(s, 0, { type: 'swapKontors', city: 'arnheim', index: -1 }, 'H-11.5');
  });
  it('H-11.6 at the end of the turn each drawn token goes to a route with no token, no piece and a free space; A-15 otherwise', () => {
    const s = fresh(3, { keepTokens: true });
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    s.routeTokens[R(s, 'hamburg--luebeck')] = 'plus3';
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    let t = play(s, [{ type: 'establish', route: 'hamburg--luebeck' }, { type: 'noKontor' }, { type: 'endTurn' }]);
    expect(t.pending.at(-1)).toEqual({ kind: 'placeBonus', seat: 0 });
    expect(t.seats[0]!.plate[0]!.seen).toBe(true);
    const l = legal(t);
    expect(has(l, { type: 'placeBonus', route: 'bremen--osnabrueck' })).toBe(false); // has a token
    fill(t, 'hamburg--stade', 1, ['trader']);
    expect(has(legal(t), { type: 'placeBonus', route: 'hamburg--stade' })).toBe(false); // has a piece
    refused(t, 0, { type: 'placeBonus', route: 'hamburg--stade' }, 'H-11.6');
    const token = t.seats[0]!.plate[0]!.token;
    t = act(t, 0, { type: 'placeBonus', route: 'hamburg--luebeck' });
    expect(t.routeTokens[R(t, 'hamburg--luebeck')]).toBe(token);
    expect(t.current).toBe(1);
    // no eligible route — the token stays on the plate.
    const k = fresh(3);
    k.seats[0]!.plate = [{ token: k.pile.pop()!, seen: false }];
    k.posts = k.posts.map((row) => row.map(() => 4));
    const u = act(k, 0, { type: 'endTurn' });
    expect(u.current).toBe(1);
    expect(u.seats[0]!.plate).toHaveLength(1);
    expect(u.seats[0]!.plate[0]!.seen).toBe(true);
  });
  it('H-11.7 Upgrade Ability: any track not fully developed', () => {
    const s = fresh(3);
    giveToken(s, 0, 'upgradeAbility');
    s.seats[0]!.desk[0] = 4;
    expect(
      legal(s)
        .filter((a) => a.type === 'useUpgrade')
        .map((a) => (a as { ability: string }).ability),
    ).toEqual(['actiones', 'privilegium', 'liberSophiae', 'bursa']);
    const t = act(s, 0, { type: 'useUpgrade', ability: 'privilegium' });
    expect(t.seats[0]!.desk[2]).toBe(1);
    expect(t.seats[0]!.personal.t).toBe(6);
  });
  it("H-11.8 +3 / +4 Actions raise this turn's allowance", () => {
    const s = fresh(3);
    giveToken(s, 0, 'plus3');
    giveToken(s, 0, 'plus4');
    const t = play(s, [
      { type: 'useActions', n: 3 },
      { type: 'useActions', n: 4 },
    ]);
    expect(t.extraActions).toBe(7);
    expect(hansa.view(t, 0).actionsLeft).toBe(9);
    const u = act(t, 0, { type: 'endTurn' });
    expect(u.extraActions).toBe(0);
  });
  it("H-11.9 Remove Three: up to three pieces of anyone from posts back to their owners' personal supplies", () => {
    const s = fresh(3);
    giveToken(s, 0, 'removeThree');
    fill(s, 'hamburg--luebeck', 1, ['trader', 'merchant']);
    fill(s, 'hamburg--stade', 0, ['trader']);
    fill(s, 'hamburg--bremen', 2, ['trader']);
    const p1 = s.seats[1]!.personal;
    let t = act(s, 0, { type: 'removeThree' });
    t = play(t, [
      { type: 'remove', route: 'hamburg--luebeck', post: 1 },
      { type: 'remove', route: 'hamburg--stade', post: 0 },
    ]);
    refused(t, 0, { type: 'remove', route: 'hamburg--stade', post: 0 }, 'H-11.9');
    t = act(t, 0, { type: 'remove', route: 'hamburg--bremen', post: 0 });
    expect(t.pending).toEqual([]);
    expect(t.seats[1]!.personal).toEqual({ t: p1.t, m: p1.m + 1 });
    expect(t.posts[R(t, 'hamburg--luebeck')]).toEqual([2, EMPTY, EMPTY]);
    expect(t.actionsUsed).toBe(0);
    const u = play(s, [{ type: 'removeThree' }, { type: 'removeDone' }]);
    expect(u.seats[0]!.usedTokens).toEqual(['removeThree']);
  });
});
