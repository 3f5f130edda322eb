// Shared StrykerJS settings for the per-package configs (packages/<pkg>/stryker.config.mjs).
// Mutation testing is a measurement, not part of CI: `npm run mutate -- loyang` (or hansa, engine),
// optionally followed by Stryker flags, e.g. `npm run mutate -- loyang --mutate src/rules.ts`.
// See docs/mutation.md for the scores and how to read them.
import { fileURLToPath } from 'node:url';

/**
 * @param {object} o
 * @param {string} o.pkg  the package folder name under packages/
 * @param {string[]} o.mutate  globs (relative to the package) of the files to mutate
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig({ pkg, mutate }) {
  return {
    $schema: '../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    packageManager: 'npm',
    testRunner: 'vitest',
    // One vitest configuration for every package (see the file): an absolute path, since Stryker
    // runs the tests inside a sandbox copy of the package.
    vitest: { configFile: fileURLToPath(new URL('./vitest.stryker.config.mjs', import.meta.url)) },
    plugins: ['@stryker-mutator/*', fileURLToPath(new URL('./stryker.ignorers.mjs', import.meta.url))],
    ignorers: ['log-events'],
    checkers: ['typescript'],
    tsconfigFile: 'tsconfig.stryker.json',
    typescriptChecker: { prioritizePerformanceOverAccuracy: true },
    coverageAnalysis: 'perTest',
    mutate,
    // One core stays free on a 2-core machine.
    concurrency: 1,
    // Re-runs test only the mutants whose code or covering tests changed. The file is committed,
    // so a fresh clone starts from the last measurement.
    incremental: true,
    incrementalFile: 'stryker-incremental.json',
    // A timeout counts as killed, so it must mean an endless mutant, not a busy machine: Stryker's
    // defaults (1.5 × the covering tests' time in the dry run + 5 s) turned surviving mutants into
    // "timeouts" when the load of the shared 2-core machine rose during a run. An endless loop is
    // usually stopped sooner anyway, by Stryker's hit limit (a mutant run executing mutated code
    // far more often than the dry run did).
    timeoutMS: 15_000,
    timeoutFactor: 3,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${pkg}.html` },
    jsonReporter: { fileName: `reports/mutation/${pkg}.json` },
    clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    thresholds: { high: 90, low: 80, break: null },
  };
}
