import { describe, expect, it } from 'vitest';
import { newMatchId } from '../src/seats/tokens';

describe('match ids', () => {
  it('sort by the second their match was made, so live matches share the end of each index (issue 26)', () => {
    const times = [0, 999, 1_000, 31_000, 32_000, 1_790_000_000_000, 1_790_000_001_000, 2_000_000_000_000];
    const ids = times.map((t) => newMatchId(t));
    const sorted = [...ids].sort((a, b) =>
      a.slice(0, 7) < b.slice(0, 7) ? -1 : a.slice(0, 7) > b.slice(0, 7) ? 1 : 0,
    );
    expect(sorted).toEqual(ids);
    expect(ids[0]!.slice(0, 7)).toBe(ids[1]!.slice(0, 7));
    expect(ids[1]!.slice(0, 7) < ids[2]!.slice(0, 7)).toBe(true);
    // The bytes compare as the databases compare them, whole ids included.
    expect(Buffer.compare(Buffer.from(newMatchId(5_000)), Buffer.from(newMatchId(6_000)))).toBe(-1);
  });

  it('stay unguessable: 96 random bits after the time, and fit the id pattern of the API', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newMatchId(1_790_000_000_000)));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-v]{7}[A-Za-z0-9_-]{16}$/);
  });
});
