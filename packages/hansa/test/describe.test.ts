/**
 * Issue 22: the action texts a terminal player chooses from name routes and cities as the board
 * prints them (H-2), posts counted from 1, abilities by their desk names (H-3) — not by ids.
 */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { fresh, legal } from './fixtures';

describe('Hansa actions in printed names (describeAction)', () => {
  it('H-7.1, H-10, H-10.12: routes, cities and abilities', () => {
    const s = fresh(3);
    const text = (a: Parameters<NonNullable<typeof hansa.describeAction>>[2]) => hansa.describeAction!(s, 0, a);
    expect(text({ type: 'place', route: 'hamburg--luebeck', post: 0, piece: 'trader' })).toBe(
      'place a trader on Hamburg–Lübeck post 1',
    );
    expect(text({ type: 'establish', route: 'goslar--magdeburg' })).toBe('establish Goslar–Magdeburg');
    expect(text({ type: 'kontor', city: 'luebeck' })).toBe('Kontor in Lübeck');
    expect(text({ type: 'upgrade', ability: 'liberSophiae' })).toBe('upgrade Liber Sophiae');
    expect(
      text({ type: 'relocateFromBoard', fromRoute: 'hamburg--luebeck', fromPost: 2, route: 'hamburg--stade', post: 0 }),
    ).toBe('relocate own piece from Hamburg–Lübeck post 3 to Hamburg–Stade post 1');
  });

  it('no route or city id in the texts of a Place decision', () => {
    let s = fresh(3);
    s = hansa.apply(s, 0, { type: 'begin', action: 'place' }).state;
    const texts = legal(s).map((a) => hansa.describeAction!(s, 0, a));
    expect(texts.length).toBeGreaterThan(10);
    for (const t of texts) expect(t).not.toMatch(/--|#/);
  });
});
