// Bootstrap for a bot thread: worker threads start as plain Node, so register tsx (as the CLI's
// bin does) before loading the TypeScript worker. Works the same under vitest and `tabula serve`.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
