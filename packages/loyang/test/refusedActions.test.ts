/**
 * Well-formed actions the rulebook does not allow at that moment, sent to `apply` anyway (a stale
 * client, a hand-typed action): each must be refused, naming the rule, and change nothing.
 * `apply` checks an action through validate.ts, which restates legal.ts for the one action named;
 * the legal lists are asserted in legalLists.test.ts, the refusals here. Found by the mutation
 * measurement of validate.ts (docs/mutation.md).
 */
import { describe, expect, it } from 'vitest';
import type { LoyangState } from '../src/types';
import { P, act, acts, atAction, atCourtyard, fresh, give, pull, rejects, veg } from './fixture';

describe('L-5 the Distribution round', () => {
  // L-5.10: "a player may first turn up the top card of the Draw pile" — there is none to turn up.
  it('L-5.10: turning up a card from an empty Draw pile is refused', () => {
    rejects(
      atCourtyard(['CC-01', 'CC-02'], ['CC-03'], [0, 1], (s) => (s.draw = [])),
      0,
      { type: 'flip' },
      'L-5.10',
    );
  });
  // L-5.5 (b) takes a Courtyard card *and* a hand card; playing the hand card alone is only for a
  // player with nothing to take and no card he may put into the Courtyard (L-5.6, L-5.7).
  it('L-5.5: playing a hand card without taking the Courtyard card on offer is refused', () => {
    rejects(atCourtyard(['CC-01', 'CC-02'], ['CC-03']), 0, { type: 'playHand', card: 'CC-01' }, 'L-5.5');
  });
  // L-5.4: the first player must open the empty Courtyard with a hand card while he can.
  it('L-5.4: with an empty Courtyard and 2 hand cards, the first player must open it, not play a card', () => {
    const s = atCourtyard(['CC-01', 'CC-02'], []);
    rejects(s, 0, { type: 'playHand', card: 'CC-01' }, 'L-5.5');
    rejects(s, 0, { type: 'done' }, 'L-5.5');
  });
  // L-5.6: "A player whose hand has only 1 card left must choose (b)" — (b) still takes a Courtyard
  // card with it while there is one.
  it('L-5.6: with 1 hand card and a Courtyard card on offer, the hand card is not played alone', () => {
    const s = atCourtyard(['CC-01'], ['CC-03']);
    rejects(s, 0, { type: 'playHand', card: 'CC-01' }, 'L-5.5');
    rejects(s, 0, { type: 'done' }, 'L-5.5');
  });
  // L-5.7: the last player left with nothing in the Courtyard plays his hand card alone.
  it('L-5.7: the last player, with an empty Courtyard, plays his one hand card alone', () => {
    const s = act(atCourtyard(['CC-01', 'CC-02'], [], [0]), 0, { type: 'playHand', card: 'CC-01' });
    expect(P(s, 0).casuals.map((c) => c.id)).toEqual(['CC-01']);
    expect(P(s, 0).hand).toEqual([]);
  });
  // L-5.7 with the start card (L-5.11): the last player, nothing in the Courtyard, plays it alone;
  // he is not done while he still holds a hand card.
  it('L-5.7 / L-5.11: the last player with an empty Courtyard plays his start card alone, and is not done holding a card', () => {
    const s = atCourtyard(['CC-01'], [], [0], (s) => {
      s.intro = true;
      pull(s, 'RC-01');
      P(s, 0).start = 'RC-01';
    });
    rejects(s, 0, { type: 'done' }, 'L-5.5');
    const t = act(s, 0, { type: 'playStart' });
    expect(P(t, 0).regulars.map((r) => r.id)).toEqual(['RC-01']);
  });
  // a Draw pile too short for everyone deals some seats fewer cards, so a seat can take its
  // turn in the Distribution round with no hand card and nothing in the Courtyard: it is done.
  it('A-15 / L-5.5: with no hand card, no start card and an empty Courtyard, the seat is done', () => {
    const s = act(atCourtyard([], [], [0]), 0, { type: 'done' });
    expect(s.phase).toBe('action'); // the Distribution round is over (L-5.12, L-6)
  });
  // The same seat with a Courtyard card on offer is not done: it takes the card first (L-5.5 b).
  it('A-15 / L-5.5: with no hand card but a Courtyard card on offer, the seat takes it before it is done', () => {
    const s = atCourtyard([], ['CC-03'], [0]);
    rejects(s, 0, { type: 'done' }, 'L-5.5');
    expect(P(act(s, 0, { type: 'takeCourtyard', card: 'CC-03' }), 0).casuals.map((c) => c.id)).toEqual(['CC-03']);
  });
  // L-5.5 (b): after the Courtyard card the player places exactly one hand card; with no hand card
  // (and no start card) left there is nothing more to place and he is done.
  it('L-5.5: after taking the Courtyard card, done only when no hand card (or start card) is left', () => {
    const take = (hand: string[], edit: (s: LoyangState) => void = () => {}) =>
      atCourtyard(hand, ['CC-03'], [0, 1], (s) => {
        s.stacks[0] = [{ kind: 'take', seat: 0, extra: 0, flipped: false, squire: false }];
        edit(s);
      });
    rejects(take(['CC-01']), 0, { type: 'done' }, 'L-5.5');
    expect(act(take([]), 0, { type: 'done' }).stacks[0]).toEqual([]);
    const start = (s: LoyangState) => {
      s.intro = true;
      pull(s, 'RC-01');
      P(s, 0).start = 'RC-01';
    };
    rejects(take([], start), 0, { type: 'done' }, 'L-5.5');
    expect(
      act(
        take([], (s) => (s.intro = true)),
        0,
        { type: 'done' },
      ).stacks[0],
    ).toEqual([]);
  });
  // L-2.9 / L-5.11: the start customer instead of a hand card, under the same condition.
  it('L-5.11: the start card is not played while a Courtyard card is on offer', () => {
    const s = atCourtyard(['CC-01', 'CC-02'], ['CC-03'], [0, 1], (s) => {
      s.intro = true;
      P(s, 0).start = 'RC-01';
      pull(s, 'RC-01');
    });
    rejects(s, 0, { type: 'playStart' }, 'L-5.11');
  });
});

