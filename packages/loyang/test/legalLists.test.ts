/**
 * What a player is offered (the legal list the table shows and the bots choose from) at the
 * limits the rulebook draws. `apply` checks an action through validate.ts, so an action missing
 * from the list, or listed but refused, is only caught by asserting the list itself. Found by the
 * mutation measurement of legal.ts (docs/mutation.md).
 */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { explain } from '../src/explain';
import { P, act, acts, atAction, atCourtyard, give, legal, pull, rejects, top, veg } from './fixture';

const types = (s: LoyangState, seat = 0) => legal(s, seat).map((a) => a.type);
const of = <T extends LoyangAction['type']>(s: LoyangState, type: T, seat = 0) =>
  legal(s, seat).filter((a): a is Extract<LoyangAction, { type: T }> => a.type === type);

describe('L-9.E.1 / L-15.5: discarding a Helper, and waiting for the Foreman', () => {
  // "Helpers are the only cards that may be discarded unused, and this is allowed at any time."
  it('L-9.E.1: a Helper may be discarded in the Action phase and in the Card phase', () => {
    const action = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-MAID'));
    expect(of(action, 'discardHelper')).toEqual([{ type: 'discardHelper', card: 'H-MAID' }]);
    const card = atCourtyard(['CC-01', 'CC-02'], ['CC-03'], [0, 1], (s) => give(s, 0, 'helper', 'H-MAID'));
    expect(of(card, 'discardHelper')).toEqual([{ type: 'discardHelper', card: 'H-MAID' }]);
  });
  // L-15.5 "Immediately after it is placed on the Discard pile": the discarding player waits for
  // the Foreman's owner; the other player acting at the same time (L-6.2) does not.
  it("L-15.5: 4 players, the partner's Foreman: the discarding seat waits, the other acting seat does not", () => {
    let s = atAction(4, 0, (s) => {
      s.stacks[1] = [{ kind: 'turn', seat: 1 }];
      give(s, 0, 'helper', 'H-MAID');
      give(s, 2, 'helper', 'H-FOREMAN');
    });
    s = act(s, 0, { type: 'discardHelper', card: 'H-MAID' });
    expect(loyang.activeSeats(s)).toEqual([1, 2]);
    expect(legal(s, 0)).toEqual([]);
    expect(types(s, 1)).toContain('endActions');
  });
});

describe('L-5 the Distribution round', () => {
  // L-5.10: "a player may ... reveal a Draw-pile card" — not when the Draw pile is empty.
  it('L-5.10: no card to turn up from an empty Draw pile', () => {
    const s = atCourtyard(['CC-01', 'CC-02'], ['CC-03'], [0, 1], (s) => (s.draw = []));
    expect(types(s)).not.toContain('flip');
  });
  // L-5.6 "A player whose hand has only 1 card left must choose (b)": with 2 he may still place one.
  it('L-5.6: with 2 hand cards one may go to the Courtyard, with 1 not', () => {
    expect(of(atCourtyard(['CC-01', 'CC-02'], ['CC-03']), 'toCourtyard')).toHaveLength(2);
    expect(of(atCourtyard(['CC-01'], ['CC-03']), 'toCourtyard')).toEqual([]);
  });
  // L-5.7: the last player left with an empty Courtyard takes nothing from it and plays a hand card.
  it('L-5.7: the last player, Courtyard empty: he plays his hand card', () => {
    const s = atCourtyard(['CC-01'], [], [0]);
    expect(of(s, 'playHand')).toEqual([{ type: 'playHand', card: 'CC-01' }]);
    expect(types(s)).not.toContain('done');
  });
  // L-5.11: the introductory start card is played instead of a hand card; with neither, he is done.
  it('L-5.11: an empty hand and the start card: play it (not done); with neither: done', () => {
    const start = atCourtyard([], [], [0], (s) => {
      s.intro = true;
      pull(s, 'RC-01');
      P(s, 0).start = 'RC-01';
    });
    expect(types(start)).toContain('playStart');
    expect(types(start)).not.toContain('done');
    // Introductory game, start card already played: nothing left to play.
    const played = atCourtyard([], [], [0], (s) => (s.intro = true));
    expect(types(played)).toContain('done');
    expect(types(played)).not.toContain('playStart');
  });
  // Squire: "take 1 card from your hand and up to 3 from the Courtyard".
  it('Squire: after the first Courtyard card the others are still offered, with the hand card', () => {
    let s = atCourtyard(['CC-01'], ['CC-02', 'CC-03', 'CC-04'], [0], (s) => give(s, 0, 'helper', 'H-SQUIRE'));
    s = acts(s, 0, { type: 'helper', card: 'H-SQUIRE', option: 1 }, { type: 'takeCourtyard', card: 'CC-02' });
    expect(of(s, 'takeCourtyard').map((a) => a.card)).toEqual(['CC-03', 'CC-04']);
    expect(of(s, 'playHand')).toEqual([{ type: 'playHand', card: 'CC-01' }]);
  });
  // L-5.11 again: after the Courtyard card, the start card instead of a hand card.
  it('L-5.11: after taking a Courtyard card, the start card may be played; no hand left, not done yet', () => {
    let s = atCourtyard([], ['CC-02'], [0], (s) => {
      s.intro = true;
      pull(s, 'RC-01');
      P(s, 0).start = 'RC-01';
    });
    s = act(s, 0, { type: 'takeCourtyard', card: 'CC-02' });
    expect(types(s)).toContain('playStart');
    expect(types(s)).not.toContain('done');
    // The start card already played: the hand card is played, no start card is offered.
    let t = atCourtyard(['CC-01'], ['CC-02'], [0], (s) => (s.intro = true));
    t = act(t, 0, { type: 'takeCourtyard', card: 'CC-02' });
    expect(of(t, 'playHand')).toEqual([{ type: 'playHand', card: 'CC-01' }]);
    expect(types(t)).not.toContain('playStart');
    // No hand card and no start card: after the Courtyard card he is done.
    const u = act(atCourtyard([], ['CC-02'], [0]), 0, { type: 'takeCourtyard', card: 'CC-02' });
    expect(types(u)).toContain('done');
    expect(types(u)).not.toContain('playStart');
    // The same in an introductory game whose start card was played in an earlier round.
    const v = act(
      atCourtyard([], ['CC-02'], [0], (s) => (s.intro = true)),
      0,
      { type: 'takeCourtyard', card: 'CC-02' },
    );
    expect(types(v)).toContain('done');
  });
});

