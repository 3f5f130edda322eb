// Bootstrap for a bench thread: worker threads start as plain Node, so register tsx (as the CLI's
// bin does) before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
