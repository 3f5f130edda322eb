/**
 * Undo (undo.ts, README "Undo") on Bidding Nim: a chosen heap is taken back (N-6); revealing the
 * bids, a finished turn and another seat's action are barriers; replay of a record with undo
 * entries is exact; a refusal changes nothing and names its rule.
 */
import { describe, expect, it } from 'vitest';
import { emptyTrail, IllegalAction, legalUndo, newRecord, replay, stateHash, step, UNDO, type UndoTrail } from '../src';
import { nim, type NimState } from '../src/nim';
import { undoScan } from '../src/testing';

type Move = [number, object];

function run(moves: Move[]): { state: NimState; trail: UndoTrail<NimState> } {
  let state = nim.setup({ players: 2, seed: 3 });
  let trail = emptyTrail<NimState>();
  for (const [seat, action] of moves) ({ state, trail } = step(nim, state, trail, seat, action));
  return { state, trail };
}

function refusal(moves: Move[], seat: number): string {
  const { state, trail } = run(moves);
  const before = stateHash(state);
  try {
    step(nim, state, trail, seat, UNDO);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalAction);
    expect(stateHash(state)).toBe(before);
    return (e as IllegalAction).ruleId;
  }
  throw new Error('the undo was accepted');
}

/** Both seats bid 2, so seat order is decided by a draw between them; `first` then picks. */
const bids: Move[] = [
  [0, { type: 'bid', n: 3 }],
  [1, { type: 'bid', n: 1 }],
];

describe('undo in Bidding Nim', () => {
  it('takes back a chosen heap: the state is exactly the one before (N-6, U3)', () => {
    const before = run(bids).state;
    const { state } = run([...bids, [0, { type: 'heap', heap: 1 }], [0, UNDO]]);
    expect(stateHash(state)).toBe(stateHash(before));
    expect(legalUndo(nim, run([...bids, [0, { type: 'heap', heap: 1 }]]).trail, 0)).toBe(true);
  });

  it('takes back several steps one by one, then has nothing left', () => {
    const moves: Move[] = [
      ...bids,
      [0, { type: 'heap', heap: 1 }],
      [0, UNDO],
      [0, { type: 'heap', heap: 2 }],
      [0, UNDO],
    ];
    expect(stateHash(run(moves).state)).toBe(stateHash(run(bids).state));
    // Before the heap, seat 1's bid (the last one) was the last action: nothing of seat 0's is left.
    expect(refusal(moves, 0)).toBe('ENGINE-UNDO-NONE');
  });

  it('refuses to take back the bid that revealed all bids (N-2): the step ended and bids are known', () => {
    expect(refusal(bids, 1)).toBe('ENGINE-UNDO-HIDDEN');
  });

  it('refuses to take back a bid that ended the seat’s own step of the simultaneous phase', () => {
    expect(refusal([[0, { type: 'bid', n: 2 }]], 0)).toBe('ENGINE-UNDO-ENDED');
  });

  it('refuses when another seat has acted since (U1)', () => {
    expect(refusal([[0, { type: 'bid', n: 2 }]], 1)).toBe('ENGINE-UNDO-OTHER');
    const turnPassed: Move[] = [...bids, [0, { type: 'heap', heap: 0 }], [0, { type: 'take', n: 1 }]];
    expect(refusal(turnPassed, 0)).toBe('ENGINE-UNDO-ENDED');
    expect(refusal([...turnPassed, [1, { type: 'heap', heap: 0 }]], 0)).toBe('ENGINE-UNDO-OTHER');
  });

  it('refuses before anyone acted, and an undo with an extra key is an ordinary bad action', () => {
    expect(refusal([], 0)).toBe('ENGINE-UNDO-NONE');
    const { state, trail } = run([...bids, [0, { type: 'heap', heap: 1 }]]);
    expect(() => step(nim, state, trail, 0, { type: 'undo', steps: 2 })).toThrow(/N-5/);
  });

  it('replays a record holding undo entries to the same state, and rejects one that undoes past a barrier', () => {
    const record = newRecord(nim, 2, 3);
    const moves: Move[] = [
      ...bids,
      [0, { type: 'heap', heap: 1 }],
      [0, UNDO],
      [0, { type: 'heap', heap: 0 }],
      [0, { type: 'take', n: 2 }],
    ];
    record.actions = moves.map(([seat, action]) => ({ seat, action }));
    expect(stateHash(replay(nim, record))).toBe(stateHash(run(moves).state));
    record.actions.push({ seat: 0, action: UNDO });
    expect(() => replay(nim, record)).toThrow(/action #6 rejected \(ENGINE-UNDO-ENDED\)/);
  });

  it('a game without `irreversible` has no undo', () => {
    const { irreversible: _, ...plain } = nim;
    let state = plain.setup({ players: 2, seed: 3 });
    let trail = emptyTrail<NimState>();
    for (const [seat, action] of [...bids, [0, { type: 'heap', heap: 1 }]] as Move[])
      ({ state, trail } = step(plain, state, trail, seat, action));
    expect(() => step(plain, state, trail, 0, UNDO)).toThrow(/ENGINE-UNDO-GAME/);
  });

  it('is never among the legal actions, so bots and the random policy never choose it', () => {
    const { state } = run(bids);
    for (const seat of [0, 1])
      expect(nim.legalActions(state, seat).some((a) => a.type === ('undo' as string))).toBe(false);
  });
});

describe('undo reveals nothing in Bidding Nim', () => {
  it('every heap choice that may be undone shows no seat anything new (N-1)', () => {
    for (let g = 0; g < 20; g++) undoScan(nim, 3, `leak:${g}`, () => false, {}, 1000, true);
  });
});