describe('L-14.4 the solo Offer', () => {
  // "buys 0-2 cards from the grid ... paying the row price" (rows 0, 1, 2, 2 Cash).
  it('with 1 Cash only the first two rows; after two cards only done', () => {
    let s = atAction(1, 0, (s) => {
      s.phase = 'card';
      P(s, 0).cash = 1;
      s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    });
    expect(of(s, 'buyOffer').map((a) => a.slot)).toEqual([0, 1, 2, 3, 4, 5]);
    s = acts(s, 0, { type: 'buyOffer', slot: 0 }, { type: 'buyOffer', slot: 1 });
    while (top(s, 0)!.kind !== 'offer') s = act(s, 0, { type: 'loan' });
    expect(of(s, 'buyOffer')).toEqual([]);
    expect(types(s)).toContain('done');
  });
  // L-14.7: "Squire takes up to 4 cards" — usable once in the Offer, not after he raised the limit.
  it('the Squire is offered before it raised the limit to 4, not after', () => {
    let s = atAction(1, 0, (s) => {
      s.phase = 'card';
      give(s, 0, 'helper', 'H-SQUIRE');
      give(s, 0, 'helper', 'H-FOREMAN');
      s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    });
    expect(types(s)).toContain('helper');
    s = act(s, 0, { type: 'helper', card: 'H-SQUIRE', option: 1 });
    s = act(s, 0, { type: 'foreman', take: true }); // the Foreman takes the Squire back
    expect(top(s, 0)).toMatchObject({ kind: 'offer', max: 4 });
    expect(of(s, 'helper')).toEqual([]);
  });
  // Issue 42, L-14.1 ("the same rules as the multi-player game") with L-14.4 / L-14.7: the Squire's
  // note "The Squire cannot be used in the same round as it is played" (EN; DE "Der Gutsherr kann
  // nicht in derselben Runde eingesetzt werden, in der er ausgewählt wird") holds in the solo game,
  // so "You may acquire up to 4 cards from the Offer" starts with the next round's Card phase.
  it('a Squire bought from the Offer is not used in the same Card phase (L-14.1)', () => {
    let s = atAction(1, 0, (s) => {
      s.phase = 'card';
      pull(s, 'H-SQUIRE');
      s.offer![0] = 'H-SQUIRE';
      s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    });
    s = act(s, 0, { type: 'buyOffer', slot: 0 });
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-SQUIRE']);
    expect(of(s, 'helper')).toEqual([]);
    rejects(s, 0, { type: 'helper', card: 'H-SQUIRE', option: 1 }, 'L-14.1');
    expect(explain(s, 0, { type: 'helper', card: 'H-SQUIRE', option: 1 }).message).toContain(
      'cannot be used in the same round as it is played',
    );
    s = act(s, 0, { type: 'buyOffer', slot: 1 });
    expect(of(s, 'buyOffer')).toEqual([]); // 2 cards, the limit without the Squire
  });
});

