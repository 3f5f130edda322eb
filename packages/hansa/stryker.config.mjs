// `npm run mutate -- hansa`. describe.ts only builds action labels: left out of the measurement.
// map.ts builds the board's tables once, when the module is imported: Stryker's vitest runner
// switches a mutant on after that import, so none of its mutants can be killed or survive for
// real (a mutant that crashes the import fails every test when applied by hand, yet was reported
// as survived). Its tables are checked against map.json by test/board.test.ts instead.
import { strykerConfig } from '../../stryker.base.mjs';

export default strykerConfig({
  pkg: 'hansa',
  mutate: ['src/**/*.ts', '!src/describe.ts', '!src/map.ts'],
});
