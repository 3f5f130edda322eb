/**
 * @tabula/server: the multiplayer server. `startServer` is what `tabula serve` runs. The load-test
 * tools (`tabula bench server`, the Node client) are not part of it: `@tabula/server/bench`.
 */
export { startServer, type ServerOptions, type TabulaServer } from './server';
export { vapidSubjectProblem } from './push/vapid';
export { parseTrustProxy, trustProxyProblem, type TrustProxy } from './net/trustProxy';
export { openStore, SQLITE_FILE, type StoreConfig } from './store/open';
export { openSqliteStore } from './store/sqlite';
export { openPostgresStore } from './store/postgres';
export { rebuildRatings } from './rating/rebuild';
export type { Store, StoredMatch, StoredSeat, ActionRow } from './store/store';
