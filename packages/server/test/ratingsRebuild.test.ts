/**
 * Issue 44: ratings are derived data. `tabula ratings rebuild` (the real command line) replays
 * every counted result in order and stores the same numbers the server reached, even after the
 * derived tables were lost; pointed at a folder with no database it says so and makes none.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { Ratings } from '../src/rating/ratings';
import { SQLITE_FILE } from '../src/store/open';
import { openSqliteStore } from '../src/store/sqlite';
import { match } from './storedMatch';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tabula-rebuild-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tabula = (...args: string[]) =>
  spawnSync(process.execPath, ['packages/cli/bin/tabula.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });

it('replays the rated results to the numbers the server reached, after the ratings were lost', async () => {
  const store = await openSqliteStore(join(dir, SQLITE_FILE));
  const ids: string[] = [];
  for (const name of ['ann', 'bob', 'cay', 'dee']) {
    const id = randomUUID();
    await store.createAccount({ id, username: name, key: name, passwordHash: null, createdAt: 'x' }, []);
    ids.push(id);
  }
  const ratings = new Ratings(store);
  const results: Array<[string, number[], number[]]> = [
    ['hansa', [0, 1, 2, 3], [1, 2, 2, 4]],
    ['loyang', [3, 1], [1, 2]],
    ['hansa', [2, 0, 1], [3, 1, 2]],
  ];
  for (const [k, [game, who, ranking]] of results.entries()) {
    const m = match({
      game,
      players: who.length,
      seats: who.map((_, seat) => ({ seat, name: `p${seat}`, bot: null, tokenHash: `t${seat}` })),
    });
    await store.createMatch(m);
    for (const [seat, i] of who.entries()) await store.holdSeat(ids[i]!, m.id, seat);
    const ended = { ...m, rated: true, seedFixed: false, clocked: true, ranking, abandoned: false, tableEvents: [] };
    expect(await ratings.ended({ ...ended, endedAt: new Date(Date.UTC(2026, 10, 1 + k)).toISOString() })).toBe(true);
  }
  const reached = await Promise.all(ids.map((id) => store.ratingsOf(id)));
  await store.replaceRatings([], []);
  expect(await store.ratingsOf(ids[0]!)).toEqual([]);
  await store.close();

  const r = tabula('ratings', 'rebuild', '--data', dir, '--json');
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(JSON.parse(r.stdout)).toEqual({ results: 3, ratings: 6 });

  const again = await openSqliteStore(join(dir, SQLITE_FILE));
  expect(await Promise.all(ids.map((id) => again.ratingsOf(id)))).toEqual(reached);
  await again.close();
});

it('refuses a folder without a database (exit 2), making none', () => {
  const empty = join(dir, 'nothing-here');
  const r = tabula('ratings', 'rebuild', '--data', empty);
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/no database in .*nothing-here \(tabula\.sqlite\): pass the server's --data folder/);
  expect(existsSync(empty)).toBe(false);
});
