/**
 * Runs `bench:trace` (packages/web/bench/trace.ts) on several builds of the web client, alternately,
 * so that each build meets the same states of a shared machine, and sums the runs up per build: the
 * long tasks by CPU time (what the machine's load inflates least), their median and range. One run
 * differs from the next by more than most changes do (docs/measurements/web-trace.md), so a build
 * is judged by several runs, never by one.
 *
 *   npx tsx studies/web/traceAlternate.ts RUNS OUT_PREFIX NAME=DIR [NAME=DIR …] [--seeds A,B,…]
 *
 * Each DIR is a build (`npx vite build --outDir DIR` in packages/web); each run's output is written
 * to `OUT_PREFIX-NAME-i.txt`. `--summary` only sums up outputs already written. `--seeds` plays
 * run i with the i-th seed (one game per seed, both builds) instead of every run the seed `trace`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

interface Run {
  tasks: number;
  overWall: number;
  longestWall: number;
  overCpu: number;
  longestCpu: number;
  /** CPU ms drawing frames in the bots' turns (bench/renderTime.ts); NaN in outputs older than it. */
  renderCpu: number;
  /** The same per frame drawn: a run whose bot's turn is longer draws more frames. */
  perFrame: number;
}

/** The bots' turns' figures of one output (wall time first, then the same tasks by CPU time). */
export function parseRun(text: string): Run | null {
  const [wall, cpu] = text.split('the same tasks by their CPU time');
  if (!wall || !cpu) return null;
  const num = (s: string, key: string) => Number(new RegExp(`${key}: ([0-9.]+)`).exec(s)?.[1] ?? Number.NaN);
  return {
    tasks: num(wall, 'main-thread tasks'),
    overWall: num(wall, 'over 50 ms'),
    longestWall: num(wall, 'longest'),
    overCpu: num(cpu, 'over 50 ms'),
    longestCpu: num(cpu, 'longest'),
    renderCpu: num(cpu, 'rendering CPU time'),
    perFrame: num(cpu, 'rendering CPU per frame'),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function summary(prefix: string, names: string[], runs: number): string {
  const lines = [
    '| build | runs | tasks over 50 ms (CPU), each run | median | longest (CPU), median | range | rendering CPU, median | range | per frame, median |',
  ];
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const name of names) {
    const got: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      const file = `${prefix}-${name}-${i}.txt`;
      const run = existsSync(file) ? parseRun(readFileSync(file, 'utf8')) : null;
      if (run) got.push(run);
    }
    if (!got.length) continue;
    const longest = got.map((r) => r.longestCpu);
    const render = got.map((r) => r.renderCpu);
    lines.push(
      `| ${name} | ${got.length} | ${got.map((r) => r.overCpu).join(', ')} | ${median(got.map((r) => r.overCpu))} | ` +
        `${median(longest).toFixed(1)} ms | ${Math.min(...longest).toFixed(1)}–${Math.max(...longest).toFixed(1)} ms | ` +
        `${median(render).toFixed(0)} ms | ${Math.min(...render).toFixed(0)}–${Math.max(...render).toFixed(0)} ms | ` +
        `${median(got.map((r) => r.perFrame)).toFixed(2)} ms |`,
    );
  }
  return lines.join('\n');
}

function main(): void {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--seeds');
  const seeds = at >= 0 ? (argv.splice(at, 2)[1] ?? '').split(',').filter(Boolean) : [];
  const args = argv.filter((a) => a !== '--summary');
  const only = argv.includes('--summary');
  const [runsArg, prefixArg, ...builds] = args;
  const runs = Number(runsArg);
  if (!Number.isInteger(runs) || runs < 1 || !prefixArg || !builds.length)
    throw new Error('usage: traceAlternate.ts RUNS OUT_PREFIX NAME=DIR [NAME=DIR …] [--summary]');
  const prefix = resolve(prefixArg);
  const pairs = builds.map((b) => {
    const [name, dir] = b.split('=');
    if (!name || !dir) throw new Error(`a build is NAME=DIR, got "${b}"`);
    return { name, dir: resolve(dir) };
  });
  if (!only)
    for (let i = 1; i <= runs; i++)
      for (const { name, dir } of pairs) {
        console.error(`${new Date().toISOString()} run ${i} of ${name}`);
        let out: string;
        try {
          const seed = seeds.length ? ['--seed', seeds[(i - 1) % seeds.length]!] : [];
          out = execFileSync('npx', ['tsx', 'bench/trace.ts', '--web', dir, ...seed], {
            cwd: resolve(ROOT, 'packages/web'),
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          });
        } catch (e) {
          out = `failed: ${(e as Error).message}`;
        }
        writeFileSync(`${prefix}-${name}-${i}.txt`, out);
      }
  console.log(
    summary(
      prefix,
      pairs.map((p) => p.name),
      runs,
    ),
  );
}

main();
