// `npm run mutate -- hansa`. describe.ts only builds action labels: left out of the measurement.
import { strykerConfig } from '../../stryker.base.mjs';

export default strykerConfig({
  pkg: 'hansa',
  mutate: ['src/**/*.ts', '!src/describe.ts'],
});
