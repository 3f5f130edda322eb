/**
 * H-10.8–H-10.14 step C of Establish a route: which piece builds the Kontor and where the rest
 * goes, the upgrade of an ability city, the Coellen table, an Extra Kontor, and the answers step C
 * refuses. Added where the mutation measurement (docs/mutation.md) found these outcomes
 * unasserted. Rule ids from shared/rules/hansa/RULES.md; passages from the Italian rulebook
 * (shared/seeds), "Guadagnare un Kontor, un livello di abilità o punti prestigio".
 */
import { describe, expect, it } from 'vitest';
import { C, EMPTY, act, fill, fresh, giveToken, has, kontor, legal, R, refused } from './fixtures';
import type { HansaState } from '../src/types';

const COELLEN = 'warburg--coellen';

/** The current player establishes `route` (steps A and B; step C is pending when it offers a choice). */
function established(s: HansaState, route: string): HansaState {
  return act(s, s.current, { type: 'establish', route });
}

describe('H-10.8 / H-10.14 the Kontor piece comes from the route, the others go to the general supply', () => {
  // "Posizionate uno dei vostri Commercianti e/o Mercanti dalla rotta commerciale appena stabilita
  // nella casa dal valore più basso … e mettete tutte le rimanenti risorse … nella riserva generale".
  it('a round space takes the merchant of the route; the two traders go to the general supply', () => {
    const s = fresh(3);
    fill(s, 'hamburg--stade', 0, ['trader', 'merchant', 'trader']);
    kontor(s, 'hamburg', 0, 1);
    const g = s.seats[0]!.general;
    const t = act(established(s, 'hamburg--stade'), 0, { type: 'kontor', city: 'stade' });
    expect(t.kontors[C(t, 'stade')]).toEqual([1]);
    expect(t.seats[0]!.general).toEqual({ t: g.t + 2, m: g.m });
    expect(t.posts[R(t, 'hamburg--stade')]).toEqual([EMPTY, EMPTY, EMPTY]);
    expect(t.seats[0]!.prestige).toBe(1); // Stade's space shows a coin (H-10.9)
    expect(t.completedCities).toBe(1); // Stade has one printed space (H-10.10)
  });
  it('a space without a coin gives no prestige; a full city offers no Kontor and refuses one', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    kontor(s, 'luebeck', 0, 1);
    s.seats[0]!.desk[2] = 2; // pink: Lübeck's second space
    kontor(s, 'hamburg', 0, 2);
    kontor(s, 'hamburg', 1, 2);
    kontor(s, 'hamburg', 2, 2);
    kontor(s, 'hamburg', 3, 2);
    const t = established(s, 'hamburg--luebeck');
    expect(legal(t).filter((a) => a.type === 'kontor')).toEqual([{ type: 'kontor', city: 'luebeck' }]);
    refused(t, 0, { type: 'kontor', city: 'hamburg' }, 'H-10.8');
    refused(t, 0, { type: 'kontor', city: 'nowhere' }, 'H-10.8');
    const u = act(t, 0, { type: 'kontor', city: 'luebeck' });
    expect(u.kontors[C(u, 'luebeck')]).toEqual([2, 0]);
    expect(u.seats[0]!.prestige).toBe(0);
  });
  it('H-10.2 step C accepts only its own answers', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    const t = established(s, 'hamburg--luebeck');
    refused(t, 0, { type: 'begin', action: 'income' }, 'H-10.2');
    refused(t, 0, { type: 'endTurn' }, 'H-10.2');
    refused(fresh(3), 0, { type: 'establish', route: 'nowhere' }, 'H-10.1');
  });
});

