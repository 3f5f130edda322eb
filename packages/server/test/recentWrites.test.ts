import { describe, expect, it } from 'vitest';
import { RecentWrites } from '../src/store/recentWrites';

describe('RecentWrites: when a match row is rewritten for its actions alone', () => {
  it('writes a match first seen, not again within the grain, and again once it has been quiet for two grains', () => {
    let t = 0;
    const r = new RecentWrites(1000, () => t);
    expect(r.due('a')).toBe(true);
    t = 500;
    expect(r.due('a')).toBe(false);
    expect(r.due('b')).toBe(true);
    t = 1500;
    expect(r.due('a')).toBe(false);
    t = 2500;
    expect(r.due('a')).toBe(true);
    t = 5000;
    expect(r.due('b')).toBe(true);
  });
});
