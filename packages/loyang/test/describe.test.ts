/**
 * Issue 22: a terminal player chooses from the action texts alone, with no card list, so cards are
 * named by what they are — a Market stall by its offers (L-9.D.1: ² where a trade hands in two),
 * a Regular customer by its demand and the pay of its four rows (L-9.F.1), a Casual customer by
 * its demand and price (L-9.G) — never by their ids.
 */
import { describe, expect, it } from 'vitest';
import { cardName, loyang } from '../src/index';
import type { LoyangAction } from '../src/types';
import { atAction, give, V } from './fixture';

const text = (s: ReturnType<typeof atAction>, a: LoyangAction) => loyang.describeAction!(s, 0, a);

describe('Loyang cards named by what they are (describeAction, cardName)', () => {
  it('each kind of card', () => {
    expect(cardName('RC-09')).toBe('Regular customer turnip+cabbage 5/6/7/8');
    expect(cardName('MS-01')).toBe('Market stall P·T·C');
    expect(cardName('MS-06')).toBe('Market stall T·C²·L²');
    expect(cardName('CC-01')).toBe('Casual customer wheat+pumpkin+turnip for 7');
    expect(cardName('CF-3a')).toBe('3-space common field');
    expect(cardName('H-HAGGLER')).toBe('Haggler');
    expect(cardName('H0')).toBe('Home field');
    expect(cardName('P1-4')).toBe('4-space field');
  });

  it('L-9.D, L-9.F, L-9.G: the options a player reads in the Action phase name no card id', () => {
    const s = atAction(1, 0, (t) => {
      give(t, 0, 'stall', 'MS-06');
      give(t, 0, 'regular', 'RC-09');
      give(t, 0, 'casual', 'CC-01');
      t.p[0]!.cart[V.W] = 2;
      t.p[0]!.cart[V.T] = 1;
      t.p[0]!.cart[V.C] = 1;
      t.p[0]!.cart[V.P] = 1;
    });
    expect(text(s, { type: 'trade', stall: 'MS-06', offer: 2 })).toBe(
      'trade for leek at Market stall T·C²·L², handing in 2',
    );
    expect(text(s, { type: 'deliver', card: 'RC-09' })).toBe('deliver to Regular customer turnip+cabbage 5/6/7/8');
    expect(text(s, { type: 'skipDelivery', card: 'RC-09' })).toBe(
      'do not serve Regular customer turnip+cabbage 5/6/7/8 this round',
    );
    expect(text(s, { type: 'serve', card: 'CC-01' })).toBe('serve Casual customer wheat+pumpkin+turnip for 7');
    const texts = loyang.legalActions(s, 0).map((a) => text(s, a));
    expect(texts).toContain('deliver to Regular customer turnip+cabbage 5/6/7/8');
    for (const t of texts) expect(t).not.toMatch(/\b(MS|RC|CC|CF)-\d/);
  });
});
