/**
 * @tabula/server/bench: load against a running server (`tabula bench server`), its report, the
 * hostile patterns, and the small Node client and random player they use (also used by tests).
 * Kept apart from the server's runtime API (issue 43).
 */
export { benchServer, type ServerBenchOptions, type ServerBenchResult } from './bench';
export { formatServerBench } from './format';
export { HOSTILE_KINDS, type HostileKind, type HostileReport } from './hostile';
export { WireClient, createMatch, joinMatch, api, ApiError } from './client';
export { autoPlay, type AutoPlayer } from './autoPlayer';
export {
  benchConnections,
  type ConnectionBenchOptions,
  type ConnectionBenchResult,
} from './connections/bench';
export { formatConnectionBench } from './connections/result';
export { benchSeeks, formatSeekBench, type SeekBenchResult } from './seeks';
export { benchSignins, type SignInBenchOptions } from './signins/bench';
export { formatSignInBench, type SignInBenchResult } from './signins/result';
export { startServerChild, type ServerChild } from './signins/serverChild';