describe('H-10.12 / H-3.7 the upgrade of an ability city', () => {
  // "togliete il cubetto (o disco) più a sinistra dalla barra della caratteristica … e
  // rimettetelo nella vostra riserva personale": Liber Sophiae's track holds the merchants.
  it('Groningen upgrades Liber Sophiae: the merchant taken off the track goes to the personal supply', () => {
    const s = fresh(3);
    fill(s, 'emden--groningen', 0, ['trader', 'trader', 'trader']);
    const p = s.seats[0]!.personal;
    let t = established(s, 'emden--groningen');
    expect(has(legal(t), { type: 'upgrade', ability: 'liberSophiae' })).toBe(true);
    refused(t, 0, { type: 'upgrade', ability: 'wisdom' }, 'H-10.12');
    t = act(t, 0, { type: 'upgrade', ability: 'liberSophiae' });
    expect(t.seats[0]!.desk[3]).toBe(1);
    expect(t.seats[0]!.personal).toEqual({ t: p.t, m: p.m + 1 });
  });
  it('a fully developed track is not offered, and choosing it is refused with H-3.7', () => {
    const s = fresh(3);
    fill(s, 'emden--groningen', 0, ['trader', 'trader', 'trader']);
    s.seats[0]!.desk[3] = 3;
    const t = established(s, 'emden--groningen');
    expect(legal(t).some((a) => a.type === 'upgrade')).toBe(false);
    refused(t, 0, { type: 'upgrade', ability: 'liberSophiae' }, 'H-3.7');
  });
});

describe('H-10.13 the Coellen table', () => {
  // "potete piazzare su una casella libera della tabella … un Mercante preso dalla rotta
  // commerciale … (le risorse rimanenti sulla rotta commerciale tornano nella riserva generale).
  // Dovete comunque possedere l'appropriato privilegio".
  it('the merchant goes to the table, the traders to the general supply; white privilege reaches the white space only', () => {
    const s = fresh(3);
    fill(s, COELLEN, 0, ['trader', 'merchant', 'trader', 'trader']);
    const g = s.seats[0]!.general;
    let t = established(s, COELLEN);
    expect(legal(t).filter((a) => a.type === 'coellen')).toEqual([{ type: 'coellen', space: 0 }]);
    for (const space of [-1, 1, 4, 0.5, '0']) refused(t, 0, { type: 'coellen', space }, 'H-10.13');
    t = act(t, 0, { type: 'coellen', space: 0 });
    expect(t.coellen).toEqual([0, EMPTY, EMPTY, EMPTY]);
    expect(t.seats[0]!.general).toEqual({ t: g.t + 3, m: g.m });
    expect(t.posts[R(t, COELLEN)]).toEqual([EMPTY, EMPTY, EMPTY, EMPTY]);
  });
  it('only from the Coellen–Warburg route: a merchant of another route cannot go to the table', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['merchant', 'trader', 'trader']);
    const t = established(s, 'hamburg--luebeck');
    expect(legal(t).some((a) => a.type === 'coellen')).toBe(false);
    refused(t, 0, { type: 'coellen', space: 0 }, 'H-10.13');
  });
});

