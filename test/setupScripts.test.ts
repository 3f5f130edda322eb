/**
 * Issue 45, setup that talks: the README's setup commands name each step before it starts — the
 * npm install, quiet for minutes while the SQLite driver compiles, says so and how long it took —
 * and the web build prints no warning that means nothing to a player (Vite's `configLoader` one
 * about an import without its file extension).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('the setup scripts', () => {
  it('announce the npm install and its SQLite compile, then time it', () => {
    // `npm` stands in for the real one: the words are the point, not the install.
    const out = execFileSync('bash', ['-c', 'source scripts/steps.sh; npm() { echo "npm $*"; }; npm_install'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe(
      'setup: installing npm packages (npm ci); on a fresh machine this compiles the SQLite driver, ~1–2 min of quiet',
    );
    expect(lines[1]).toBe('npm ci --no-audit --no-fund --loglevel=error');
    expect(lines[2]).toMatch(/^setup: npm packages installed in \d+ s$/);
  });

  it.each(['setup-and-start.sh', 'setup-and-test.sh'])('%s uses the named steps', (script) => {
    const text = execFileSync('cat', [join(ROOT, 'scripts', script)], { encoding: 'utf8' });
    expect(text).toContain('source scripts/steps.sh');
    expect(text).toContain('npm_install');
    expect(text).toContain('step "building the web client"');
    expect(spawnSync('bash', ['-n', join(ROOT, 'scripts', script)]).status).toBe(0);
  });

  it('build the web client without a meaningless warning', () => {
    const out = mkdtempSync(join(tmpdir(), 'tabula-build-'));
    try {
      const r = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: join(ROOT, 'packages/web'),
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/\(!\)|configLoader|warning/i);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
