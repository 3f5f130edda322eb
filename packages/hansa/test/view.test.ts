/** Hidden information (H-4.2, H-10.7): the view and events never show the pile or unseen plate tokens. */
import { eventsFor, Rng } from '@tabula/engine';
import { checkViewSharing } from '@tabula/engine/testing';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { ALL_TOKENS } from '../src/setup';
import type { HansaState, TokenKind } from '../src/types';
import { checkInvariants } from './invariants';
import { fill, fresh, play, R } from './fixtures';

const viewers = (s: HansaState) => [...Array.from({ length: s.players }, (_, i) => i), 'spectator' as const];

/** A position right after seat 0 drew a replacement token. */
function drawn(): { s: HansaState; events: ReturnType<typeof hansa.apply>['events'] } {
  const s = fresh(3, { keepTokens: true });
  fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
  s.routeTokens[R(s, 'hamburg--luebeck')] = 'plus3';
  s.pile.splice(s.pile.indexOf('plus3'), 1);
  const r = hansa.apply(s, 0, { type: 'establish', route: 'hamburg--luebeck' });
  return { s: r.state, events: r.events };
}

describe('redaction', () => {
  it('the face-down pile: its order and faces never reach any view, only its size', () => {
    const s = hansa.setup({ players: 4, seed: 'r' });
    const t = structuredClone(s);
    t.pile.reverse();
    t.pile[0] = t.pile[0] === 'plus3' ? 'plus4' : 'plus3';
    for (const v of viewers(s)) {
      expect(hansa.view(s, v)).toEqual(hansa.view(t, v));
      const view = hansa.view(s, v) as unknown as Record<string, unknown>;
      expect(view.pile).toBeUndefined();
      expect(view.rng).toBeUndefined();
      expect(hansa.view(s, v).bonusPile).toEqual({ count: 13 });
    }
  });
  it('a freshly drawn token: unseen by everyone (seed: "senza guardarlo"), then by its drawer only, until placed', () => {
    const { s, events } = drawn();
    const token = s.seats[0]!.plate[0]!.token;
    const other = structuredClone(s);
    other.seats[0]!.plate[0]!.token = token === 'upgradeAbility' ? 'plus4' : 'upgradeAbility';
    for (const v of viewers(s)) {
      expect(hansa.view(s, v)).toEqual(hansa.view(other, v));
      expect(hansa.view(s, v).desks[0]!.plate).toEqual(['hidden']);
    }
    const drawEvent = events.find((e) => e.type === 'bonusDrawn')!;
    expect(Object.keys(drawEvent).sort()).toEqual(['seat', 'type']);
    // End of turn: the drawer looks; the others still see nothing.
    const r = hansa.apply(play(s, [{ type: 'noKontor' }]), 0, { type: 'endTurn' });
    expect(hansa.view(r.state, 0).desks[0]!.plate).toEqual([token]);
    for (const v of [1, 2, 'spectator' as const]) {
      expect(hansa.view(r.state, v).desks[0]!.plate).toEqual(['hidden']);
      expect(JSON.stringify(eventsFor(r.events, v))).not.toContain('"tokens"');
    }
    expect(eventsFor(r.events, 0).find((e) => e.type === 'plateRevealed')!.tokens).toEqual([token]);
    // Placed: face up for all.
    const route = hansa.legalActions(r.state, 0)[0]!;
    const placed = hansa.apply(r.state, 0, route);
    expect(placed.events.find((e) => e.type === 'bonusPlaced')!.token).toBe(token);
    expect(placed.events.find((e) => e.type === 'bonusPlaced')!.to).toBeUndefined();
  });
  it('random games: no view ever differs when the hidden tokens are permuted', () => {
    const rng = Rng.seed('v');
    let s = hansa.setup({ players: 3, seed: 'view' });
    for (let n = 0; n < 4000 && !s.over; n++) {
      if (n % 97 === 0) {
        const t = structuredClone(s);
        const hidden: TokenKind[] = [...t.pile];
        t.seats.forEach((p) => p.plate.forEach((x) => hidden.push(x.token)));
        rng.shuffle(hidden);
        t.pile = hidden.splice(0, t.pile.length);
        t.seats.forEach((p) =>
          p.plate.forEach((x) => {
            const next = hidden.shift()!;
            // The drawer's own looked-at tokens are not hidden from the drawer.
            if (!x.seen) x.token = next;
            else hidden.push(next);
          }),
        );
        for (const v of viewers(s))
          if (v === 'spectator' || s.seats[v]!.plate.every((x) => !x.seen))
            expect(hansa.view(t, v)).toEqual(hansa.view(s, v));
      }
      const seat = hansa.activeSeats(s)[0]!;
      const l = hansa.legalActions(s, seat);
      s = hansa.apply(s, seat, l[rng.int(l.length)]!).state;
    }
  });
});

describe('determinize', () => {
  it('rebuilds a full state the seat cannot tell apart, shuffling exactly the unseen tokens', () => {
    const rng = Rng.seed('d');
    let s = hansa.setup({ players: 4, seed: 'det' });
    let checked = 0;
    for (let n = 0; n < 6000 && !s.over; n++) {
      if (n % 53 === 0) {
        for (const seat of [0, 1, 2, 3]) {
          const v = hansa.view(s, seat);
          const d = hansa.determinize!(v, seat, rng);
          expect(hansa.view(d, seat)).toEqual(v);
          checkInvariants(d, d);
          expect(
            [
              ...d.pile,
              ...d.seats.flatMap((p) => [...p.tokens, ...p.usedTokens, ...p.plate.map((x) => x.token)]),
              ...d.routeTokens.filter((x) => x !== null),
            ].sort(),
          ).toEqual(ALL_TOKENS.slice().sort());
          // Play continues from a determinized state exactly as from the real one.
          expect(hansa.legalActions(d, hansa.activeSeats(s)[0]!)).toEqual(
            hansa.legalActions(s, hansa.activeSeats(s)[0]!),
          );
          checked++;
        }
      }
      const seat = hansa.activeSeats(s)[0]!;
      const l = hansa.legalActions(s, seat);
      s = hansa.apply(s, seat, l[rng.int(l.length)]!).state;
    }
    expect(checked).toBeGreaterThan(20);
  });
  it('the pile order varies between samples', () => {
    const s = hansa.setup({ players: 3, seed: 'det2' });
    const v = hansa.view(s, 0);
    const orders = new Set([1, 2, 3, 4, 5].map((k) => hansa.determinize!(v, 0, Rng.seed(k)).pile.join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('views share what did not change (issue 26: patches skip it)', () => {
  for (const part of ['routes', 'cities', 'desks'])
    it(`${part}: an unchanged one is the last view's object, and no remembered one is ever stale`, () => {
      // A whole 2-player game (bonus tokens put on empty routes, cities completed) and a 5-player start.
      for (const [players, actions] of [
        [2, 5000],
        [5, 300],
      ] as const) {
        const r = checkViewSharing(hansa, players, `share:${players}`, actions, part);
        expect(r.stale).toEqual([]);
        expect(r.views).toBeGreaterThan(300);
        expect(r.shared / r.total).toBeGreaterThan(0.6);
      }
    });
});
