/**
 * The game as the table and the lobby see it (the engine contract, packages/engine/src/contract.ts):
 * its facts, which actions are passes, what a view names as each seat's next decision, what may
 * never be taken back, and what `setup` accepts. Found by the mutation measurement of index.ts,
 * view.ts, undo.ts and setup.ts (docs/mutation.md).
 */
import { Rng } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { INTRO_START_CARDS, fieldAllowed, fieldSpaces } from '../src/data';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, V, act, atAction, fresh, pull } from './fixture';

describe('facts', () => {
  // L-1 / L-2.3: 1 to 4 players; hands and piles are secret; in the 4-player Action phase two seats
  // act at the same time (L-6.2); the introductory version is an option, off unless chosen (L-2.9).
  it('L-2.3 / L-2.9 / L-6.2: At the Gates of Loyang: 1–4 players, hidden information, simultaneous turns, the intro option off by default', () => {
    expect(loyang.id).toBe('loyang');
    expect(loyang.name).toBe('At the Gates of Loyang');
    expect(loyang.facts).toMatchObject({ minPlayers: 1, maxPlayers: 4, hiddenInformation: true, simultaneous: true });
    expect(loyang.facts.options).toEqual([expect.objectContaining({ name: 'intro', type: 'boolean', default: false })]);
    expect(loyang.facts.options![0]!.description).toMatch(/L-2\.9/);
  });
  // The actions that close a seat's voluntary activity: the end of the Action phase (L-6.5), of the
  // walk on the Path (L-11.3), and "done" (a Card-phase turn, a Helper's steps).
  it('L-6.5 / L-11.3: passes: ending the Action phase, ending the Path, done — nothing else', () => {
    const pass = (a: LoyangAction) => loyang.isPass!(a);
    expect(pass({ type: 'endActions' })).toBe(true);
    expect(pass({ type: 'endPath' })).toBe(true);
    expect(pass({ type: 'done' })).toBe(true);
    for (const a of [
      { type: 'loan' },
      { type: 'step' },
      { type: 'buy', veg: 'wheat' },
      { type: 'twoPack' },
    ] as LoyangAction[])
      expect(pass(a)).toBe(false);
  });
});

describe('the printed fields as the package exports them', () => {
  // L-1.1 / L-2.7: the Home field has 9 spaces and takes only wheat, pumpkin or turnip — asked by
  // id like any other field (the bots and the table read every field of an area this way).
  it('L-1.1 / L-2.7: the Home field H<seat> has 9 spaces and takes wheat, pumpkin and turnip only', () => {
    for (const id of ['H0', 'H3']) {
      expect(fieldSpaces(id)).toBe(9);
      expect(fieldAllowed(id)).toEqual([V.W, V.P, V.T]);
    }
    expect(fieldSpaces('P1-6a')).toBe(6);
    expect(fieldSpaces('CF-5b')).toBe(5);
  });
});

describe("the view names each seat's next decision", () => {
  // L-2.7: the Starting player plants first; nobody else owes anything yet.
  it("L-2.7: at setup: the Starting player's planting, null for every other seat", () => {
    const s = fresh(3, 'top');
    const v = loyang.view(s, 0);
    expect(v.top).toEqual(s.p.map((_, i) => (i === s.startSeat ? { kind: 'plant', seat: i } : null)));
  });
  it("L-9.H.3: with two decisions stacked, the one on top (a Two-pack's keep over the turn)", () => {
    const s = act(atAction(2, 0), 0, { type: 'twoPack' });
    const v = loyang.view(s, 1);
    expect(v.top[0]).toMatchObject({ kind: 'twoPack', seat: 0 });
    expect(v.decisions[0]!.map((d) => d.kind)).toEqual(['turn', 'twoPack']);
  });
});

