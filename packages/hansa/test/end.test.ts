/** H-12 end of the game (dedicated mid-action scenarios) and H-13 final scoring line by line. */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { bonusTokenPoints, scoreLines } from '../src/score';
import { C, act, fill, fresh, kontor, play, R, refused } from './fixtures';

const A = 'hamburg--luebeck';

describe('H-12 end of the game', () => {
  it('H-12.1a 20 PP reached by another player in step A: the active player still finishes step C', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    kontor(s, 'hamburg', 0, 2);
    s.seats[2]!.prestige = 19;
    s.seats[0]!.desk[1] = 5; // plenty of actions left
    let t = act(s, 0, { type: 'establish', route: A });
    expect(t.endTriggered).toBe(true);
    expect(hansa.outcome(t)).toBeNull();
    t = act(t, 0, { type: 'upgrade', ability: 'bursa' });
    expect(t.over).toBe(true);
    expect(t.seats[0]!.desk[4]).toBe(1);
    expect(hansa.activeSeats(t)).toEqual([]);
    expect(hansa.legalActions(t, 0)).toEqual([]);
    refused(t, 0, { type: 'endTurn' }, 'H-12.2');
  });
  it('H-12.1b the bonus supply is empty when a draw is due: the action completes, the taken token scores', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    s.routeTokens[R(s, A)] = 'plus3';
    s.pile = [];
    let t = act(s, 0, { type: 'establish', route: A });
    expect(t.endTriggered).toBe(true);
    expect(t.over).toBe(false);
    t = act(t, 0, { type: 'kontor', city: 'luebeck' });
    expect(t.over).toBe(true);
    expect(t.seats[0]!.prestige).toBe(1); // the coin still counted
    expect(hansa.outcome(t)!.breakdown[0]!.bonusTokens).toBe(1);
  });
  it('H-12.1c the tenth completed city: coin and East–West of the same action still count', () => {
    const s = fresh(3);
    s.completedCities = 9;
    s.seats[0]!.desk[2] = 2;
    kontor(s, 'arnheim', 0, 0);
    kontor(s, 'muenster', 1, 0);
    kontor(s, 'minden', 0, 0);
    kontor(s, 'brunswiek', 0, 0);
    kontor(s, 'stendal', 0, 1);
    kontor(s, 'stendal', 1, 1, 'merchant');
    kontor(s, 'stendal', 2, 1);
    fill(s, 'stendal--magdeburg', 0, ['trader', 'trader', 'trader']);
    const t = play(s, [
      { type: 'establish', route: 'stendal--magdeburg' },
      { type: 'kontor', city: 'stendal' },
    ]);
    expect(t.completedCities).toBe(10);
    expect(t.seats[0]!.eastWest).toBe(7);
    expect(t.over).toBe(true);
  });
  it('H-12.2 only Establish can end the game; the rest of the turn is lost, nobody else plays', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    s.seats[0]!.prestige = 19;
    s.seats[0]!.tokens.push('plus4');
    const t = play(s, [
      { type: 'establish', route: A },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.over).toBe(true);
    expect(t.actionsUsed).toBe(1);
    expect(t.current).toBe(0);
  });
  it('H-12.4 during play prestige comes only from control, coins and East–West: Coellen and abilities wait for the end', () => {
    const s = fresh(3);
    fill(s, 'warburg--coellen', 0, ['merchant', 'trader', 'trader', 'trader']);
    s.seats[0]!.prestige = 19;
    s.seats[0]!.desk = [0, 4, 0, 0, 3];
    s.seats[0]!.desk[2] = 3;
    const t = play(s, [
      { type: 'establish', route: 'warburg--coellen' },
      { type: 'coellen', space: 3 },
    ]);
    expect(t.seats[0]!.prestige).toBe(19);
    expect(t.endTriggered).toBe(false);
    expect(t.coellen[3]).toBe(0);
    const u = fresh(3);
    u.seats[0]!.prestige = 19;
    u.seats[0]!.desk[1] = 4;
    u.seats[0]!.tokens.push('upgradeAbility');
    const v = act(u, 0, { type: 'useUpgrade', ability: 'actiones' }); // fully developed: 4 PP only at the end
    expect(v.seats[0]!.prestige).toBe(19);
    expect(v.endTriggered).toBe(false);
  });
  it('H-12.3 tokens on tin plates at the end are discarded', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    s.routeTokens[R(s, A)] = 'plus3';
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    s.seats[0]!.prestige = 19;
    const t = play(s, [
      { type: 'establish', route: A },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.over).toBe(true);
    expect(t.seats[0]!.plate).toHaveLength(1);
    expect(hansa.outcome(t)!.breakdown[0]!.bonusTokens).toBe(1); // the taken token only
  });
});

