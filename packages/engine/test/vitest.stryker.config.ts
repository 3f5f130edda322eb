// The vitest configuration Stryker uses inside its sandbox (see stryker.base.mjs at the root):
// this package's tests only, with the root config's generous timeout for the random games.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
