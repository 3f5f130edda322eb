/**
 * Undo in Hansa (engine README "Undo"; hansa `irreversible`): choosing an action and its post is
 * taken back exactly; drawing a replacement bonus token (H-10.7) may not be; nor a displacement
 * once the displaced seat has answered it (H-8.4), nor a turn that passed (H-5.1). Found in random
 * games played through the engine's `step`.
 */
import { describe, expect, it } from 'vitest';
import { undoRefusal } from '@tabula/engine';
import { undoScan, type UndoVisit } from '@tabula/engine/testing';
import { hansa, type HansaState } from '../src';

function find(players: number, want: (v: UndoVisit) => boolean): UndoVisit {
  for (let g = 0; g < 40; g++) {
    let hit: UndoVisit | null = null;
    // Short games, many seeds: a rare moment (a token drawn) comes sooner in some seed's start.
    undoScan(
      hansa,
      players,
      `undo:${players}:${g}`,
      (v) => {
        if (want(v)) hit = v;
        return hit !== null;
      },
      {},
      600,
    );
    if (hit) return hit;
  }
  throw new Error('no such moment in 40 random games');
}

const refusal = (v: UndoVisit, seat = v.seat) => undoRefusal(hansa, v.trail, seat)?.ruleId ?? null;
const st = (x: unknown) => x as HansaState;

describe('Hansa undo boundaries', () => {
  it('allows taking back the choice of Place and the place itself (H-5.3, H-7)', () => {
    const begun = find(3, (x) => x.action.type === 'begin' && (x.action as { action?: string }).action === 'place');
    expect(refusal(begun)).toBeNull();
    const placed = find(3, (x) => x.action.type === 'place' && hansa.activeSeats(st(x.after)).includes(x.seat));
    expect(refusal(placed)).toBeNull();
    expect(placed.trail.before.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses after a replacement bonus token is drawn from the supply (H-10.7)', () => {
    const v = find(3, (x) => st(x.after).pile.length < st(x.before).pile.length);
    expect(refusal(v)).toBe('ENGINE-UNDO-HIDDEN');
    expect(undoRefusal(hansa, v.trail, v.seat)!.message).toMatch(/H-10\.7/);
  });

  it('refuses the displacing seat once the displaced seat has placed its piece (H-8.4)', () => {
    const v = find(3, (x) => x.action.type === 'relocate' && st(x.before).current !== x.seat);
    expect(refusal(v, st(v.before).current)).toBe('ENGINE-UNDO-OTHER');
  });

  it('refuses after the turn passed to the next player (H-5.1)', () => {
    const v = find(
      3,
      (x) =>
        x.action.type === 'endTurn' &&
        hansa.irreversible!(st(x.before), x.seat, x.action as never, st(x.after)) === null,
    );
    expect(refusal(v)).toBe('ENGINE-UNDO-ENDED');
  });
});

describe('Hansa undo reveals nothing', () => {
  it('every action that may be undone shows no seat anything its view before did not hold (bonus supply, tin plate: H-4.2, H-10.7)', () => {
    for (const players of [2, 3]) undoScan(hansa, players, `leak:${players}`, () => false, {}, 200, true);
  });
});
