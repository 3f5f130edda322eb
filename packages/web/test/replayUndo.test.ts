/**
 * Issue 24: the replay viewer plays a record holding undo entries exactly as the server did —
 * the undo returns to the state before the action it took back — and refuses one that reaches
 * past a barrier, naming the rule.
 */
import { describe, expect, it } from 'vitest';
import { newRecord, stateHash, UNDO } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { replayAll } from '../src/replay/replayRecord';

const moves: Array<[number, object]> = [
  [0, { type: 'bid', n: 3 }],
  [1, { type: 'bid', n: 1 }],
  [0, { type: 'heap', heap: 1 }],
  [0, UNDO],
  [0, { type: 'heap', heap: 0 }],
];

describe('replaying a record with undo entries', () => {
  it('returns to the state before the action taken back, with an undo event', () => {
    const record = { ...newRecord(nim, 2, 'r'), actions: moves.map(([seat, action]) => ({ seat, action })) };
    const r = replayAll(nim, record);
    expect(stateHash(r.states[4])).toBe(stateHash(r.states[2]));
    expect(r.events[4]).toEqual([{ type: 'undo', seat: 0 }]);
    expect(r.states).toHaveLength(6);
  });

  it('refuses an undo past the reveal of the bids (N-2)', () => {
    const record = {
      ...newRecord(nim, 2, 'r'),
      actions: [...moves.slice(0, 2), [1, UNDO] as [number, object]].map(([seat, action]) => ({ seat, action })),
    };
    expect(() => replayAll(nim, record)).toThrow(/action #2: .*ENGINE-UNDO-HIDDEN/);
  });
});
