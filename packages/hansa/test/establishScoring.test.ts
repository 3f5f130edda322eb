/**
 * What a Kontor scores during play: the completed-cities marker moves only when the last printed
 * space of a city is filled (H-10.10), and the East–West connection is scored once per player
 * (H-10.11). Added where the mutation measurement (docs/mutation.md) found these unasserted.
 * Italian rulebook (shared/seeds): "Se la vostra risorsa viene piazzata nell'ultima casa rimasta
 * di una città (tutte le case sono adesso occupate), avanzate il segnalino delle città
 * completate"; "Il primo giocatore che raggiunge questo obiettivo riceve 7 punti prestigio, il
 * secondo giocatore 4 punti, e il terzo 2".
 */
import { describe, expect, it } from 'vitest';
import { C, act, fill, fresh, kontor, play } from './fixtures';

describe('H-10.10 / H-10.11 what a Kontor scores', () => {
  it('H-10.10 a Kontor that leaves a printed space free in its city does not move the completed-cities marker', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    const t = play(s, [
      { type: 'establish', route: 'hamburg--luebeck' },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.kontors[C(t, 'luebeck')]).toEqual([0, -1]);
    expect(t.completedCities).toBe(0);
  });
  it('H-10.11 a player already connected scores nothing for a further Kontor in the chain; the next award stays for the others', () => {
    const s = fresh(3);
    for (const city of ['arnheim', 'muenster', 'minden', 'brunswiek', 'stendal']) s.extraKontors[C(s, city)]!.push(0);
    s.seats[0]!.eastWest = 7;
    s.seats[0]!.prestige = 7;
    s.eastWestAwarded = 1;
    fill(s, 'stendal--magdeburg', 0, ['trader', 'trader', 'trader']);
    kontor(s, 'magdeburg', 0, 1);
    const t = act(act(s, 0, { type: 'establish', route: 'stendal--magdeburg' }), 0, {
      type: 'kontor',
      city: 'stendal',
    });
    expect(t.kontors[C(t, 'stendal')]![0]).toBe(0);
    expect(t.seats[0]!.prestige).toBe(8); // 1 in step A: seat 0's extra Kontor controlled Stendal
    expect(t.seats[0]!.eastWest).toBe(7);
    expect(t.eastWestAwarded).toBe(1);
  });
});
