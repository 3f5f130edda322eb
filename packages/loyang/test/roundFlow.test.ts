/**
 * From one round into the next (L-3 … L-6, L-14.6): the positions start at the end of a round's
 * last Action phase and are played on through the engine, so the Harvest, the deal, the
 * Distribution round and the order of the Action phases are the engine's own, not a fixture's.
 * Found by the mutation measurement of flow.ts (docs/mutation.md): the scenario tests all began
 * inside an Action phase whose order the fixture had set.
 */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, V, act, atAction, give, legal, pull, top } from './fixture';

const ACTIVE = (s: LoyangState) => loyang.activeSeats(s);

/** `seat` ends its Action phase: endActions, the Cart's excess back to the Supply, no step on the Path (L-6.5, L-10, L-11). */
function finish(s: LoyangState, seat: number): LoyangState {
  s = act(s, seat, { type: 'endActions' });
  while (top(s, seat)?.kind === 'store') s = act(s, seat, legal(s, seat).find((a) => a.type === 'returnVeg')!);
  while (top(s, seat)?.kind === 'path') s = act(s, seat, { type: 'endPath' });
  return s;
}

/** Plays the Card phase with the first card action each seat is offered (a loan when a field is owed). */
function playCards(s: LoyangState): LoyangState {
  const skip = ['loan', 'sell', 'discardHelper', 'helper', 'flip'];
  for (let guard = 0; s.phase === 'card' && guard < 200; guard++) {
    const seat = ACTIVE(s)[0]!;
    const options = legal(s, seat);
    s = act(s, seat, options.find((a) => !skip.includes(a.type)) ?? { type: 'loan' });
  }
  return s;
}

/** The end of round `round` with `seat` the last to act (the others have finished). */
const lastOf = (players: number, seat: number, edit: (s: LoyangState) => void = () => {}, round = 1) =>
  atAction(
    players,
    seat,
    (s) => {
      if (players !== 4) s.group = players - 1;
      edit(s);
    },
    round,
  );

describe('L-6.1 / L-6.2: the order of the Action phases', () => {
  // "the Starting player, then the Second player, then (in 3-player games) the player without a token."
  it('L-6.1: 2 players: the Starting player first, then the Second player', () => {
    let s = playCards(finish(lastOf(2, 1), 1));
    expect(s.phase).toBe('action');
    expect(ACTIVE(s)).toEqual([s.startSeat]);
    s = finish(s, s.startSeat);
    expect(ACTIVE(s)).toEqual([s.secondSeat]);
  });
  it('L-6.1: 3 players: Starting player, Second player, then the player without a token', () => {
    let s = playCards(finish(lastOf(3, 2), 2));
    const third = [0, 1, 2].find((x) => x !== s.startSeat && x !== s.secondSeat)!;
    expect(ACTIVE(s)).toEqual([s.startSeat]);
    s = finish(s, s.startSeat);
    expect(ACTIVE(s)).toEqual([s.secondSeat]);
    s = finish(s, s.secondSeat!);
    expect(ACTIVE(s)).toEqual([third]);
  });
  // "The Starting player and the Second player take their Action phases at the same time, then
  // their partners take theirs, again at the same time."
  it('L-6.2: 4 players: Starting and Second player together, then their partners together', () => {
    let s = playCards(finish(lastOf(4, 2), 2));
    expect(ACTIVE(s)).toEqual([s.startSeat]);
    expect(top(s, s.startSeat)!.kind).toBe('partner');
    const partner = [0, 1, 2, 3].find((x) => x !== s.startSeat && x !== s.secondSeat)!;
    const other = [0, 1, 2, 3].find((x) => x !== s.startSeat && x !== s.secondSeat && x !== partner)!;
    s = act(s, s.startSeat, { type: 'partner', seat: partner });
    expect(ACTIVE(s)).toEqual([s.startSeat, s.secondSeat!].sort());
    s = finish(finish(s, s.startSeat), s.secondSeat!);
    expect(ACTIVE(s)).toEqual([partner, other].sort());
  });
  // Con man: "a Helper belonging to another player who has already completed his Action phase
  // for this round": having finished last round's does not count.
  it('Con man (A-6): a player who finished last round has not finished this one', () => {
    let s = lastOf(2, 1, (s) => {
      for (const seat of [0, 1]) give(s, seat, 'helper', seat ? 'H-CONMAN' : 'H-MAID');
    });
    s = playCards(finish(s, 1));
    expect(legal(s, ACTIVE(s)[0]!).filter((a) => a.type === 'helper' && a.card === 'H-CONMAN')).toEqual([]);
  });
});

