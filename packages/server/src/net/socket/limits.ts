/** What one WebSocket connection may do, and how its frames are written (issue 20, point 4; issue 41). */
import type { Corkable } from '../outbox';

export interface ConnectionLimits {
  /** Messages per second allowed on average per connection. */
  perSecond: number;
  burst: number;
  /** Bytes queued to a client that does not read before it is dropped (it may reconnect and resume). */
  maxBuffered: number;
  /** A connection that has not greeted a match (a valid hello) by then is closed (1008). */
  helloMs: number;
  /**
   * The server pings every connection this often (WebSocket ping frames, answered by every
   * client library and browser); one that has not answered the previous ping is a dead peer and
   * is dropped. It may reconnect and resume.
   */
  heartbeatMs: number;
  /**
   * Bytes of greeting answers (welcome, update, talk) per second per connection, in bursts of
   * `helloBurstBytes` (greetingBudget.ts, issue 41 point 4: a hopping connection was an amplifier).
   */
  helloBytesPerSecond: number;
  helloBurstBytes: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  perSecond: 200,
  burst: 400,
  maxBuffered: 8 * 1024 * 1024,
  helloMs: 10_000,
  heartbeatMs: 30_000,
  helloBytesPerSecond: 64 * 1024,
  helloBurstBytes: 256 * 1024,
};

/** How a connection's frames are written (outbox.ts): batched for clients that asked, its socket to cork; views as patches for clients that asked. */
export interface FrameOptions {
  batch?: boolean;
  /** The client reads views as patches (`/ws?patch=1`, messages.ts). */
  patch?: boolean;
  /** The client is sent every version as its own update (`/ws?steps=1`, fanout.ts). */
  steps?: boolean;
  socket?: Corkable;
  /** The client's address for per-address limits; null or absent when they do not apply (loopback, addressLimits.ts). */
  address?: string | null;
  /** The account whose session cookie came with the upgrade (issue 44), null without one. */
  account?: string | null;
}
