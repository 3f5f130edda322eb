/**
 * The import rules (.dependency-cruiser.cjs, issue 43) fail when they should: a small workspace
 * built in a temporary folder breaks each rule once and the check names every rule, while the
 * same workspace without the violations passes. The real tree is checked by `npm run deps:check`
 * (part of `npm test`), not here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = join(root, '.dependency-cruiser.cjs');
const ruleNames: string[] = createRequire(import.meta.url)(config).forbidden.map((r: { name: string }) => r.name);
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const PACKAGES = ['engine', 'loyang', 'hansa', 'bots', 'wire', 'server', 'web', 'cli'];

type Files = Record<string, string>;
const made: string[] = [];

/** A workspace like the real one: packages/<name> with `exports`, linked from node_modules/@tabula. */
function workspace(files: Files): string {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-import-rules-'));
  made.push(dir);
  for (const name of PACKAGES) {
    const manifest = { name: `@tabula/${name}`, type: 'module', exports: { '.': './src/index.ts' } };
    write(dir, `packages/${name}/package.json`, JSON.stringify(manifest));
    write(dir, `packages/${name}/src/index.ts`, `export const ${name} = 1;\n`);
    mkdirSync(join(dir, 'node_modules/@tabula'), { recursive: true });
    symlinkSync(`../../packages/${name}`, join(dir, `node_modules/@tabula/${name}`), 'dir');
  }
  for (const [path, text] of Object.entries(files)) write(dir, path, text);
  return dir;
}

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** `npm run deps:check` on that workspace: its exit code and the rule of each violation it prints. */
function check(dir: string): { status: number | null; output: string; rules: string[] } {
  // CI=true makes dependency-cruiser's reporter colour its text even into a pipe: ask for none, and strip any left.
  const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  const run = spawnSync(process.execPath, [depcruise, '--config', config, 'packages'], {
    cwd: dir,
    encoding: 'utf8',
    env,
  });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every colour code.
  const output = run.stdout.replace(/\x1b\[[0-9;]*m/g, '');
  const rules = [...output.matchAll(/^ {2}error ([a-z-]+):/gm)].map((m) => m[1] as string);
  return { status: run.status, output, rules };
}

/** Imports every rule allows: the layering of issue 43, and the two places allowed to start a server. */
const allowed: Files = {
  'packages/loyang/src/game.ts': "import { engine } from '@tabula/engine';\nexport const game = engine;\n",
  'packages/bots/src/bot.ts':
    "import { loyang } from '@tabula/loyang';\nimport { hansa } from '@tabula/hansa';\nexport const bot = [loyang, hansa];\n",
  'packages/wire/src/games.ts': "import { loyang } from '@tabula/loyang';\nexport const games = [loyang];\n",
  'packages/server/src/serve.ts':
    "import { wire } from '@tabula/wire';\nimport { bots } from '@tabula/bots';\nexport const s = [wire, bots];\n",
  'packages/web/src/app.ts': "import { wire } from '@tabula/wire';\nexport const app = wire;\n",
  'packages/web/test/e2e/site.ts': "import { server } from '@tabula/server';\nexport const site = server;\n",
  'packages/cli/src/commands/server.ts': "import { server } from '@tabula/server';\nexport const serve = server;\n",
  'packages/engine/src/hash.ts': "import { sha256 } from '@noble/hashes/sha2.js';\nexport const hash = sha256;\n",
  'node_modules/@noble/hashes/package.json': JSON.stringify({
    name: '@noble/hashes',
    exports: { './sha2.js': './sha2.js' },
  }),
  'node_modules/@noble/hashes/sha2.js': 'export const sha256 = 1;\n',
};

/** One import per rule that breaks it (the comment says which). */
const violations: Files = {
  // no-circular
  'packages/loyang/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
  'packages/loyang/src/b.ts': "import type { a } from './a';\nexport const b: typeof a = 1;\n",
  // not-to-unresolvable
  'packages/hansa/src/lost.ts': "import { x } from './missing';\nexport const lost = x;\n",
  // no-relative-path-into-another-package
  'packages/bots/src/deep.ts': "import { loyang } from '../../loyang/src/index';\nexport const deep = loyang;\n",
  // engine-imports-only-itself
  'packages/engine/src/fs.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  // engine-imports-no-other-package
  'packages/engine/test/game.test.ts': "import { loyang } from '@tabula/loyang';\nexport const t = loyang;\n",
  // no-game-imports-another-game
  'packages/hansa/src/other.ts': "import { loyang } from '@tabula/loyang';\nexport const other = loyang;\n",
  // games-import-nothing-above-them
  'packages/loyang/src/up.ts': "import { wire } from '@tabula/wire';\nexport const up = wire;\n",
  // bots-import-no-server-web-cli
  'packages/bots/src/up.ts': "import { server } from '@tabula/server';\nexport const up = server;\n",
  // wire-imports-no-server-web-cli-bots
  'packages/wire/src/up.ts': "import { bots } from '@tabula/bots';\nexport const up = bots;\n",
  // web-imports-no-server
  'packages/web/src/server.ts': "import { server } from '@tabula/server';\nexport const s = server;\n",
  // cli-imports-no-server
  'packages/cli/src/main.ts': "import { server } from '@tabula/server';\nexport const main = server;\n",
  // server-imports-no-web-cli
  'packages/server/src/up.ts': "import { cli } from '@tabula/cli';\nexport const up = cli;\n",
  // packages-import-no-studies
  'packages/server/src/study.ts': "import { study } from '../../../studies/train';\nexport const s = study;\n",
  'studies/train.ts': 'export const study = 1;\n',
};

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('import rules', () => {
  it('pass on a workspace whose imports all point down', () => {
    const { status, output, rules } = check(workspace(allowed));
    expect(rules).toEqual([]);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('fail on a circle or a forbidden import, each rule naming its own', () => {
    const { status, output, rules } = check(workspace({ ...allowed, ...violations }));
    expect(status).toBe(rules.length);
    expect([...new Set(rules)].sort()).toEqual([...ruleNames].sort());
    expect(output).toContain('error no-circular: packages/loyang/src/a.ts → \n      packages/loyang/src/b.ts →');
    expect(output).toContain('error web-imports-no-server: packages/web/src/server.ts → packages/server/src/index.ts');
    expect(output).toContain('error cli-imports-no-server: packages/cli/src/main.ts → packages/server/src/index.ts');
    expect(output).not.toContain('packages/web/test/e2e/');
    expect(output).not.toContain('packages/cli/src/commands/server.ts');
  });
});
