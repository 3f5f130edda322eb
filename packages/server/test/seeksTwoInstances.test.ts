/**
 * Issue 44, seeks across instances: two servers over one PostgreSQL database pair one pool at the
 * same moment, round after round, and no seek is ever seated twice — every seek in exactly one
 * match, every match with its two seeks, no match made for a table that lost its claim. Below it,
 * two stores claiming the same seeks at once: exactly one claim holds, the other leaves nothing.
 * Needs TABULA_TEST_PG_URL (skipped with a message otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TabulaServer } from '../src/server';
import type { SeekRow } from '../src/store/seekRows';
import type { Store } from '../src/store/store';
import { type Site, startSite } from './siteSetup';

const PG_URL = process.env.TABULA_TEST_PG_URL;
if (!PG_URL) console.warn('\n*** TABULA_TEST_PG_URL is not set: seeks across two instances are SKIPPED ***\n');

describe.skipIf(!PG_URL)('seeks on two instances over one PostgreSQL', () => {
  let site: Site;
  let a: TabulaServer;
  let b: TabulaServer;
  beforeAll(async () => {
    site = await startSite(2, 'seeks2', { seeks: { sweepMs: 0 } });
    [a, b] = site.servers as [TabulaServer, TabulaServer];
  });
  afterAll(async () => {
    await site?.close();
  });

  /** `n` accounts, each with a waiting turn-based Hansa 2-player seek (stored directly: no sign-up cost). */
  async function seekers(store: Store, n: number, tag: string): Promise<SeekRow[]> {
    const now = new Date().toISOString();
    const rows: SeekRow[] = [];
    for (let i = 0; i < n; i++) {
      const id = `${tag}-acc-${i}`;
      await store.createAccount(
        { id, username: `${tag}${i}`, key: `${tag}${i}`, passwordHash: null, createdAt: now },
        [],
      );
      const seek: SeekRow = {
        id: `${tag}-seek-${i}`,
        accountId: id,
        username: `${tag}${i}`,
        game: 'hansa',
        players: 2,
        speed: 'turn:3d',
        rated: false,
        rating: 1500,
        range: null,
        createdAt: new Date(Date.now() - n + i).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'waiting',
        matchId: null,
        seat: null,
      };
      await store.addSeek(seek);
      rows.push(seek);
    }
    return rows;
  }

  it('never seats a seek twice when both instances pair the same pool at once', async () => {
    const rows = await seekers(a.store, 60, 'race');
    for (let round = 0; round < 10; round++) {
      await Promise.all([a.seeks.sweep(), b.seeks.sweep()]);
      if ((await a.store.waitingSeeks(new Date().toISOString(), 'hansa')).length === 0) break;
    }
    const seated = await Promise.all(rows.map((r) => b.store.seekById(r.id)));
    expect(seated.every((s) => s?.status === 'matched')).toBe(true);
    const byMatch = new Map<string, SeekRow[]>();
    for (const s of seated) (byMatch.get(s!.matchId!) ?? byMatch.set(s!.matchId!, []).get(s!.matchId!)!).push(s!);
    expect(byMatch.size).toBe(30);
    for (const [matchId, pair] of byMatch) {
      expect(pair.map((s) => s.seat).sort()).toEqual([0, 1]);
      for (const s of pair) expect(await a.store.seatHolder(matchId, s.seat!)).toBe(s.accountId);
    }
    // No match was made for a table whose claim lost.
    expect((await a.store.countByStatus()).running).toBe(30);
  });

  it('lets exactly one of two stores claim the same seeks at once, the loser keeping none', async () => {
    for (let round = 0; round < 20; round++) {
      const rows = await seekers(a.store, 3, `claim${round}`);
      const now = new Date().toISOString();
      // Overlapping tables: {0, 1} here and {1, 2} there.
      const [x, y] = (
        await Promise.all([
          a.store.claimTables([{ claim: `x${round}`, ids: [rows[0]!.id, rows[1]!.id] }], now),
          b.store.claimTables([{ claim: `y${round}`, ids: [rows[1]!.id, rows[2]!.id] }], now),
        ])
      ).map((won) => won.size === 1);
      expect(x !== y).toBe(true);
      const waiting = new Set((await a.store.waitingSeeks(now, 'hansa')).map((s) => s.id));
      // The loser's seek outside the overlap is back in the pool; the winner's two are not.
      expect(waiting.has(x ? rows[2]!.id : rows[0]!.id)).toBe(true);
      expect(waiting.has(rows[1]!.id)).toBe(false);
      await a.store.endStaleSeeks(new Date(Date.now() + 2 * 86_400_000).toISOString(), now);
    }
  });
});
