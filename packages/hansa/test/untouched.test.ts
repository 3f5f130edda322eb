/**
 * Engine contract: `apply` never changes the position it is given (the table keeps it for undo,
 * the replay and the bots' search). Establish (H-10) rewrites the most of it — the route's token
 * (H-10.6), its posts (H-10.14), a Kontor (H-10.8), an Extra Kontor and the token it spends
 * (H-11.4), the Coellen table (H-10.13), a desk track (H-10.12) — so each step C choice is played
 * here on a position that must be exactly as it was afterwards; then the actions that move pieces
 * on posts and Kontors (H-7, H-8, H-9, H-11.5, H-11.9).
 */
import { stateHash } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { fill, fresh, giveToken, kontor, R } from './fixtures';
import type { HansaAction, HansaState } from '../src/types';

function applyKeeps(s: HansaState, seat: number, a: HansaAction): HansaState {
  const before = stateHash(s);
  const copy = structuredClone(s);
  const next = hansa.apply(s, seat, a).state;
  expect(stateHash(s)).toBe(before);
  expect(s).toEqual(copy);
  return next;
}

describe('apply leaves the position it was given untouched', () => {
  it('Establish with a token at the route, then a Kontor (H-10.6, H-10.8, H-10.14)', () => {
    const s = fresh(3, { keepTokens: true });
    fill(s, 'hamburg--luebeck', 0, ['trader', 'merchant', 'trader']);
    s.routeTokens[R(s, 'hamburg--luebeck')] = 'plus4';
    s.pile.splice(s.pile.indexOf('plus4'), 1);
    const t = applyKeeps(s, 0, { type: 'establish', route: 'hamburg--luebeck' });
    applyKeeps(t, 0, { type: 'kontor', city: 'luebeck' });
  });
  it('an Extra Kontor (H-11.4)', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    giveToken(s, 0, 'extraKontor');
    kontor(s, 'luebeck', 0, 1);
    const t = applyKeeps(s, 0, { type: 'establish', route: 'hamburg--luebeck' });
    applyKeeps(t, 0, { type: 'extraKontor', city: 'luebeck', piece: 'trader' });
  });
  it('the Coellen table (H-10.13) and an upgrade (H-10.12)', () => {
    const s = fresh(3);
    fill(s, 'warburg--coellen', 0, ['merchant', 'trader', 'trader', 'trader']);
    applyKeeps(applyKeeps(s, 0, { type: 'establish', route: 'warburg--coellen' }), 0, { type: 'coellen', space: 0 });
    const u = fresh(3);
    fill(u, 'emden--groningen', 0, ['trader', 'trader', 'trader']);
    applyKeeps(applyKeeps(u, 0, { type: 'establish', route: 'emden--groningen' }), 0, {
      type: 'upgrade',
      ability: 'liberSophiae',
    });
  });
  it('Establish with nothing to choose in step C: the route is cleared at once (H-10.15)', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    s.seats[0]!.desk[4] = 3;
    kontor(s, 'luebeck', 0, 1);
    kontor(s, 'hamburg', 0, 1);
    const t = applyKeeps(s, 0, { type: 'establish', route: 'hamburg--luebeck' });
    expect(t.pending).toEqual([]);
  });
  it('Place, Displace with the relocation, Move (H-7.1, H-8.1, H-8.4, H-9.1)', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 1, ['merchant']);
    fill(s, 'hamburg--bremen', 0, ['trader']);
    let t = applyKeeps(s, 0, { type: 'begin', action: 'place' });
    t = applyKeeps(t, 0, { type: 'place', route: 'hamburg--stade', post: 0, piece: 'trader' });
    t = applyKeeps(applyKeeps(t, 0, { type: 'begin', action: 'displace' }), 0, {
      type: 'displace',
      route: 'hamburg--luebeck',
      post: 0,
      piece: 'trader',
      payTraders: 2,
      payMerchants: 0,
    });
    t = applyKeeps(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 1, piece: 'displaced' });
    applyKeeps(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 2, piece: 'trader' });
    const m = fresh(3);
    fill(m, 'hamburg--bremen', 0, ['trader', 'merchant']);
    let u = applyKeeps(applyKeeps(m, 0, { type: 'begin', action: 'move' }), 0, {
      type: 'move',
      route: 'hamburg--bremen',
      post: 0,
    });
    u = applyKeeps(u, 0, { type: 'lift', route: 'hamburg--bremen', post: 1 });
    applyKeeps(u, 0, { type: 'put', route: 'hamburg--stade', post: 0, piece: 'merchant' });
  });
  it('Swap Kontors and Remove Three (H-11.5, H-11.9)', () => {
    const s = fresh(3);
    giveToken(s, 0, 'swapKontors');
    giveToken(s, 0, 'removeThree');
    kontor(s, 'hamburg', 0, 1);
    kontor(s, 'hamburg', 1, 2);
    fill(s, 'hamburg--bremen', 1, ['trader']);
    applyKeeps(s, 0, { type: 'swapKontors', city: 'hamburg', index: 0 });
    const t = applyKeeps(s, 0, { type: 'removeThree' });
    applyKeeps(t, 0, { type: 'remove', route: 'hamburg--bremen', post: 0 });
  });
});
