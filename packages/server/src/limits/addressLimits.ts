/**
 * Limits per client address (issue 20, point 4): open WebSockets at once, and matches created per
 * minute. One client opened 8,000 sockets and created thousands of matches before; now the
 * excess is refused with 429 and a message saying which limit and how to raise it.
 *
 * The address is the TCP peer's, or — only when a trusted proxy is configured (`--trust-proxy`,
 * fastify's `trustProxy`) — the client named in its `X-Forwarded-For`. Loopback clients are not
 * limited unless a proxy is trusted: on a bare server they are this machine's own users (the
 * bench, the CLI); behind a proxy on this machine every client would look like loopback, which is
 * why a proxy must be declared.
 */
import { MemoryQuotas } from './quota';

export interface AddressLimitOptions {
  /** Open WebSockets per address (default 64). */
  connections: number;
  /** Matches created per address per minute, in bursts of as many (default 30). */
  createsPerMinute: number;
  /** Limit loopback clients too (default: only when a proxy is trusted). */
  limitLoopback: boolean;
}

export const DEFAULT_ADDRESS_LIMITS: Omit<AddressLimitOptions, 'limitLoopback'> = {
  connections: 64,
  createsPerMinute: 30,
};

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export class AddressLimits {
  private readonly open = new Map<string, number>();
  /** Creations per address, one instance's (quota.ts forgets refilled buckets). */
  private readonly creates = new MemoryQuotas();

  constructor(private readonly o: AddressLimitOptions) {}

  /** Whether the address is exempt from every per-address limit (readLimits.ts and connection.ts follow the same rule). */
  exempt(address: string): boolean {
    return !this.o.limitLoopback && LOOPBACK.test(address);
  }

  /** The address as per-address limits count it (issue 41, item 6: bot matches), or null when they exempt it. */
  counted(address: string): string | null {
    return this.exempt(address) ? null : address;
  }

  /** Takes a connection slot for the address; the reason it is refused, or null. Call `release` on close. */
  connect(address: string): string | null {
    const n = this.open.get(address) ?? 0;
    if (!this.exempt(address) && n >= this.o.connections)
      return `too many open connections from ${address}: at most ${this.o.connections} (the server's --limit-connections)`;
    this.open.set(address, n + 1);
    return null;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }

  /** Counts a match creation; the reason it is refused, or null. */
  create(address: string): string | null {
    if (this.exempt(address)) return null;
    const rule = { burst: this.o.createsPerMinute, perSecond: this.o.createsPerMinute / 60 };
    return this.creates.takeNow(address, rule) === 0
      ? null
      : `too many matches created from ${address}: at most ${this.o.createsPerMinute} a minute (the server's --limit-creates)`;
  }
}