describe('payments, the Two-pack, storing and the Path', () => {
  // L-9.F.4 penalty "sell, use a Helper or take a Loan": in the Action phase the Action-phase
  // Helpers count, e.g. the Deliveryman earning the 2 Cash.
  it('L-9.F.4: owing the penalty in the Action phase, the Deliveryman may earn it', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-DELIVERYMAN');
      give(s, 0, 'regular', 'RC-09');
      P(s, 1).cash = 0;
      P(s, 1).cart = veg({ T: 1, C: 1 });
      s.stacks[1]!.push({ kind: 'payPenalty', seat: 1, card: 'RC-05' });
    });
    expect(of(s, 'helper', 1)).toEqual([
      { type: 'helper', card: 'H-DELIVERYMAN', option: 1, seat: 0, target: 'RC-09' },
    ]);
  });
  // L-9.H.2 "Keep 0, 1 or 2 of them" (two kept ones in either order: which lies on top).
  it('L-9.H.2: keep none, either one, or both in either order', () => {
    const s = act(atAction(2, 0), 0, { type: 'twoPack' });
    const [a, b] = (top(s, 0) as { cards: string[] }).cards as [string, string];
    expect(of(s, 'keep').map((k) => k.cards)).toEqual([[], [a], [b], [a, b], [b, a]]);
  });
  // L-14.6 solo: with one card left in the Draw pile the Two-pack shows that card only.
  it('L-9.H.2 / L-14.6: a one-card Two-pack: keep it or not', () => {
    let s = atAction(1, 0, (s) => {
      s.discard = s.draw.slice(1);
      s.draw = s.draw.slice(0, 1);
    });
    const last = s.draw[0]!;
    s = act(s, 0, { type: 'twoPack' });
    expect(of(s, 'keep').map((k) => k.cards)).toEqual([[], [last]]);
  });
  // L-10.2 "pay 2 Cash once to flip the card" — also while storing, with exactly 2 Cash.
  it('L-10.2: storing with exactly 2 Cash, the upgrade is offered', () => {
    let s = atAction(2, 0, (s) => {
      P(s, 0).cash = 2;
      P(s, 0).cart = veg({ W: 2 });
    });
    s = act(s, 0, { type: 'endActions' });
    expect(top(s, 0)!.kind).toBe('store');
    expect(types(s)).toContain('upgrade');
  });
  // L-10.2 in the Action phase itself: exactly 2 Cash pays the upgrade.
  it('L-10.2: during the Action phase, exactly 2 Cash: the upgrade is offered', () => {
    expect(types(atAction(2, 0, (s) => (P(s, 0).cash = 2)))).toContain('upgrade');
    expect(types(atAction(2, 0, (s) => (P(s, 0).cash = 1)))).not.toContain('upgrade');
  });
  // L-9.G.1 "deliver all three vegetables from your Cart at once": offered with all three, not with two.
  it('L-9.G.1: serving a Casual customer is offered with its three vegetables on the Cart', () => {
    const at = (cart: number[]) =>
      atAction(2, 0, (s) => {
        give(s, 0, 'casual', 'CC-01'); // wheat, pumpkin, turnip
        P(s, 0).cart = cart;
      });
    expect(of(at(veg({ W: 1, P: 1, T: 1 })), 'serve')).toEqual([{ type: 'serve', card: 'CC-01' }]);
    expect(of(at(veg({ W: 1, P: 1 })), 'serve')).toEqual([]);
  });
  // L-11.1 "In each round the first step costs 1 Cash": exactly 1 Cash buys it.
  it('L-11.1: with exactly 1 Cash the first step is offered', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).cash = 1));
    s = act(s, 0, { type: 'endActions' });
    expect(top(s, 0)!.kind).toBe('path');
    expect(types(s)).toContain('step');
  });
});

describe('Messenger-boy: "You can deliver twice to any or each of your Regular customers"', () => {
  it('a second delivery into the same row; both at once only on the top row', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-09');
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).regulars[1]!.rows = 3;
      P(s, 0).cart = veg({ T: 6, C: 2 });
    });
    s = act(s, 0, { type: 'helper', card: 'H-MESSENGERBOY', option: 1 });
    expect(of(s, 'deliver')).toEqual([
      { type: 'deliver', card: 'RC-09' },
      { type: 'deliver', card: 'RC-05' },
      { type: 'deliver', card: 'RC-05', double: true },
    ]);
    s = act(s, 0, { type: 'deliver', card: 'RC-09' });
    expect(of(s, 'deliver')).toContainEqual({ type: 'deliver', card: 'RC-09' });
  });
  // "Both these deliveries must be made at the same time" on the top row: a customer whose third
  // row was just filled by the first of two deliveries takes the second singly, not a double.
  it('after one delivery into the third row: one more single delivery, no double', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).regulars[0]!.rows = 2;
      P(s, 0).cart = veg({ T: 6, C: 6 });
    });
    s = acts(s, 0, { type: 'helper', card: 'H-MESSENGERBOY', option: 1 }, { type: 'deliver', card: 'RC-09' });
    expect(of(s, 'deliver')).toEqual([{ type: 'deliver', card: 'RC-09' }]);
  });
});
