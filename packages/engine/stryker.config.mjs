// `npm run mutate -- engine`.
import { strykerConfig } from '../../stryker.base.mjs';

export default strykerConfig({
  pkg: 'engine',
  mutate: ['src/**/*.ts'],
});