describe('L-9.H.7 a Two-pack needs cards to draw', () => {
  it('L-9.H.7: with both the Draw pile and the Discard pile empty, no Two-pack can be bought', () => {
    rejects(
      atAction(2, 0, (s) => {
        s.draw = [];
        s.discard = [];
      }),
      0,
      { type: 'twoPack' },
      'L-9.H.7',
    );
  });
  // L-14.6: in solo the Discard pile is shuffled in only when the first field is harvested empty.
  it('L-14.6: solo, an empty Draw pile is not refilled from the Discard pile for a Two-pack', () => {
    const s = atAction(1, 0, (s) => {
      s.discard = s.draw;
      s.draw = [];
    });
    rejects(s, 0, { type: 'twoPack' }, 'L-14.6');
  });
});

describe('Messenger-boy: "You can deliver twice to any or each of your Regular customers"', () => {
  // L-9.F.3: exactly one delivery per customer and round; the Messenger-boy allows two.
  it('without the Messenger-boy, a second delivery to one customer and a double delivery are refused', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).regulars[0]!.rows = 3;
      P(s, 0).cart = veg({ T: 6, C: 6 });
    });
    rejects(s, 0, { type: 'deliver', card: 'RC-05', double: true }, 'L-9.F.3');
    s = act(s, 0, { type: 'deliver', card: 'RC-05' });
    rejects(s, 0, { type: 'deliver', card: 'RC-05' }, 'L-9.F.3');
  });
  // "Both these deliveries must be made at the same time" only on the top row: below it, the two
  // deliveries are made one after the other.
  // With the Messenger-boy: two deliveries per customer, never a third.
  it('with the Messenger-boy, a third delivery to one customer is refused', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).cart = veg({ T: 6 });
    });
    s = act(s, 0, { type: 'helper', card: 'H-MESSENGERBOY', option: 1 });
    s = act(s, 0, { type: 'deliver', card: 'RC-05' });
    s = act(s, 0, { type: 'deliver', card: 'RC-05' });
    rejects(s, 0, { type: 'deliver', card: 'RC-05' }, 'L-9.F.3');
    expect(P(s, 0).cart).toEqual(veg({ T: 2 })); // two deliveries of 2 turnips, not three
  });
  // The double delivery fills the top row twice at once: it is offered only on a customer not yet
  // served this round.
  it('with the Messenger-boy, no double delivery after a single one this round', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).regulars[0]!.rows = 3;
      P(s, 0).cart = veg({ T: 6 });
    });
    s = acts(s, 0, { type: 'helper', card: 'H-MESSENGERBOY', option: 1 }, { type: 'deliver', card: 'RC-05' });
    rejects(s, 0, { type: 'deliver', card: 'RC-05', double: true }, 'L-9.F.3');
  });
  // A single delivery that fills the third row leaves the top row next, but the double delivery
  // is for a customer not yet served this round.
  it('with the Messenger-boy, no double delivery onto the top row after a single one into the third', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).regulars[0]!.rows = 2;
      P(s, 0).cart = veg({ T: 8 });
    });
    s = acts(s, 0, { type: 'helper', card: 'H-MESSENGERBOY', option: 1 }, { type: 'deliver', card: 'RC-05' });
    rejects(s, 0, { type: 'deliver', card: 'RC-05', double: true }, 'L-9.F.3');
  });
  it('with the Messenger-boy, a double delivery below the top row is refused', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).regulars[0]!.rows = 1;
      P(s, 0).cart = veg({ T: 6, C: 6 });
    });
    s = act(s, 0, { type: 'helper', card: 'H-MESSENGERBOY', option: 1 });
    rejects(s, 0, { type: 'deliver', card: 'RC-05', double: true }, 'L-9.F.3');
  });
});

describe('L-14.4 the solo Offer, L-6.2 partners', () => {
  it('L-14.4: buying from an empty slot of the Offer is refused', () => {
    const s = structuredClone(fresh(1, 'offer')) as LoyangState;
    s.phase = 'card';
    s.round = 1;
    s.offer![0] = null;
    s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    rejects(s, 0, { type: 'buyOffer', slot: 0 }, 'L-14.4');
  });
  // "rows 3 and 4 cost 2 Cash per card": with 1 Cash only rows 1 and 2 can be bought from.
  it('L-14.4: with 1 Cash, a card of row 3 is refused', () => {
    const s = structuredClone(fresh(1, 'offer')) as LoyangState;
    s.phase = 'card';
    s.round = 1;
    s.p[0]!.cash = 1;
    s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    rejects(s, 0, { type: 'buyOffer', slot: 6 }, 'L-14.4');
  });
  // L-6.2: "The Starting player picks one of the two token-less players as his partner."
  it('L-6.2: the Starting player cannot choose himself or the Second player as partner', () => {
    const s = atAction(4, 0, (s) => {
      s.stacks = s.p.map(() => []);
      s.stacks[0] = [{ kind: 'partner', seat: 0 }];
    });
    rejects(s, 0, { type: 'partner', seat: 0 }, 'L-6.2');
    rejects(s, 0, { type: 'partner', seat: 1 }, 'L-6.2');
  });
});
