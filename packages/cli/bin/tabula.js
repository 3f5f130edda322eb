#!/usr/bin/env node
// The tabula command runs its TypeScript sources through tsx: no build step stands between a
// clean clone's `npm ci` and `npx tabula`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
