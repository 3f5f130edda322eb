// `npm run mutate -- loyang`. describe.ts and explain.ts only build texts (action labels, refusal
// reasons) and types.ts holds types only: left out of the measurement.
import { strykerConfig } from '../../stryker.base.mjs';

export default strykerConfig({
  pkg: 'loyang',
  mutate: ['src/**/*.ts', '!src/describe.ts', '!src/explain.ts', '!src/types.ts'],
});
