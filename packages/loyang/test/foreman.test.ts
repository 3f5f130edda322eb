/** The Foreman (L-15.5, Helper reference): which discarded Helper he may take, and when his offers lapse. */
import { describe, expect, it } from 'vitest';
import { P, act, acts, atAction, give, legal, top } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}) => ({
  type: 'helper' as const,
  card,
  option,
  ...extra,
});

describe('Foreman', () => {
  it('Foreman worked example: the Maid on the Foreman is used; the freed Foreman takes her back', () => {
    let s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-MAID', 'H-FOREMAN'));
    s = act(s, 0, H('H-MAID'));
    expect(top(s, 0)).toMatchObject({ kind: 'foreman', helper: 'H-MAID' });
    s = act(s, 0, { type: 'foreman', take: true });
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-MAID']);
    expect(s.discard).toContain('H-FOREMAN');
    expect(P(s, 0).maid).toBe(true);
  });
  it("Foreman (L-15.5): reacts to another player's discard; 4 players: only the partner in the Action phase", () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 1, 'helper', 'H-FOREMAN');
    });
    s = act(s, 0, { type: 'discardHelper', card: 'H-MAID' });
    expect(top(s, 1)!.kind).toBe('foreman');
    expect(act(s, 1, { type: 'foreman', take: false }).stacks[1]).toEqual([]);
    const four = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 1, 'helper', 'H-FOREMAN'); // seat 1 is not seat 0's partner (2 is)
    });
    expect(act(four, 0, { type: 'discardHelper', card: 'H-MAID' }).stacks[1]).toEqual([]);
  });
  it('Foreman (L-15.5): two Helpers discarded at once are offered one by one; once he takes one, the other offer lapses with him', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      give(s, 0, 'helper', 'H-FOREMAN');
    });
    s = act(s, 0, H('H-HAGGLER', 1, { veg: 'wheat', with: 'H-SHOPPER' }));
    expect(s.stacks[0]!.filter((d) => d.kind === 'foreman').map((d) => (d as { helper: string }).helper)).toEqual([
      'H-HAGGLER',
      'H-SHOPPER',
    ]);
    s = act(s, 0, { type: 'foreman', take: true });
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-SHOPPER']);
    expect(s.discard).toEqual(expect.arrayContaining(['H-HAGGLER', 'H-FOREMAN']));
    expect(s.stacks[0]!.some((d) => d.kind === 'foreman')).toBe(false);
    expect(legal(s, 0)).not.toContainEqual({ type: 'foreman', take: true });
    // Declining the first offer still leaves the second: the owner chooses which Helper he takes.
    let t = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      give(s, 0, 'helper', 'H-FOREMAN');
    });
    t = acts(
      t,
      0,
      H('H-HAGGLER', 1, { veg: 'wheat', with: 'H-SHOPPER' }),
      { type: 'foreman', take: false },
      { type: 'foreman', take: true },
    );
    expect(P(t, 0).helpers.map((h) => h.id)).toEqual(['H-HAGGLER']);
  });
});
