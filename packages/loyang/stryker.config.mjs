// `npm run mutate -- loyang`. describe.ts and explain.ts only build texts (action labels, refusal
// reasons) and types.ts holds types only: left out of the measurement.
//
// data.ts is measured only in its functions (the line ranges below: `vegIndex`, `pathValue`,
// `card`, `helperInfo`, `fieldSpaces`, `fieldAllowed`, `fieldAllows`,
// `isCommonField` — the lookups the rules call, hostile ids included). The rest of the file runs
// once at import: it copies the printed tables out of data/cards.json (which Stryker does not
// mutate) and builds the cards' display names. Each mutant there is "static" and would run the
// whole suite; the tables themselves are checked against the printed numbers by phases.test.ts
// (L-1.2, L-2.3–L-2.5) and ids.test.ts (L-1.1, L-2.1). Keep the ranges in step with data.ts.
import { strykerConfig } from '../../stryker.base.mjs';

export default strykerConfig({
  pkg: 'loyang',
  mutate: [
    'src/**/*.ts',
    '!src/describe.ts',
    '!src/explain.ts',
    '!src/types.ts',
    '!src/data.ts',
    'src/data.ts:16-18',
    'src/data.ts:112-114',
    'src/data.ts:190-197',
    'src/data.ts:204-208',
    'src/data.ts:213-229',
  ],
});
