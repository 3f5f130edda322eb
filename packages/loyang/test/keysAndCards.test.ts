/**
 * An input names a listed action only when it has the listed action's own keys with the same
 * values (actions/action.ts `sameAction`): a renamed key, a card list of another length or with
 * another card, or a card list where the action has none, is accepted exactly when it is itself
 * one of the listed actions. Found on positions of random games (1–4 players) where Two-pack keeps
 * (`cards`) are listed; the input is a copy, never the listed object itself.
 */
import { chooseRandom, newRandomMemory, Rng, sameAction as sameJson } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangAction, LoyangState } from '../src/types';
import { listed } from '../src/validate';

type Found = { s: LoyangState; seat: number; a: LoyangAction };

/** Positions where a Two-pack keep (an action with a `cards` list) is listed, at most `want`. */
function positions(want: number): Found[] {
  const keeps: Found[] = [];
  for (let g = 0; g < 40 && keeps.length < want; g++) {
    const players = 1 + (g % 4);
    const r = Rng.seed(`keys:${g}`);
    const memory = newRandomMemory(players);
    let s = loyang.setup({ players, seed: `keys:${g}` });
    for (let n = 0; n < 5000; n++) {
      const active = loyang.activeSeats(s);
      if (!active.length) break;
      for (const seat of active)
        for (const a of loyang.legalActions(s, seat))
          if ('cards' in a && keeps.length < want) keeps.push({ s, seat, a });
      const seat = active[r.int(active.length)]!;
      s = loyang.apply(s, seat, chooseRandom(loyang, loyang.legalActions(s, seat), seat, r, memory)).state;
    }
  }
  return keeps;
}

describe('an input is the listed action only with its own keys and values', () => {
  const keeps = positions(20);

  it('finds such positions', () => {
    expect(keeps.length).toBeGreaterThan(0);
  });

  /** `variant` is accepted exactly when it is one of the seat's listed actions. */
  const acceptedIffListed = ({ s, seat }: Found, variant: unknown) =>
    expect(listed(s, seat, variant)).toBe(loyang.legalActions(s, seat).some((l) => sameJson(l, variant)));

  it('takes a keep only with a listed list of cards: not longer, shorter, another card or a string', () => {
    for (const f of keeps) {
      const cards = (f.a as { cards: string[] }).cards;
      expect(listed(f.s, f.seat, { ...f.a, cards: cards.slice() })).toBe(true);
      acceptedIffListed(f, { ...f.a, cards: [...cards, cards[0]!] });
      acceptedIffListed(f, { ...f.a, cards: cards.slice(1) });
      acceptedIffListed(f, { ...f.a, cards: [`${cards[0]}x`, ...cards.slice(1)] });
      expect(listed(f.s, f.seat, { ...f.a, cards: cards.join(',') })).toBe(false);
      const { cards: _c, ...rest } = f.a as { cards: string[] };
      expect(listed(f.s, f.seat, { ...rest, card: cards })).toBe(false);
    }
  });
});
