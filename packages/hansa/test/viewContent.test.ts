/**
 * What the view shows a player (contract `view`): the desk tracks (H-3), the privilege colour
 * (H-3.9), supplies, Kontors and who controls a city (H-10.4), the Coellen table (H-10.13), the
 * pawn (H-14), the actions left (H-5.2) and the decision owed, in board ids and piece names. The
 * renderer draws exactly this; view.test.ts covers what it must hide.
 */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { C, act, fill, fresh, giveToken, kontor, play } from './fixtures';

const A = 'hamburg--luebeck';

describe('the view of a position', () => {
  it('H-3 desk tracks: level, pieces still covering, current value (Bursa C shown as null), the privilege colour', () => {
    const s = fresh(3);
    s.seats[0]!.desk = [0, 1, 2, 3, 3];
    const d = hansa.view(s, 1).desks[0]!;
    expect(d.abilities.clavisUrbis).toEqual({ level: 0, covered: 4, value: 1, values: [1, 2, 2, 3, 4] });
    expect(d.abilities.actiones).toEqual({ level: 1, covered: 4, value: 3, values: [2, 3, 3, 4, 4, 5] });
    expect(d.abilities.privilegium).toMatchObject({ level: 2, covered: 1, value: 2 });
    expect(d.abilities.liberSophiae).toMatchObject({ level: 3, covered: 0, value: 5 });
    expect(d.abilities.bursa).toEqual({ level: 3, covered: 0, value: null, values: [3, 5, 7, null] });
    expect(d.privilege).toBe('pink');
    expect(d.seat).toBe(0);
    expect(d.personal).toEqual({ traders: 5, merchants: 1 });
    expect(d.general).toEqual({ traders: 6, merchants: 0 });
  });
  it('posts, Kontors, extra Kontors and the controller of each city; the Coellen table with its merchants', () => {
    const s = fresh(3);
    fill(s, A, 1, [null, 'merchant']);
    kontor(s, 'hamburg', 0, 2);
    s.extraKontors[C(s, 'hamburg')] = [1];
    s.coellen[1] = 2;
    const v = hansa.view(s, 'spectator');
    expect(v.routes.find((r) => r.id === A)).toEqual({
      id: A,
      cities: ['hamburg', 'luebeck'],
      posts: [null, { seat: 1, piece: 'merchant' }, null],
      bonusToken: null,
    });
    const hamburg = v.cities.find((c) => c.id === 'hamburg')!;
    expect(hamburg.kontors[0]).toEqual({ seat: 2, piece: 'trader' });
    expect(hamburg.extraKontors).toEqual([{ seat: 0, piece: 'merchant' }]);
    expect(hamburg.controller).toBe(2); // the printed Kontor outranks the extra one (H-10.4)
    expect(v.cities.find((c) => c.id === 'luebeck')!.controller).toBeNull();
    expect(v.coellenTable).toEqual([
      { value: 7, privilege: 'white', seat: null },
      { value: 8, privilege: 'orange', seat: 2 },
      { value: 9, privilege: 'pink', seat: null },
      { value: 11, privilege: 'black', seat: null },
    ]);
  });
  // The view reuses a city's last view while its printed spaces are unchanged (issue 26); an Extra
  // Kontor changes only the row to the left of them, and the watcher must still see it.
  it('H-11.4 an Extra Kontor put in a city shows in the next view of the city', () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    giveToken(s, 0, 'extraKontor');
    kontor(s, 'luebeck', 0, 1);
    const t = act(s, 0, { type: 'establish', route: A });
    const before = hansa.view(t, 2).cities.find((c) => c.id === 'luebeck')!;
    expect(before).toMatchObject({ extraKontors: [], controller: 1 });
    const u = act(t, 0, { type: 'extraKontor', city: 'luebeck', piece: 'trader' });
    const after = hansa.view(u, 2).cities.find((c) => c.id === 'luebeck')!;
    expect(after.kontors).toEqual(before.kontors);
    expect(after.extraKontors).toEqual([{ seat: 0, piece: 'trader' }]);
  });
  it('H-5.2 the actions left this turn, 0 once the game is over; the pawn by province id', () => {
    const s = fresh(3);
    s.seats[0]!.tokens.push('plus3');
    const t = play(s, [
      { type: 'useActions', n: 3 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    expect(hansa.view(t, 0)).toMatchObject({
      current: 0,
      actionsUsed: 1,
      extraActions: 3,
      actionsLeft: 4,
      pawn: null,
      provinces: false,
    });
    t.over = true;
    expect(hansa.view(t, 0).actionsLeft).toBe(0);
    const two = fresh(2, { provinces: true });
    two.pawn = 1;
    expect(hansa.view(two, 0)).toMatchObject({ pawn: 'P1', provinces: true, pawnFreeUsed: false });
  });
  it('the decision owed, in route ids and piece names, with the stack below it', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    const t = play(s, [
      { type: 'begin', action: 'displace' },
      { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 2, payMerchants: 0 },
    ]);
    const v = hansa.view(t, 2);
    expect(v.top).toEqual({ kind: 'relocate', seat: 1, route: A, displaced: 'merchant', extras: 2 });
    expect(v.pending).toEqual([v.top]);
    const m = fresh(3);
    fill(m, A, 0, ['trader', 'merchant']);
    const lifted = play(m, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: A, post: 1 },
    ]);
    expect(hansa.view(lifted, 0).top).toEqual({ kind: 'moveLift', seat: 0, left: 1, hand: ['merchant'] });
    const e = fresh(3);
    fill(e, A, 0, ['trader', 'trader', 'trader']);
    expect(hansa.view(act(e, 0, { type: 'establish', route: A }), 0).top).toEqual({
      kind: 'establish',
      seat: 0,
      route: A,
      taken: null,
    });
    expect(hansa.view(fresh(3), 0).top).toBeNull();
  });
});