describe('L-4 the Harvest phase as it begins', () => {
  // Harvest helper "[1]" and the Foreman note: "the Harvest be played in player order": a seat
  // holding the Harvest helper is asked before it harvests; the harvest is not done for it. The
  // Starting player, before him in that order, holds another Helper and harvests at once.
  it('L-15.1: the Harvest helper holder is asked (round 2 and round 9 alike); others harvest at once', () => {
    for (const round of [1, 8]) {
      const s = finish(
        lastOf(
          2,
          1,
          (s) => {
            s.startSeat = 1;
            give(s, 1, 'helper', 'H-MAID');
            give(s, 0, 'helper', 'H-HARVESTHELPER');
            P(s, 0).fields.push({ id: 'P0-5a', veg: V.C, n: 5, under: null });
          },
          round,
        ),
        1,
      );
      expect(s).toMatchObject({ phase: 'harvest', round: round + 1 });
      expect(ACTIVE(s)).toEqual([0]);
      expect(legal(s, 0)).toContainEqual({ type: 'helper', card: 'H-HARVESTHELPER', option: 1 });
      expect(P(s, 0).cart).toEqual([0, 0, 0, 0, 0, 0]);
      expect(P(s, 1).cart[V.W]).toBe(1);
    }
  });
  // L-4.2 "No field is turned up in round 9"; L-3.3 / L-4.4: the Home field, harvested empty in
  // round 9, stays (only Private and Common fields leave).
  it('L-4.2 / L-3.3: round 9 turns up no field; the emptied Home field stays in place', () => {
    let s = lastOf(2, 1, (s) => (P(s, 0).fields[0]!.n = 1), 8);
    const pile = P(s, 0).pile.slice();
    s = finish(s, 1);
    expect(s.round).toBe(9);
    expect(P(s, 0).pile).toEqual(pile);
    expect(P(s, 0).fields).toEqual([{ id: 'H0', veg: V.W, n: 0, under: null }]);
    expect(P(s, 0).cart[V.W]).toBe(1);
  });
  // L-4.2 in rounds 2-8: the top field of the pile is turned up — a field the Tenant-farmer put
  // under the pile (option 2, here P0-3a) comes back as itself.
  it('L-4.2: a field put back under the pile by the Tenant-farmer is turned up under its own name', () => {
    let s = lastOf(2, 1, (s) => {
      P(s, 0).pile = ['P0-3a'];
      P(s, 0).pileBottom = 1;
    });
    s = finish(s, 1);
    expect(P(s, 0).fields.map((f) => f.id)).toEqual(['H0', 'P0-3a']);
    expect(P(s, 0).pileBottom).toBe(0);
    expect(loyang.view(s, 1).seats[0]!.pileBottomFields).toEqual([]);
  });
  // Tenant-farmer option 2 shows the field put under the pile; the fields above it stay unknown
  // to the others (L-2.5) when the top one is turned up.
  it('L-2.5: after a field is turned up, the others still know only the field put under the pile', () => {
    let s = lastOf(2, 1, (s) => {
      pull(s, 'CF-4a');
      P(s, 0).pile = ['P0-4', 'P0-5', 'CF-4a'];
      P(s, 0).pileBottom = 1;
    });
    s = finish(s, 1);
    expect(P(s, 0).pile).toEqual(['P0-5', 'CF-4a']);
    expect(loyang.view(s, 1).seats[0]!.pileBottomFields).toEqual(['CF-4a']);
  });
});