describe('H-11.4 / H-11.3 an Extra Kontor in step C', () => {
  function withExtra(kinds: Array<'trader' | 'merchant'>): HansaState {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, kinds);
    giveToken(s, 0, 'extraKontor');
    kontor(s, 'luebeck', 0, 1);
    return s;
  }
  it('either kind on the route may become the Extra Kontor; a kind not on the route is refused', () => {
    const t = established(withExtra(['trader', 'merchant', 'trader']), 'hamburg--luebeck');
    expect(legal(t).filter((a) => a.type === 'extraKontor')).toEqual([
      { type: 'extraKontor', city: 'luebeck', piece: 'trader' },
      { type: 'extraKontor', city: 'luebeck', piece: 'merchant' },
    ]);
    const u = act(t, 0, { type: 'extraKontor', city: 'luebeck', piece: 'merchant' });
    expect(u.extraKontors[C(u, 'luebeck')]).toEqual([1]);
    const v = established(withExtra(['trader', 'trader', 'trader']), 'hamburg--luebeck');
    refused(v, 0, { type: 'extraKontor', city: 'luebeck', piece: 'merchant' }, 'H-11.4');
    refused(v, 0, { type: 'extraKontor', city: 'luebeck', piece: 'king' }, 'H-11.4');
    refused(v, 0, { type: 'extraKontor', city: 'stade', piece: 'trader' }, 'H-11.4');
  });
  it('not in a city whose leftmost printed space is empty', () => {
    const t = established(withExtra(['trader', 'trader', 'trader']), 'hamburg--luebeck');
    expect(has(legal(t), { type: 'extraKontor', city: 'hamburg', piece: 'trader' })).toBe(false);
    refused(t, 0, { type: 'extraKontor', city: 'hamburg', piece: 'trader' }, 'H-11.4');
  });
  // H-11.3 / A-14: a token taken in this action cannot be used in it, but one held from before can.
  it('an Extra Kontor token held from before may be used while a second one is taken with the route', () => {
    const s = withExtra(['trader', 'trader', 'trader']);
    s.routeTokens[R(s, 'hamburg--luebeck')] = 'extraKontor';
    s.pile.splice(s.pile.indexOf('extraKontor'), 1);
    let t = established(s, 'hamburg--luebeck');
    expect(t.seats[0]!.tokens).toEqual(['extraKontor', 'extraKontor']);
    expect(has(legal(t), { type: 'extraKontor', city: 'luebeck', piece: 'trader' })).toBe(true);
    t = act(t, 0, { type: 'extraKontor', city: 'luebeck', piece: 'trader' });
    expect(t.seats[0]!.tokens).toEqual(['extraKontor']);
    expect(t.seats[0]!.usedTokens).toEqual(['extraKontor']);
  });
});

describe('H-10.11 the East–West connection', () => {
  /** `seat` has a Kontor in every city of Arnheim–Münster–Minden–Brunswiek (extra ones, for brevity). */
  function chainButStendal(s: HansaState, seat: number): void {
    for (const city of ['arnheim', 'muenster', 'minden', 'brunswiek']) s.extraKontors[C(s, city)]!.push(seat * 2);
    s.current = seat;
    fill(s, 'stendal--magdeburg', seat, ['trader', 'trader', 'trader']);
  }
  // "Il primo giocatore … riceve 7 punti prestigio, il secondo giocatore 4 punti, e il terzo 2
  // punti": a fourth player to connect scores nothing.
  it('the fourth player to connect Arnheim and Stendal scores nothing', () => {
    const s = fresh(4);
    s.seats.slice(0, 3).forEach((p, i) => (p.eastWest = [7, 4, 2][i]!));
    s.eastWestAwarded = 3;
    chainButStendal(s, 3);
    const t = act(established(s, 'stendal--magdeburg'), 3, { type: 'kontor', city: 'stendal' });
    expect(t.kontors[C(t, 'stendal')]![0]).toBe(6);
    expect(t.seats[3]!.eastWest).toBe(0);
    expect(t.seats[3]!.prestige).toBe(0);
    expect(t.eastWestAwarded).toBe(3);
  });
  // "Whenever you establish a Kontor (normal or extra)" — an Extra Kontor can close the chain.
  it('an Extra Kontor in Stendal closes the chain and scores it', () => {
    const s = fresh(3);
    chainButStendal(s, 0);
    kontor(s, 'stendal', 0, 1);
    giveToken(s, 0, 'extraKontor');
    const t = act(established(s, 'stendal--magdeburg'), 0, { type: 'extraKontor', city: 'stendal', piece: 'trader' });
    expect(t.seats[0]!.eastWest).toBe(7);
    expect(t.seats[0]!.prestige).toBe(7);
    expect(t.seats[1]!.prestige).toBe(1); // step A: seat 1 controlled Stendal
    expect(t.eastWestAwarded).toBe(1);
  });
});
