// The vitest configuration Stryker uses inside its sandbox (see stryker.base.mjs at the root):
// this package's tests only, with the root config's generous timeout for the random games.
// The scenario tests run first: a mutant they kill is then not kept waiting for the random-game
// and differential tests (seconds each), which still run for every mutant that survives them.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW = /\/(random|validate|hidden|simultaneous|property|consistency|view|smoke|simulate)\.test\.ts$/;

class ScenariosFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => !SLOW.test(f.moduleId)), ...sorted.filter((f) => SLOW.test(f.moduleId))];
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    sequence: { sequencer: ScenariosFirst },
  },
});
