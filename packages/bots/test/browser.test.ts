/**
 * `@tabula/bots/browser` is bundled into the web client's hint worker (issue 22): everything it
 * reaches, through relative imports and the other @tabula packages, must load in a browser — no
 * Node built-in (`node:worker_threads`, `node:fs`, …). The full entry `index.ts` does reach them
 * (the arena's thread pool, the results file), so this test can fail.
 */
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('.')) {
    const base = resolve(dirname(from), spec);
    for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
      if (existsSync(f) && !f.endsWith('/')) if (/\.(ts|tsx|json)$/.test(f)) return f;
    throw new Error(`cannot resolve ${spec} from ${from}`);
  }
  const m = /^@tabula\/([^/]+)(\/.*)?$/.exec(spec);
  if (!m) return null; // a package from npm (checked by the caller)
  const pkg = JSON.parse(readFileSync(resolve(root, m[1]!, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const target = pkg.exports[`.${m[2] ?? ''}`];
  if (!target) throw new Error(`${spec}: no such export`);
  return resolve(root, m[1]!, target);
}

/** Every module reached from `entry`, and every bare specifier met on the way. */
function reach(entry: string): { files: Set<string>; bare: Set<string> } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop()!;
    if (files.has(f)) continue;
    files.add(f);
    if (f.endsWith('.json')) continue;
    const src = readFileSync(f, 'utf8');
    // Static imports and re-exports (type-only ones included: harmless, and simpler to keep).
    for (const [, spec] of src.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
      const r = resolveImport(f, spec!);
      if (r) todo.push(r);
      else bare.add(spec!);
    }
    for (const [, spec] of src.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) bare.add(`dynamic:${spec}`);
  }
  return { files, bare };
}

describe('@tabula/bots/browser', () => {
  it('reaches no Node built-in module, only the @tabula sources and browser-safe npm packages', () => {
    const { files, bare } = reach(resolve(root, 'bots/src/browser.ts'));
    expect(files.size).toBeGreaterThan(10);
    expect([...bare].filter((b) => builtins.has(b) || b.startsWith('dynamic:'))).toEqual([]);
    // The engine's state hash (SHA-256) is the one npm package: pure JavaScript, made for browsers.
    expect([...bare].every((b) => b.startsWith('@noble/hashes/'))).toBe(true);
  });

  it('the full entry does reach Node built-ins (so the walk above can see them)', () => {
    const { bare } = reach(resolve(root, 'bots/src/tools/index.ts'));
    expect([...bare].filter((b) => builtins.has(b))).toContain('node:worker_threads');
  });
});
