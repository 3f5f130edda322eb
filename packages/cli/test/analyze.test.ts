/**
 * `tabula analyze RECORD`: each decision's expected outcome per seat and the moves that lost the
 * most, deterministic with --iters (on one thread or several). Kept short: a few decisions, a few
 * play-outs each.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/tabula.js', import.meta.url));
const hansaRecord = fileURLToPath(new URL('./fixtures/hansa-2p-heuristic.json', import.meta.url));

function tabula(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

interface Decision {
  index: number;
  seat: number;
  value: number[];
  chosenValue: number;
  bestValue: number;
  loss: number;
  chosenText: string;
  bestText: string;
}
interface Report {
  game: string;
  unit: string;
  decisions: Decision[];
  worst: Decision[];
  wallMs: number;
}

const json = (r: { out: string }) => JSON.parse(r.out) as Report;
const sameFigures = (a: Report) => ({ ...a, wallMs: 0 });

describe('tabula analyze', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-analyze-'));

  it('a Loyang record (2 players): win chances per seat, the same on every run and on 2 threads', () => {
    expect(
      tabula('simulate', '--game', 'loyang', '--players', '2', '--games', '1', '--seed', '4', '--save', dir).code,
    ).toBe(0);
    const file = join(dir, readdirSync(dir).find((f) => f.startsWith('loyang-2p'))!);
    const args = ['analyze', file, '--iters', '12', '--from', '10', '--max-decisions', '4', '--json'];
    const a = tabula(...args);
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    const r = json(a);
    expect(r).toMatchObject({ game: 'loyang', unit: 'win chance' });
    expect(r.decisions).toHaveLength(4);
    expect(r.decisions[0]!.index).toBeGreaterThanOrEqual(10);
    for (const d of r.decisions) {
      expect(d.value).toHaveLength(2);
      for (const v of [...d.value, d.chosenValue, d.bestValue]) expect(v >= 0 && v <= 1).toBe(true);
      expect(d.loss).toBeCloseTo(Math.max(0, d.bestValue - d.chosenValue), 12);
      expect(d.chosenText).not.toMatch(/^\{/);
    }
    expect(r.worst.map((d) => d.loss)).toEqual([...r.worst.map((d) => d.loss)].sort((x, y) => y - x));
    expect(sameFigures(json(tabula(...args)))).toEqual(sameFigures(r));
    expect(sameFigures(json(tabula(...args, '--jobs', '2')))).toEqual(sameFigures(r));
  }, 120_000);

  it('a Loyang solo record: the expected final Path', () => {
    expect(
      tabula('simulate', '--game', 'loyang', '--players', '1', '--games', '1', '--seed', '4', '--save', dir).code,
    ).toBe(0);
    const file = join(dir, readdirSync(dir).find((f) => f.startsWith('loyang-1p'))!);
    const r = json(tabula('analyze', file, '--iters', '8', '--max-decisions', '3', '--json'));
    expect(r.unit).toBe('score');
    expect(r.decisions).toHaveLength(3);
    for (const d of r.decisions) expect(d.value[0]!).toBeGreaterThan(-40);
  }, 60_000);

  it('a Hansa record (2 heuristic bots, finished): the text report names the moves that lost the most', () => {
    const r = tabula('analyze', hansaRecord, '--iters', '12', '--from', '40', '--to', '60');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^hansa, 2 players: \d+ decisions in actions 40–59, 12 play-outs each/);
    expect(r.out).toMatch(/\n#4\d seat [01] \[\d+% \d+%\] /);
    expect(r.out).toMatch(/\nMoves that lost the most:\n/);
  }, 60_000);

  it('usage: --iters and --ms together are refused', () => {
    const r = tabula('analyze', hansaRecord, '--iters', '5', '--ms', '5');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--iters or --ms/);
  });
});
