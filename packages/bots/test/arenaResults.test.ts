import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@tabula/engine';
import { nim } from '@tabula/engine/nim';
import { describe, expect, it } from 'vitest';
import { openArenaResults, runArena, type ArenaResult } from '../src/tools';

const game = nim as AnyGame;
const args = { game, players: 2, bots: ['search:iters=40', 'heuristic'], seed: 'keep' };
const figures = (r: ArenaResult) =>
  r.bots.map(({ name, wins, meanScore, decisions }) => ({ name, wins, meanScore, decisions }));

/** An arena run that keeps its games in `path`, like `tabula arena --results`. */
function runKept(path: string, games: number) {
  const file = openArenaResults(path, { ...args, games });
  const played: number[] = [];
  const r = runArena({
    ...args,
    games,
    done: file.done,
    onGame: (g, run) => {
      played.push(g);
      file.add(g, run);
    },
  });
  return { r, played };
}

describe('arena results kept in a file (--results)', () => {
  it('a later run plays only the games the file lacks, and reports them all', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'arena-')), 'r.jsonl');
    expect(runKept(path, 4).played).toEqual([0, 1, 2, 3]);
    const { r, played } = runKept(path, 6);
    expect(played).toEqual([4, 5]);
    expect(figures(r)).toEqual(figures(runArena({ ...args, games: 6 })));
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(7);
  });

  it('a game cut off mid-write is played again; other damage is refused', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'arena-')), 'r.jsonl');
    runKept(path, 2);
    appendFileSync(path, '{"g":2,"run":{"se');
    expect(runKept(path, 3).played).toEqual([2]);
    expect(figures(runKept(path, 3).r)).toEqual(figures(runArena({ ...args, games: 3 })));
    const lines = readFileSync(path, 'utf8').split('\n');
    writeFileSync(path, [lines[0], 'not json', ...lines.slice(1)].join('\n'));
    expect(() => openArenaResults(path, { ...args, games: 3 })).toThrow(/line 2 is not an arena game/);
  });

  it('refuses a file of another arena instead of mixing its games in', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'arena-')), 'r.jsonl');
    runKept(path, 2);
    expect(() => openArenaResults(path, { ...args, bots: ['random', 'heuristic'], games: 2 })).toThrow(/another arena/);
    expect(() => openArenaResults(path, { ...args, seed: 'other', games: 2 })).toThrow(/another arena/);
  });

  it('names an action cap in the header only when one is set, and keeps arenas with other caps apart', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'arena-')), 'r.jsonl');
    openArenaResults(path, { ...args, games: 2 });
    expect(JSON.parse(readFileSync(path, 'utf8').split('\n')[0]!).arena).not.toHaveProperty('maxActions');
    const capped = join(mkdtempSync(join(tmpdir(), 'arena-')), 'r.jsonl');
    openArenaResults(capped, { ...args, games: 2, maxActions: 500 });
    expect(JSON.parse(readFileSync(capped, 'utf8').split('\n')[0]!).arena.maxActions).toBe(500);
    expect(() => openArenaResults(capped, { ...args, games: 2 })).toThrow(/another arena/);
    expect(() => openArenaResults(capped, { ...args, games: 2, maxActions: 400 })).toThrow(/another arena/);
  });
});
