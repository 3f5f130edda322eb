/**
 * The arbitration between instances, at the database (issue 26): two stores with their own
 * connection pools — two instances — writing against the same `seq` of one match at the same
 * moment. Exactly one write lands; the other is reported as a conflict and writes nothing. Rated
 * ends counted on both at once are counted one after the other (issue 44).
 * Needs TABULA_TEST_PG_URL (CI sets it); skipped with a message otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../src/store/postgres';
import type { RatingRow, RatingStep } from '../src/store/ratingRows';
import { ConflictError, type StoredMatch } from '../src/store/store';
import { dropSchema, testSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;
if (!PG_URL)
  console.warn('\n*** TABULA_TEST_PG_URL is not set: the cluster arbitration test is SKIPPED (CI sets it) ***\n');
const schema = testSchema('cs');
let a: PostgresStore;
let b: PostgresStore;

beforeAll(async () => {
  if (!PG_URL) return;
  a = await openPostgresStore(PG_URL, { schema });
  b = await openPostgresStore(PG_URL, { schema });
});
afterAll(async () => {
  if (!PG_URL) return;
  await Promise.all([a.close(), b.close()]);
  await dropSchema(schema);
});

const match = (id: string): StoredMatch => ({
  id,
  game: 'nim',
  players: 2,
  options: {},
  seed: 1,
  status: 'running',
  createdAt: new Date().toISOString(),
  version: 0,
  outcome: null,
  seats: [
    { seat: 0, name: 'Ann', bot: null, tokenHash: 'a' },
    { seat: 1, name: 'Bea', bot: null, tokenHash: 'b' },
  ],
});

describe.skipIf(!PG_URL)('two instances writing one match at once', () => {
  it('actions against the same seq: exactly one is stored, the other store names the match as moved', async () => {
    for (let i = 0; i < 20; i++) {
      const id = `race-${i}`;
      await a.createMatch(match(id));
      const [ra, rb] = await Promise.all([
        a.appendActions([{ matchId: id, index: 0, seat: 0, action: { type: 'bid', n: 1 }, seq: 0 }], []),
        b.appendActions([{ matchId: id, index: 0, seat: 1, action: { type: 'bid', n: 2 }, seq: 0 }], []),
      ]);
      const moved = [ra ?? [], rb ?? []].map((r) => r.includes(id));
      expect(moved.filter((x) => x).length).toBe(1);
      const log = await a.loadActions(id);
      expect(log).toEqual([
        moved[0] ? { seat: 1, action: { type: 'bid', n: 2 } } : { seat: 0, action: { type: 'bid', n: 1 } },
      ]);
      const stored = (await b.getMatch(id))!;
      expect([stored.version, stored.seq]).toEqual([1, 1]);
    }
  });

  it('a batch keeps the rows of the matches that did not move', async () => {
    await a.createMatch(match('keep'));
    await a.createMatch(match('lose'));
    await b.appendActions([{ matchId: 'lose', index: 0, seat: 0, action: { type: 'bid', n: 1 }, seq: 0 }], []);
    const moved = await a.appendActions(
      [
        { matchId: 'keep', index: 0, seat: 0, action: { type: 'bid', n: 3 }, seq: 0 },
        { matchId: 'lose', index: 0, seat: 1, action: { type: 'bid', n: 3 }, seq: 0 },
      ],
      [],
    );
    expect(moved).toEqual(['lose']);
    expect(await a.loadActions('keep')).toHaveLength(1);
    expect(await a.loadActions('lose')).toEqual([{ seat: 0, action: { type: 'bid', n: 1 } }]);
  });

  it('a table change decided against an old seq fails with a conflict and changes nothing', async () => {
    await a.createMatch(match('table'));
    await b.appendActions([{ matchId: 'table', index: 0, seat: 0, action: { type: 'bid', n: 1 }, seq: 0 }], []);
    const leave = {
      seat: { seat: 1, bot: 'heuristic' },
      events: [{ version: 0, seat: 1, kind: 'left' as const, bot: 'heuristic', at: new Date().toISOString() }],
      eventsFrom: 0,
      seq: 0,
    };
    await expect(a.changeTable('table', leave)).rejects.toBeInstanceOf(ConflictError);
    expect((await a.getMatch('table'))!.seats[1]!.bot).toBeNull();
    expect((await a.getMatch('table'))!.tableEvents).toEqual([]);
    await a.changeTable('table', { ...leave, seq: 1 });
    expect((await a.getMatch('table'))!.seats[1]!.bot).toBe('heuristic');
    expect((await a.getMatch('table'))!.tableEvents).toEqual(leave.events);
  });

  it('rated ends counted on both at once go one after the other: each starts from the ratings the one before left', async () => {
    const accounts = ['ann_r', 'bea_r'];
    for (const id of accounts)
      await a.createAccount({ id, username: id, key: id, passwordHash: null, createdAt: 'x' }, []);
    const ends = Array.from({ length: 12 }, (_, i) => `rated${i}`);
    for (const id of ends) await a.createMatch(match(id));
    const at = new Date().toISOString();
    // Each end adds a game to the rating it reads: one that read a rating not yet written repeats a count.
    const rate =
      (matchId: string) =>
      (before: ReadonlyMap<string, RatingRow>): RatingStep[] =>
        accounts.map((accountId) => {
          const was = before.get(accountId);
          const games = (was?.games ?? 0) + 1;
          return {
            matchId,
            accountId,
            game: 'nim',
            at,
            muBefore: was?.mu ?? 0,
            sigmaBefore: 8,
            mu: games,
            sigma: 8,
            games,
          };
        });
    const ranks = accounts.map((accountId, seat) => ({ seat, accountId, rank: seat + 1 }));
    const counted = await Promise.all(
      ends.map((matchId, i) => (i % 2 ? a : b).recordEnd({ matchId, game: 'nim', endedAt: at, ranks }, rate(matchId))),
    );
    expect(counted).toEqual(ends.map(() => true));
    for (const id of accounts)
      expect((await b.stepsOf(id, 'nim')).map((s) => [s.muBefore, s.games])).toEqual(ends.map((_, i) => [i, i + 1]));
  });
});