describe('setup', () => {
  it('L-2.3: 0, 5 and 2.5 players are refused; 1 and 4 are set up', () => {
    for (const players of [0, 5, 2.5])
      expect(() => loyang.setup({ players, seed: 1 }), String(players)).toThrow(/L-2\.3/);
    expect(loyang.setup({ players: 1, seed: 1 }).players).toBe(1);
    expect(loyang.setup({ players: 4, seed: 1 }).players).toBe(4);
  });
  // L-2.9: the introductory version is the only option; a lobby may send it as text.
  it('L-2.9: the intro option as true or "true"; any other option is refused', () => {
    expect(loyang.setup({ players: 2, seed: 1, options: { intro: 'true' } }).intro).toBe(true);
    expect(loyang.setup({ players: 2, seed: 1, options: { intro: true } }).intro).toBe(true);
    expect(loyang.setup({ players: 2, seed: 1, options: {} }).intro).toBe(false);
    expect(() => loyang.setup({ players: 2, seed: 1, options: { solo: true } })).toThrow(/L-2\.9/);
  });
  // L-2.5: the Field pile lies face down — its owner does not know its order either; no Helper's
  // effect (Messenger-boy, Maid, Official) is running before anyone has played one.
  it('L-2.5: nobody sees a Field pile at the start, not even its owner; no Helper effect is on', () => {
    const s = fresh(2, 'pile');
    for (const seat of [0, 1]) {
      expect(loyang.view(s, seat).seats[seat]!.pile).toBeNull();
      expect(P(s, seat)).toMatchObject({
        pileKnown: false,
        messenger: false,
        maid: false,
        official: false,
        sales: false,
      });
    }
  });
  // L-14.2: "turn up Action cards until exactly 2 Market stalls, 2 Regular customers and 2 Casual
  // customers lie face up … Every other card turned up (including extra stalls or customers) goes
  // to the Discard pile."
  it('L-14.2: the imaginary opponent gets exactly 2 of each kind; every other card turned up is discarded', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = loyang.setup({ players: 1, seed });
      expect(s.opp!.stalls).toHaveLength(2);
      expect(s.opp!.regulars).toHaveLength(2);
      expect(s.opp!.casuals).toHaveLength(2);
      // The six, the cards discarded on the way, the 12-card Offer (L-14.3) and the Draw pile: all 70, once each.
      const opp = [...s.opp!.stalls, ...s.opp!.regulars, ...s.opp!.casuals].map((c) => c.id);
      const all = [...opp, ...s.discard, ...(s.offer as string[]), ...s.draw];
      expect(s.offer).toHaveLength(12);
      expect(new Set(all).size).toBe(70);
      expect(all).toHaveLength(70);
    }
  });
});

describe('apply leaves its inputs as they were', () => {
  // A game record replays the very actions it stored: keeping both cards of a Two-pack (L-9.H.3,
  // the first named on top) must not reorder the action's list of cards.
  it('L-9.H.3: the cards of a keep action are not reordered by applying it', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).cash = 10));
    s = act(s, 0, { type: 'twoPack' });
    const drawn = (s.stacks[0]!.at(-1) as { cards: string[] }).cards;
    const a = { type: 'keep', cards: [drawn[1]!, drawn[0]!] } as LoyangAction;
    act(s, 0, a);
    expect(a).toEqual({ type: 'keep', cards: [drawn[1], drawn[0]] });
  });
});

describe('what may never be taken back (irreversible)', () => {
  // L-2.7: planting the Home field shows nothing hidden.
  it('L-2.7: planting the Home field shows nothing hidden and may be taken back', () => {
    const s = fresh(2, 'undo');
    const seat = s.startSeat;
    const a: LoyangAction = { type: 'plant', veg: 'wheat' };
    expect(loyang.irreversible!(s, seat, a, act(s, seat, a))).toBeNull();
  });
  // L-9.H.7: a Two-pack from an empty Draw pile shuffles the Discard pile into a new one.
  it('L-9.H.7: a Two-pack that shuffled the Discard pile is irreversible because cards were shuffled', () => {
    const s = atAction(2, 0, (s) => {
      s.discard = s.draw;
      s.draw = [];
    });
    const a: LoyangAction = { type: 'twoPack' };
    expect(loyang.irreversible!(s, 0, a, act(s, 0, a))).toMatch(/shuffled.*L-9\.H\.7/);
  });
  // L-5.5 (a): a hand card put into the Courtyard was secret a moment ago.
  it('L-5.5: a hand card put into the Courtyard is irreversible because it was shown', () => {
    const s = atAction(2, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CC-01', 'CC-02');
      P(s, 0).hand = ['CC-01', 'CC-02'];
      s.courtyard = [];
      s.dist = { remaining: [0, 1], turn: 0, finished: [] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    const a: LoyangAction = { type: 'toCourtyard', card: 'CC-01' };
    expect(loyang.irreversible!(s, 0, a, act(s, 0, a))).toMatch(/hand.*L-5/);
  });
});

describe('what may never be taken back: the start card', () => {
  // L-2.9 / L-5.11: the start customer is dealt face down; playing it shows it (solo: from the Offer
  // decision, with no hand card to give away).
  it('L-5.11: playing the start card is irreversible because a secret card was shown', () => {
    const s = structuredClone(loyang.setup({ players: 1, seed: 'start', options: { intro: true } }));
    s.phase = 'card';
    s.round = 1;
    s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    const a: LoyangAction = { type: 'playStart' };
    expect(loyang.irreversible!(s, 0, a, act(s, 0, a))).toMatch(/shown.*L-5/);
  });
});

describe('determinize', () => {
  // L-2.9 / A-24: a seat holding an unplayed start card holds a start Regular customer.
  it("L-2.9: another seat's unplayed start card is sampled among the start customers only", () => {
    const s = loyang.setup({ players: 3, seed: 'starts', options: { intro: true } }) as LoyangState;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const d = loyang.determinize!(loyang.view(s, 0), 0, Rng.seed(seed));
      for (const seat of [1, 2]) expect(INTRO_START_CARDS).toContain(d.p[seat]!.start);
      expect(d.draw.filter((c) => INTRO_START_CARDS.includes(c))).toHaveLength(INTRO_START_CARDS.length - 3);
    }
  });
});
