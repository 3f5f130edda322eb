/** `tabula play` driven through a pipe to the end of a game, its record replayed. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../cli/bin/tabula.js', import.meta.url));

function tabula(input: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', input, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('tabula play with piped input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-play-'));

  it('plays nim to the end against a search bot, prints the final scores, saves a record that replays', () => {
    const file = join(dir, 'nim.json');
    const r = tabula(
      '1\n'.repeat(200),
      'play',
      '--game',
      'nim',
      '--players',
      '3',
      '--seat',
      '1',
      '--bots',
      'search:iters=50,heuristic',
      '--seed',
      '9',
      '--save',
      file,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/You are seat 1/);
    expect(r.out).toMatch(/Your options:\n\s+1\. bid 1/);
    expect(r.out).toMatch(/Game over\. Final scores:/);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record).toMatchObject({ game: 'nim', players: 3, seed: 9 });
    const replayed = spawnSync(process.execPath, [bin, 'replay', file, '--json'], { encoding: 'utf8' });
    expect(JSON.parse(replayed.stdout)).toMatchObject({ finished: true });
  });

  it('says so and keeps the record when the input ends before the game; rejects bad input and keeps asking', () => {
    const file = join(dir, 'short.json');
    const r = tabula(
      '7\nx\n2\n',
      'play',
      '--game',
      'nim',
      '--players',
      '2',
      '--bots',
      'random',
      '--seed',
      '3',
      '--save',
      file,
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/"7" is not one of 1–3/);
    expect(r.out).toMatch(/input ended before the game did/);
    expect(JSON.parse(readFileSync(file, 'utf8')).actions.length).toBeGreaterThan(0);
  });

  it('rejects a bad seat or bot with exit code 2', () => {
    expect(tabula('', 'play', '--game', 'nim', '--players', '2', '--seat', '5').code).toBe(2);
    expect(tabula('', 'play', '--game', 'nim', '--players', '2', '--bots', 'genius').code).toBe(2);
  });
});
