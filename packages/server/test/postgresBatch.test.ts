/** PostgreSQL (when TABULA_TEST_PG_URL is set; CI sets it): one instance's group commit is one statement. */
import { describe, expect, it, vi } from 'vitest';
import { openPostgresStore } from '../src/store/postgres';
import { match } from './storedMatch';
import { dropSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;

describe.skipIf(!PG_URL)('postgres: one instance appends a batch in one statement (issue 26)', () => {
  const schema = `t1_${process.pid}_${Date.now()}`;
  it('a batch ending a match is one round trip, and a batch with a duplicate stores nothing', async () => {
    const store = await openPostgresStore(PG_URL!, { schema });
    try {
      const [a, b] = [match({ status: 'running' }), match({ status: 'running' })];
      for (const m of [a, b]) await store.createMatch(m);
      const query = vi.spyOn(store.pool, 'query');
      const connect = vi.spyOn(store.pool, 'connect');
      await store.appendActions(
        [
          { matchId: a.id, index: 0, seat: 0, action: { type: 'x' } },
          { matchId: b.id, index: 0, seat: 1, action: { type: 'y' } },
          { matchId: a.id, index: 1, seat: 1, action: { type: 'z' } },
        ],
        [{ matchId: a.id, outcome: { scores: [1, 0], ranking: [1, 2], breakdown: [{}, {}] } }],
      );
      // pool.query checks a client out by itself; no transaction of several statements.
      expect(query).toHaveBeenCalledTimes(1);
      expect(connect.mock.calls.filter((c) => (c as unknown[]).length === 0)).toHaveLength(0);
      query.mockRestore();
      connect.mockRestore();
      const [ga, gb] = [(await store.getMatch(a.id))!, (await store.getMatch(b.id))!];
      expect([ga.version, ga.status, ga.outcome!.ranking, ga.seq]).toEqual([2, 'finished', [1, 2], 1]);
      expect([gb.version, gb.status, gb.outcome, gb.seq]).toEqual([1, 'running', null, 1]);
      await expect(
        store.appendActions(
          [
            { matchId: b.id, index: 1, seat: 0, action: { type: 'new' } },
            { matchId: b.id, index: 0, seat: 0, action: { type: 'dup' } },
          ],
          [{ matchId: b.id, outcome: { scores: [0, 1], ranking: [2, 1], breakdown: [{}, {}] } }],
        ),
      ).rejects.toThrow();
      const after = (await store.getMatch(b.id))!;
      expect([after.version, after.status, after.outcome]).toEqual([1, 'running', null]);
      expect(await store.loadActions(b.id)).toEqual([{ seat: 1, action: { type: 'y' } }]);
    } finally {
      await store.close();
      await dropSchema(schema);
    }
  });
});
