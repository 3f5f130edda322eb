/** @tabula/server: the multiplayer server. `startServer` is what `tabula serve` runs. */
export { startServer, type ServerOptions, type TabulaServer } from './server';
export { parseTrustProxy, trustProxyProblem, type TrustProxy } from './net/trustProxy';
export { openStore, SQLITE_FILE, type StoreConfig } from './store/open';
export { openSqliteStore } from './store/sqlite';
export { openPostgresStore } from './store/postgres';
export type { Store, StoredMatch, StoredSeat, ActionRow } from './store/store';
export { benchServer, type ServerBenchOptions, type ServerBenchResult } from './bench';
export { formatServerBench } from './benchFormat';
export { HOSTILE_KINDS, type HostileKind, type HostileReport } from './benchHostile';
export { WireClient, createMatch, joinMatch, api, ApiError } from './client';
export { autoPlay, type AutoPlayer } from './autoPlayer';