describe('H-13 final scoring on a built position, line by line', () => {
  // Seat 0: 9 PP on the track; Actiones and Bursa fully developed, Clavis Urbis full too (no points
  // for it) → 8; 5 tokens (3 used, 2 unused) → 6; Coellen 8 and 11 → 19; controls Hamburg and
  // Lübeck → 4; network Hamburg(2)–Lübeck(1)–Stade(1) = 4 Kontors × Clavis Urbis 4 = 16.
  // Seat 1: 12 PP; 1 token → 1; controls Arnheim → 2; network Arnheim(1)+Kampen(1)=2 vs Goslar(2)… ×1.
  function built() {
    const s = fresh(3);
    s.over = true;
    const p = s.seats[0]!;
    p.prestige = 9;
    p.desk = [4, 5, 0, 0, 3];
    p.tokens = ['plus3', 'removeThree'];
    p.usedTokens = ['extraKontor', 'swapKontors', 'upgradeAbility'];
    p.plate = [{ token: 'plus4', seen: true }];
    s.coellen = [2, 0, -1, 0];
    kontor(s, 'hamburg', 0, 0);
    kontor(s, 'hamburg', 1, 0);
    kontor(s, 'luebeck', 0, 0);
    kontor(s, 'stade', 0, 0, 'merchant');
    const q = s.seats[1]!;
    q.prestige = 12;
    q.tokens = ['plus4'];
    kontor(s, 'arnheim', 0, 1);
    kontor(s, 'kampen', 0, 1);
    kontor(s, 'goslar', 0, 1);
    s.extraKontors[C(s, 'goslar')] = [4]; // seat 2's extra Kontor
    kontor(s, 'hildesheim', 0, 2);
    s.seats[2]!.prestige = 3;
    return s;
  }
  it('H-13.1 (A) prestige from play', () => expect(scoreLines(built(), 0).play).toBe(9));
  it('H-13.2 (B) 4 per fully developed ability, never Clavis Urbis', () => {
    expect(scoreLines(built(), 0).abilities).toBe(8);
    expect(scoreLines(built(), 1).abilities).toBe(0);
  });
  it('H-13.3 (C) tokens 1/3/6/10/15/21 (used and unused; plates excluded)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14].map(bonusTokenPoints)).toEqual([
      0, 1, 3, 3, 6, 6, 10, 10, 15, 15, 21, 21,
    ]);
    expect(scoreLines(built(), 0).bonusTokens).toBe(6);
    expect(scoreLines(built(), 1).bonusTokens).toBe(1);
  });
  it('H-13.4 (D) Coellen table values', () => {
    expect(scoreLines(built(), 0).coellen).toBe(19);
    expect(scoreLines(built(), 2).coellen).toBe(7);
  });
  it('H-13.5 (E) 2 per controlled city', () => {
    expect(scoreLines(built(), 0).cities).toBe(6); // Hamburg, Lübeck, Stade
    expect(scoreLines(built(), 1).cities).toBe(6); // Arnheim, Kampen, Goslar
    expect(scoreLines(built(), 2).cities).toBe(2); // Hildesheim
  });
  it('H-13.6 (F) largest connected group of own Kontors × Clavis Urbis (A-16)', () => {
    expect(scoreLines(built(), 0).network).toBe(16); // Hamburg 2 + Lübeck 1 + Stade 1 = 4, × 4
    expect(scoreLines(built(), 1).network).toBe(2); // Arnheim–Kampen = 2 (Goslar 1 apart) × 1
    expect(scoreLines(built(), 2).network).toBe(2); // Goslar extra + Hildesheim, adjacent
  });
  it('H-13.7 highest total wins; ties share the win (A-18)', () => {
    const o = hansa.outcome(built())!;
    expect(o.scores).toEqual([9 + 8 + 6 + 19 + 6 + 16, 12 + 1 + 6 + 2, 3 + 7 + 2 + 2]);
    expect(o.ranking).toEqual([1, 2, 3]);
    expect(o.breakdown[0]).toEqual({
      play: 9,
      abilities: 8,
      bonusTokens: 6,
      coellen: 19,
      cities: 6,
      network: 16,
      total: 64,
    });
    const t = built();
    t.seats[1]!.prestige = 12 + 64 - 21;
    expect(hansa.outcome(t)!.ranking).toEqual([1, 1, 3]);
  });
});
