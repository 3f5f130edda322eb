/**
 * Quotas that follow the person, not the socket (issue 41): token buckets keyed by what they
 * limit — a client address, a match, a seat — so reconnecting, opening more sockets or moving to
 * another instance does not refill them. One interface, two stores:
 * - `MemoryQuotas`: one instance (the default);
 * - `RedisQuotas`: several instances behind one address (`--redis-url`): every bucket lives in
 *   Redis, so a limit is counted once for the cluster, not once per instance. While Redis cannot
 *   be reached, each instance counts on its own (a limit per instance, never none).
 *
 * `take` answers 0 when the cost is taken, else how many ms until it could be (for `Retry-After`
 * and for wording a refusal). A refused take takes nothing.
 */
import { createClient } from 'redis';

export interface QuotaRule {
  /** Bucket size: this many at once. */
  burst: number;
  /** Refill rate, per second. */
  perSecond: number;
}

export interface Quotas {
  /** Takes `cost` (default 1) from the bucket `key` under `rule`: 0 if taken, else ms to wait. */
  take(key: string, rule: QuotaRule, cost?: number): Promise<number>;
  close?(): Promise<void>;
}

/** Buckets kept before refilled ones are forgotten (a full bucket owes nothing). */
const MAX_BUCKETS = 50_000;

interface Bucket {
  tokens: number;
  at: number;
  rule: QuotaRule;
}

/** One instance's buckets. `now` is injectable (tests). */
export class MemoryQuotas implements Quotas {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  async take(key: string, rule: QuotaRule, cost = 1): Promise<number> {
    return this.takeNow(key, rule, cost);
  }

  /** `take` without a promise, for callers on a synchronous path. */
  takeNow(key: string, rule: QuotaRule, cost = 1): number {
    const now = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= MAX_BUCKETS) this.prune(now);
      b = { tokens: rule.burst, at: now, rule };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(rule.burst, b.tokens + ((now - b.at) / 1000) * rule.perSecond);
    b.at = now;
    if (b.tokens >= cost) {
      b.tokens -= cost;
      return 0;
    }
    return Math.max(1, Math.ceil(((cost - b.tokens) / rule.perSecond) * 1000));
  }

  private prune(now: number): void {
    for (const [k, b] of this.buckets)
      if (b.tokens + ((now - b.at) / 1000) * b.rule.perSecond >= b.rule.burst) this.buckets.delete(k);
    // Still full of owing buckets (an attack with many keys): forget the oldest half.
    if (this.buckets.size >= MAX_BUCKETS) {
      let n = this.buckets.size / 2;
      for (const k of this.buckets.keys()) {
        if (n-- <= 0) break;
        this.buckets.delete(k);
      }
    }
  }
}

/**
 * The same bucket in Redis, updated atomically by one script; time is Redis's own (`TIME`), so
 * instances with skewed clocks agree. The key expires once the bucket would be full again.
 */
const TAKE = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2]) / 1000
local cost = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local v = redis.call('HMGET', KEYS[1], 'n', 'at')
local tokens = tonumber(v[1]) or burst
local at = tonumber(v[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
local wait = 0
if tokens >= cost then tokens = tokens - cost else wait = math.max(1, math.ceil((cost - tokens) / rate)) end
redis.call('HSET', KEYS[1], 'n', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate) + 1000)
return wait
`;

/** Reconnect quickly (Redis restarted): 50 ms, doubling, at most 1 s apart. */
const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** retries, 1_000);

export class RedisQuotas implements Quotas {
  private readonly client: ReturnType<typeof createClient>;
  /** Counts here while Redis cannot be reached. */
  private readonly local = new MemoryQuotas();

  constructor(url: string) {
    // Fails at once while Redis is down (the local count takes over), never queues.
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy, connectTimeout: 2_000 },
    });
    this.client.on('error', () => undefined);
  }

  async start(waitMs = 5_000): Promise<void> {
    const connected = this.client.connect().catch(() => undefined);
    await Promise.race([connected, new Promise((r) => setTimeout(r, waitMs).unref())]);
  }

  async take(key: string, rule: QuotaRule, cost = 1): Promise<number> {
    if (!this.client.isReady) return this.local.takeNow(key, rule, cost);
    try {
      const wait = await this.client.eval(TAKE, {
        keys: [`tabula:q:${key}`],
        arguments: [String(rule.burst), String(rule.perSecond), String(cost)],
      });
      return Number(wait);
    } catch {
      return this.local.takeNow(key, rule, cost);
    }
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close().catch(() => this.client.destroy());
  }
}

/** "in 3 s" / "in 2 min": when a refused take could succeed, for refusal messages. */
export function retryIn(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `in ${s} s` : `in ${Math.ceil(s / 60)} min`;
}
