/** H-10 Establish a route: steps A, B, C; control; Extra Kontor scenarios (H-11.4). */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { controller } from '../src/control';
import { C, EMPTY, act, fill, fresh, giveToken, has, kontor, legal, play, R, refused } from './fixtures';
import type { HansaState } from '../src/types';

const A = 'hamburg--luebeck';

function ready(
  s: HansaState = fresh(3),
  kinds: Array<'trader' | 'merchant'> = ['trader', 'trader', 'trader'],
): HansaState {
  fill(s, A, 0, kinds);
  return s;
}

describe('H-10 Establish a route', () => {
  it("H-10.1 every post must hold the active player's pieces; filling alone does not establish", () => {
    const s = fresh(3);
    fill(s, A, 0, ['trader', 'trader', null]);
    refused(s, 0, { type: 'establish', route: A }, 'H-10.1');
    fill(s, A, 1, [null, null, 'trader']);
    refused(s, 0, { type: 'establish', route: A }, 'H-10.1');
    const t = ready();
    expect(t.pending).toEqual([]);
    expect(has(legal(t), { type: 'establish', route: A })).toBe(true);
  });
  it('H-10.2 steps A, B, C in this order', () => {
    const s = ready(fresh(3, { keepTokens: true }));
    kontor(s, 'hamburg', 0, 1);
    s.routeTokens[R(s, A)] = 'plus3';
    const r = hansa.apply(s, 0, { type: 'establish', route: A });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('prestige')).toBeLessThan(types.indexOf('bonusTaken'));
    expect(r.state.pending.at(-1)!.kind).toBe('establish');
  });
  it('H-10.3 controllers of both end cities gain 1 PP each, before the new Kontor; none for empty cities', () => {
    const s = ready();
    kontor(s, 'hamburg', 0, 1);
    kontor(s, 'luebeck', 0, 1);
    let t = act(s, 0, { type: 'establish', route: A });
    expect(t.seats[1]!.prestige).toBe(2);
    expect(t.seats[0]!.prestige).toBe(0);
    t = act(t, 0, { type: 'noKontor' });
    expect(t.seats[1]!.prestige).toBe(2);
    const e = act(ready(), 0, { type: 'establish', route: A });
    expect(e.seats.map((p) => p.prestige)).toEqual([0, 0, 0]);
  });
  it('H-10.4 control: most Kontors; ties to the rightmost; printed spaces outrank extra Kontors', () => {
    const s = fresh(3);
    const arn = C(s, 'arnheim');
    expect(controller(s, arn)).toBeNull();
    kontor(s, 'arnheim', 0, 1);
    kontor(s, 'arnheim', 1, 2, 'merchant');
    expect(controller(s, arn)).toBe(2);
    kontor(s, 'arnheim', 2, 1);
    expect(controller(s, arn)).toBe(1);
    kontor(s, 'arnheim', 3, 2);
    expect(controller(s, arn)).toBe(2); // 2–2, seat 2 holds the rightmost
    s.extraKontors[arn] = [0, 0, 0];
    expect(controller(s, arn)).toBe(0);
    const t = fresh(3);
    const h = C(t, 'hamburg');
    kontor(t, 'hamburg', 0, 1);
    t.extraKontors[h] = [4];
    expect(controller(t, h)).toBe(1); // 1–1: the printed Kontor outranks the extra one
    t.extraKontors[h] = [2, 4];
    expect(controller(t, h)).toBe(1); // 2–1 for seat 1 (one printed, one extra)
  });
  it('H-10.5 reaching 20 PP in step A triggers the end, but the action is finished', () => {
    const s = ready();
    kontor(s, 'hamburg', 0, 1);
    s.seats[1]!.prestige = 19;
    let t = act(s, 0, { type: 'establish', route: A });
    expect(t.endTriggered).toBe(true);
    expect(t.over).toBe(false);
    expect(hansa.activeSeats(t)).toEqual([0]);
    t = act(t, 0, { type: 'kontor', city: 'luebeck' });
    expect(t.over).toBe(true);
    expect(t.seats[0]!.prestige).toBe(1); // the coin of the action still counted
  });
  it("H-10.6 the route's bonus token is taken and cannot be used in the same action", () => {
    const s = ready(fresh(3, { keepTokens: true }));
    s.routeTokens[R(s, A)] = 'extraKontor';
    s.pile.splice(s.pile.indexOf('extraKontor'), 1);
    kontor(s, 'hamburg', 0, 1);
    const t = act(s, 0, { type: 'establish', route: A });
    expect(t.seats[0]!.tokens).toEqual(['extraKontor']);
    expect(t.routeTokens[R(t, A)]).toBeNull();
    expect(legal(t).some((a) => a.type === 'extraKontor')).toBe(false);
    refused(t, 0, { type: 'extraKontor', city: 'hamburg', piece: 'trader' }, 'H-11.4');
  });
  it('H-10.7 a replacement is drawn face down onto the plate; an empty supply triggers the end', () => {
    const s = ready(fresh(3, { keepTokens: true }));
    s.routeTokens[R(s, A)] = s.pile.pop()!;
    const top = s.pile.at(-1)!;
    const t = act(s, 0, { type: 'establish', route: A });
    expect(t.seats[0]!.plate).toEqual([{ token: top, seen: false }]);
    expect(t.pile).toHaveLength(s.pile.length - 1);
    const e = ready(fresh(3, { keepTokens: true }));
    e.routeTokens[R(e, A)] = 'plus4';
    e.pile = [];
    const u = act(e, 0, { type: 'establish', route: A });
    expect(u.endTriggered).toBe(true);
    expect(u.seats[0]!.plate).toEqual([]);
  });
  it('H-10.8 Kontor on the leftmost free space, matching shape and privilege; no skipping', () => {
    const s = ready(fresh(3), ['merchant', 'trader', 'trader']);
    kontor(s, 'hamburg', 0, 1);
    let t = act(s, 0, { type: 'establish', route: A });
    // hamburg space 1 is orange: white privilege cannot use it; luebeck space 0 is white square
    expect(legal(t).filter((a) => a.type === 'kontor')).toEqual([{ type: 'kontor', city: 'luebeck' }]);
    refused(t, 0, { type: 'kontor', city: 'hamburg' }, 'H-10.8');
    refused(t, 0, { type: 'kontor', city: 'stade' }, 'H-10.8');
    t = act(t, 0, { type: 'kontor', city: 'luebeck' });
    expect(t.kontors[C(t, 'luebeck')]).toEqual([0, EMPTY]);
    // Round space needs a merchant: Stade is a single white round space.
    const m = fresh(3);
    fill(m, 'hamburg--stade', 0, ['trader', 'trader', 'trader']);
    kontor(m, 'hamburg', 0, 1);
    kontor(m, 'hamburg', 1, 1);
    kontor(m, 'hamburg', 2, 1);
    const n = act(m, 0, { type: 'establish', route: 'hamburg--stade' });
    expect(legal(n).some((a) => a.type === 'kontor')).toBe(false);
    // Orange privilege opens Hamburg's second space.
    const o = ready();
    kontor(o, 'hamburg', 0, 1);
    o.seats[0]!.desk[2] = 1;
    expect(has(legal(act(o, 0, { type: 'establish', route: A })), { type: 'kontor', city: 'hamburg' })).toBe(true);
  });
  it('H-10.9 a coin space gives 1 PP at once', () => {
    const t = play(ready(), [
      { type: 'establish', route: A },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.seats[0]!.prestige).toBe(1);
  });
  it('H-10.10 filling the last printed space advances the completed-cities marker; 10 ends the game', () => {
    const s = ready();
    kontor(s, 'luebeck', 0, 1);
    s.seats[0]!.desk[2] = 2; // pink
    let t = play(s, [
      { type: 'establish', route: A },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.completedCities).toBe(1);
    expect(t.over).toBe(false);
    const e = ready();
    kontor(e, 'luebeck', 0, 1);
    e.seats[0]!.desk[2] = 2;
    e.completedCities = 9;
    t = play(e, [
      { type: 'establish', route: A },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.completedCities).toBe(10);
    expect(t.over).toBe(true);
  });
  it('H-10.11 East–West: 7, 4, 2 for the first three to link Arnheim and Stendal, once each', () => {
    let s = fresh(3);
    for (const seat of [0, 1, 2]) {
      kontor(s, 'arnheim', seat, seat);
      kontor(s, 'minden', seat, seat);
      s.extraKontors[C(s, 'muenster')]!.push(seat * 2);
      s.extraKontors[C(s, 'brunswiek')]!.push(seat * 2);
    }
    kontor(s, 'muenster', 0, 2, 'merchant');
    kontor(s, 'brunswiek', 0, 2);
    const awards: number[] = [];
    const first: Record<number, 'trader' | 'merchant'> = { 1: 'trader', 0: 'merchant', 2: 'trader' };
    for (const seat of [1, 0, 2]) {
      s.current = seat;
      s.actionsUsed = 0;
      s.seats[seat]!.desk[2] = 3;
      fill(s, 'stendal--magdeburg', seat, [first[seat]!, 'trader', 'trader']);
      s = play(s, [
        { type: 'establish', route: 'stendal--magdeburg' },
        { type: 'kontor', city: 'stendal' },
      ]);
      awards.push(s.seats[seat]!.eastWest);
    }
    expect(awards).toEqual([7, 4, 2]);
    expect(s.eastWestAwarded).toBe(3);
    // Once each: a second link by the same player scores nothing more.
    const p0 = s.seats[1]!.prestige;
    s.current = 1;
    s.actionsUsed = 0;
    fill(s, 'stendal--brunswiek', 1, ['trader', 'trader', 'trader', 'trader']);
    s = play(s, [{ type: 'establish', route: 'stendal--brunswiek' }]);
    if (s.pending.length) s = act(s, 1, { type: 'noKontor' });
    expect(s.seats[1]!.prestige - p0).toBeLessThanOrEqual(2); // only step A control points
  });
  it('H-10.12 upgrade instead of a Kontor in an ability city (either end)', () => {
    const t = play(ready(), [{ type: 'establish', route: A }]);
    expect(has(legal(t), { type: 'upgrade', ability: 'bursa' })).toBe(true);
    refused(t, 0, { type: 'upgrade', ability: 'actiones' }, 'H-10.12');
    const u = act(t, 0, { type: 'upgrade', ability: 'bursa' });
    expect(u.seats[0]!.desk[4]).toBe(1);
    expect(u.seats[0]!.personal.t).toBe(6);
    const full = ready();
    full.seats[0]!.desk[4] = 3;
    expect(legal(act(full, 0, { type: 'establish', route: A })).some((a) => a.type === 'upgrade')).toBe(false);
  });
  it('H-10.13 Coellen table: a merchant of Coellen–Warburg on any free space the privilege allows', () => {
    const s = fresh(3);
    fill(s, 'warburg--coellen', 0, ['merchant', 'trader', 'trader', 'trader']);
    s.seats[0]!.desk[2] = 1; // orange
    s.coellen[0] = 1;
    let t = act(s, 0, { type: 'establish', route: 'warburg--coellen' });
    expect(legal(t).filter((a) => a.type === 'coellen')).toEqual([{ type: 'coellen', space: 1 }]);
    refused(t, 0, { type: 'coellen', space: 2 }, 'H-10.13');
    t = act(t, 0, { type: 'coellen', space: 1 });
    expect(t.coellen).toEqual([1, 0, EMPTY, EMPTY]);
    expect(t.seats[0]!.prestige).toBe(0);
    const n = fresh(3);
    fill(n, 'warburg--coellen', 0, ['trader', 'trader', 'trader', 'trader']);
    expect(legal(act(n, 0, { type: 'establish', route: 'warburg--coellen' })).some((a) => a.type === 'coellen')).toBe(
      false,
    );
  });
  it('H-10.14 the other pieces of the route go to the general supply', () => {
    const s = ready(fresh(3), ['trader', 'merchant', 'trader']);
    const g = s.seats[0]!.general;
    const t = play(s, [
      { type: 'establish', route: A },
      { type: 'kontor', city: 'luebeck' },
    ]);
    expect(t.seats[0]!.general).toEqual({ t: g.t + 1, m: g.m + 1 });
    expect(t.posts[R(t, A)]).toEqual([EMPTY, EMPTY, EMPTY]);
    // …and the event says so, for the table to show them going there.
    const u = hansa.apply(
      play(ready(fresh(3), ['trader', 'merchant', 'trader']), [{ type: 'establish', route: A }]),
      0,
      {
        type: 'kontor',
        city: 'luebeck',
      },
    );
    expect(u.events.filter((e) => e.type === 'routeCleared')).toEqual([
      { type: 'routeCleared', seat: 0, route: A, traders: 1, merchants: 1 },
    ]);
    // Established with nothing to choose in step C: every piece goes, in the same event.
    const v = ready();
    v.seats[0]!.desk[4] = 3;
    kontor(v, 'luebeck', 0, 1);
    kontor(v, 'hamburg', 0, 1);
    expect(hansa.apply(v, 0, { type: 'establish', route: A }).events.at(-1)).toEqual({
      type: 'routeCleared',
      seat: 0,
      route: A,
      traders: 3,
      merchants: 0,
    });
  });
  it('H-10.15 a route may be established without a Kontor', () => {
    const s = ready();
    s.seats[0]!.desk[4] = 3;
    kontor(s, 'luebeck', 0, 1);
    kontor(s, 'hamburg', 0, 1);
    const t = act(s, 0, { type: 'establish', route: A }); // nothing possible in step C: done at once
    expect(t.pending).toEqual([]);
    expect(t.seats[0]!.general.t).toBe(s.seats[0]!.general.t + 3);
    const u = play(ready(), [{ type: 'establish', route: A }, { type: 'noKontor' }]);
    expect(u.kontors[C(u, 'luebeck')]![0]).toBe(EMPTY);
  });
});

describe('H-11.4 Extra Kontor (dedicated scenarios)', () => {
  function withToken(): HansaState {
    const s = ready();
    giveToken(s, 0, 'extraKontor');
    return s;
  }
  it('needs the leftmost printed space occupied; then goes left of the leftmost Kontor, ignoring shape and privilege', () => {
    let s = withToken();
    let t = act(s, 0, { type: 'establish', route: A });
    expect(legal(t).some((a) => a.type === 'extraKontor')).toBe(false);
    s = withToken();
    kontor(s, 'hamburg', 0, 1);
    kontor(s, 'hamburg', 1, 1);
    t = act(s, 0, { type: 'establish', route: A });
    expect(legal(t).filter((a) => a.type === 'extraKontor')).toEqual([
      { type: 'extraKontor', city: 'hamburg', piece: 'trader' },
    ]);
    t = act(t, 0, { type: 'extraKontor', city: 'hamburg', piece: 'trader' });
    expect(t.extraKontors[C(t, 'hamburg')]).toEqual([0]);
    expect(t.seats[0]!.tokens).toEqual([]);
    expect(t.seats[0]!.usedTokens).toEqual(['extraKontor']);
    expect(t.seats[0]!.prestige).toBe(0); // no coin, no completed city
    expect(t.completedCities).toBe(0);
    expect(controller(t, C(t, 'hamburg'))).toBe(1);
  });
  it('usable even when a normal Kontor would be possible (A-10), and a further one goes further left', () => {
    const s = withToken();
    giveToken(s, 0, 'extraKontor');
    kontor(s, 'luebeck', 0, 1);
    s.extraKontors[C(s, 'luebeck')] = [4];
    s.seats[0]!.desk[2] = 2;
    const t = act(s, 0, { type: 'establish', route: A });
    expect(has(legal(t), { type: 'kontor', city: 'luebeck' })).toBe(true);
    const u = act(t, 0, { type: 'extraKontor', city: 'luebeck', piece: 'trader' });
    expect(u.extraKontors[C(u, 'luebeck')]).toEqual([0, 4]);
    expect(u.seats[0]!.tokens).toEqual(['extraKontor']);
  });
  it('counts for control, ranking below the printed ones', () => {
    const s = fresh(3);
    const h = C(s, 'hamburg');
    kontor(s, 'hamburg', 0, 1);
    s.extraKontors[h] = [0];
    expect(controller(s, h)).toBe(1);
    s.extraKontors[h] = [0, 0];
    expect(controller(s, h)).toBe(0);
  });
  it("with 2 players it is part of Establish, so the route must border the pawn's province (A-25)", () => {
    const s = fresh(2, { provinces: true });
    s.pawn = 1;
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    giveToken(s, 0, 'extraKontor');
    kontor(s, 'hamburg', 0, 1);
    refused(s, 0, { type: 'establish', route: A }, 'H-10.1');
  });
});
