/**
 * Issue 44, the seek rules alone: a range widens by 50 points every 10 s up to 500 more; two seeks
 * pair only within one pool, only with each rating in the other's reach, never one account with
 * itself; a table is filled greedily, the longest waiting first, skipping a blocked pair.
 */
import { describe, expect, it } from 'vitest';
import { formTable, planTables } from '../src/seek/pairing';
import { compatible, reach, speedKey, speedOf, WIDEN_EVERY_MS, WIDEN_MAX, WIDEN_POINTS } from '../src/seek/rules';
import type { SeekRow } from '../src/store/seekRows';

const T0 = Date.parse('2026-11-28T12:00:00Z');
let n = 0;
const seek = (o: Partial<SeekRow> = {}): SeekRow => ({
  id: `s${++n}`,
  accountId: `a${n}`,
  username: `u${n}`,
  game: 'hansa',
  players: 2,
  speed: 'realtime:600000+5000',
  rated: true,
  rating: 1500,
  range: 100,
  createdAt: new Date(T0 + n).toISOString(),
  endsAt: new Date(T0 + 86_400_000).toISOString(),
  status: 'waiting',
  matchId: null,
  seat: null,
  ...o,
});
const never = async () => false;

describe('seek rules', () => {
  it('widens a range by 50 every full 10 s, at most 500 more; any stays any', () => {
    expect([WIDEN_POINTS, WIDEN_EVERY_MS, WIDEN_MAX]).toEqual([50, 10_000, 500]);
    const s = seek({ createdAt: new Date(T0).toISOString() });
    expect(reach(s, T0)).toBe(100);
    expect(reach(s, T0 + 9_999)).toBe(100);
    expect(reach(s, T0 + 10_000)).toBe(150);
    expect(reach(s, T0 + 100_000)).toBe(600);
    expect(reach(s, T0 + 3_600_000)).toBe(600);
    expect(reach(seek({ range: null }), T0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('pairs only one pool, each rating in the other’s reach, never an account with itself', () => {
    const a = seek();
    expect(compatible(a, seek({ rating: 1600 }), T0)).toBe(true);
    expect(compatible(a, seek({ rating: 1601 }), T0)).toBe(false);
    expect(compatible(a, seek({ rating: 1550, range: null }), T0)).toBe(true);
    expect(compatible(a, seek({ accountId: a.accountId }), T0)).toBe(false);
    for (const other of [{ game: 'loyang' }, { players: 3 }, { speed: 'turn:3d' }, { rated: false }])
      expect(compatible(a, seek(other), T0), JSON.stringify(other)).toBe(false);
    expect(speedOf(speedKey({ kind: 'turn', days: 7 }))).toEqual({ kind: 'turn', days: 7 });
  });

  it('plans tables longest waiting first, skipping a blocked pair and one account twice', async () => {
    const [x, y, z] = [seek(), seek(), seek()];
    const twin = seek({ accountId: x.accountId });
    const blocked = async (p: string, q: string) => [p, q].includes(x.accountId) && [p, q].includes(y.accountId);
    expect((await planTables([x, twin, y, z], T0, blocked)).map((t) => t.map((s) => s.id))).toEqual([[x.id, z.id]]);
    expect(await planTables([x, twin], T0, never)).toEqual([]);
    const four = Array.from({ length: 4 }, () => seek({ players: 4 }));
    expect(await formTable(four.slice(0, 2), four.slice(2, 3), T0, never)).toBeNull();
    expect((await formTable(four.slice(0, 2), four.slice(2), T0, never))?.length).toBe(4);
  });
});
