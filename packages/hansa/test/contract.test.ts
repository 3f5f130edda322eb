/** The contract surface: facts, isPass, describeAction, outcome only at the end. */
import { describe, expect, it } from 'vitest';
import { hansa, HANSA_MAP } from '../src';
import { fresh, legal } from './fixtures';

describe('hansa contract surface', () => {
  it('facts', () => {
    expect(hansa.id).toBe('hansa');
    expect(hansa.name).toBe('Hansa Teutonica');
    expect(hansa.facts).toMatchObject({ minPlayers: 2, maxPlayers: 5, hiddenInformation: true, simultaneous: false });
    expect(hansa.facts.options).toEqual([
      {
        name: 'provinces',
        type: 'boolean',
        default: true,
        description: '2-player rules: provinces, soldiers and the pawn (only with 2 players)',
      },
    ]);
    expect(() => hansa.setup({ players: 3, seed: 1, options: { colour: 'red' } })).toThrow(/H-4/);
  });
  it("isPass marks the actions that close a seat's activity", () => {
    expect(hansa.isPass!({ type: 'endTurn' })).toBe(true);
    expect(hansa.isPass!({ type: 'begin', action: 'move' })).toBe(false);
    // Declining the rest of a decision: no more extras (H-8.4), no more lifts (H-9.1), no more
    // removals (H-11.9), no Kontor (H-10.15).
    for (const type of ['endRelocation', 'liftDone', 'removeDone', 'noKontor'] as const)
      expect(hansa.isPass!({ type })).toBe(true);
    expect(hansa.isPass!({ type: 'income', traders: 1, merchants: 0 })).toBe(false);
  });
  it('describeAction gives short English text for every listed action', () => {
    const s = fresh(3);
    for (const a of legal(s)) expect(hansa.describeAction!(s, 0, a)).toMatch(/^[a-zA-Z+]/);
    expect(hansa.describeAction!(s, 0, { type: 'establish', route: 'hamburg--luebeck' })).toBe(
      'establish Hamburg–Lübeck',
    );
  });
  it('outcome is null during play; the map data is exported for renderers', () => {
    expect(hansa.outcome(fresh(3))).toBeNull();
    expect(HANSA_MAP.front_4_5.cities).toHaveLength(27);
    expect(HANSA_MAP.back_2_3.routes[0]!.postPositions.length).toBe(HANSA_MAP.back_2_3.routes[0]!.posts);
  });
});