describe('L-14.6: the one reshuffle of the solo game', () => {
  // "The Discard pile is only shuffled into the Draw pile once during the game: when the first
  // empty field is discarded during the Harvest phase."
  it('the first field harvested empty shuffles the Discard pile in; the second does not', () => {
    let s = lastOf(1, 0, (s) => {
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.P, n: 1, under: null }, { id: 'P0-4a', veg: V.T, n: 2, under: null });
      s.discard = s.draw.splice(0, 6);
    });
    const cards = [...s.draw, ...s.discard].sort();
    s = finish(s, 0);
    expect(P(s, 0).removed).toContain('P0-3a');
    expect(s.soloReshuffled).toBe(true);
    expect(s.discard).toEqual([]);
    expect([...s.draw].sort()).toEqual(cards);
    while (s.phase !== 'action') s = act(s, 0, { type: 'done' }); // the Offer: buy nothing
    s.discard = s.draw.splice(0, 3);
    const discard = s.discard.slice();
    s = finish(s, 0);
    expect(P(s, 0).removed).toContain('P0-4a');
    expect(s.discard).toEqual(discard);
  });
});

describe('L-5 the deal', () => {
  // L-5.1 "shuffle the Discard pile into the Draw pile" — with nothing to shuffle in, the hands
  // are the top cards of the Draw pile, 4 each clockwise from the Starting player (L-5.2).
  it('L-5.1 / L-5.2: an empty Discard pile: the hands are the next cards of the Draw pile', () => {
    let s = lastOf(2, 1, (s) => {
      s.startSeat = 1;
      s.discard = [];
    });
    const next = s.draw.slice(0, 8);
    s = finish(s, 1);
    expect(s.phase).toBe('card');
    expect(P(s, 1).hand).toEqual(next.slice(0, 4));
    expect(P(s, 0).hand).toEqual(next.slice(4, 8));
  });
  // L-5.15 / A-15: "deal as many as available, all equal": with no cards at all there is no
  // Distribution round; the Action phase follows the Harvest.
  it('L-5.15: no card left to deal: straight on to the Action phase', () => {
    let s = lastOf(2, 1, (s) => {
      s.draw = [];
      s.discard = [];
    });
    s = finish(s, 1);
    expect(s).toMatchObject({ phase: 'action', round: 2, dist: null });
    expect(ACTIVE(s)).toHaveLength(1);
  });
  // L-5.11: the introductory start card is played in a Card phase instead of a hand card — even
  // one in which no card can be dealt.
  it('L-5.11 / L-5.15: no card to deal, but a start card held: the Distribution round is played for it', () => {
    let s = lastOf(2, 1, (s) => {
      s.intro = true;
      s.draw = [];
      s.discard = [];
      P(s, 0).start = 'RC-01';
      pull(s, 'RC-01');
    });
    s = finish(s, 1);
    expect(s.phase).toBe('card');
    const seat = ACTIVE(s)[0]!;
    const expected: LoyangAction = seat === 0 ? { type: 'playStart' } : { type: 'done' };
    expect(legal(s, seat)).toContainEqual(expected);
  });
  // L-5.13 "a Common field ... costs 2 Cash": exactly 2 Cash pays it at once.
  it('L-5.13: a Common field taken with exactly 2 Cash is paid at once', () => {
    let s = atAction(2, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CF-5a', 'CC-02');
      P(s, 0).hand = ['CC-02'];
      P(s, 0).cash = 2;
      s.courtyard = ['CF-5a'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    s = act(s, 0, { type: 'takeCourtyard', card: 'CF-5a' });
    expect(P(s, 0).cash).toBe(0);
    expect(top(s, 0)!.kind).toBe('take');
  });
});
