/** Quotas (issue 41): buckets by key, refilled over time, shared by instances through Redis. */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryQuotas, RedisQuotas, retryIn } from '../src/limits/quota';
import { TestRedis } from './clusterSetup';

const rule = { burst: 3, perSecond: 1 };

describe('MemoryQuotas', () => {
  it('takes a burst, refuses with the wait, refills with time', async () => {
    let now = 0;
    const q = new MemoryQuotas(() => now);
    expect([await q.take('a', rule), await q.take('a', rule), await q.take('a', rule)]).toEqual([0, 0, 0]);
    expect(await q.take('a', rule)).toBe(1000);
    // Another key has its own bucket.
    expect(await q.take('b', rule)).toBe(0);
    now = 1_000;
    expect(await q.take('a', rule)).toBe(0);
    expect(await q.take('a', rule)).toBeGreaterThan(0);
    expect(retryIn(1_500)).toBe('in 2 s');
  });

  it('a cost over what is left is refused and takes nothing', () => {
    const q = new MemoryQuotas(() => 0);
    expect(q.takeNow('k', rule, 2)).toBe(0);
    expect(q.takeNow('k', rule, 2)).toBe(1000);
    expect(q.takeNow('k', rule, 1)).toBe(0);
  });
});

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasRedis)('RedisQuotas', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await TestRedis.start();
  });
  afterAll(async () => {
    await redis.kill();
  });

  it('two instances share one bucket: the limit is counted once for the cluster', async () => {
    const a = new RedisQuotas(redis.url);
    const b = new RedisQuotas(redis.url);
    await Promise.all([a.start(), b.start()]);
    const key = `shared-${Date.now()}`;
    const got = [await a.take(key, rule), await b.take(key, rule), await a.take(key, rule), await b.take(key, rule)];
    expect(got.slice(0, 3)).toEqual([0, 0, 0]);
    expect(got[3]).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close()]);
  });

  it('counts locally while Redis is down, never without a limit', async () => {
    const q = new RedisQuotas('redis://127.0.0.1:1');
    await q.start(200);
    const key = 'down';
    expect([await q.take(key, rule), await q.take(key, rule), await q.take(key, rule)]).toEqual([0, 0, 0]);
    expect(await q.take(key, rule)).toBeGreaterThan(0);
    await q.close();
  });
});
