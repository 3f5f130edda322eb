// The vitest configuration Stryker uses inside its sandbox (stryker.base.mjs points every package
// here). Stryker starts its test runner in the sandbox copy of the package (`process.cwd()`), so
// that is the root: the package's own tests run against the instrumented copy of its sources.
//
// Order: the scenario tests first, then the slow random-game and differential tests, cheapest
// first. Stryker stops at the first failing test (bail), so a mutant a scenario test kills is not
// kept waiting for the slow ones; a mutant that survives still runs every test that covers it.
//
// `isolate: false`: the test files of one run share their imports instead of importing the rules
// and the map again for each file (measured: the scenario tests twice as fast). Every mutant run
// still starts a fresh worker, so each mutant's modules are loaded anew — a mutant in code that
// runs at import ("static") is still loaded with that mutant active. See docs/mutation.md.
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** Slow test files, cheapest first; every other file is a scenario test and runs before them. */
const SLOW = [
  'smoke',
  'undo',
  'simultaneous',
  'hidden',
  'view',
  'validate',
  'simulate',
  'random',
  'consistency',
  'property',
];

/** @param {{ moduleId: string }} f */
const slowRank = (f) => SLOW.findIndex((name) => f.moduleId.endsWith(`/${name}.test.ts`));

class ScenariosFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    const slow = sorted.filter((f) => slowRank(f) >= 0).sort((a, b) => slowRank(a) - slowRank(b));
    return [...sorted.filter((f) => slowRank(f) < 0), ...slow];
  }
}

export default defineConfig({
  root: process.cwd(),
  test: {
    include: ['test/**/*.test.ts'],
    // The random games with Stryker's coverage counters took over 60 s on the loaded 2-core machine
    // and failed the dry run; a mutant's run is timed by Stryker (stryker.base.mjs), not by this.
    testTimeout: 300_000,
    isolate: false,
    sequence: { sequencer: ScenariosFirst },
  },
});
