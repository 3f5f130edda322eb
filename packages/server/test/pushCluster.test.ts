/**
 * Issue 44, Web Push on several instances (one PostgreSQL schema, one Redis; two servers in this
 * process): both sign with the one VAPID key kept in the store; "your move" is sent once, by the
 * instance that stored the move; and a tab of the match open on the other instance counts as
 * open. Skipped without TABULA_TEST_PG_URL or a redis-server binary, as the cluster suites are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { TabulaServer } from '../src/server';
import { missing, TestRedis } from './clusterSetup';
import { type Site, startSite } from './siteSetup';
import { PushEndpoint } from './pushEndpoint';
import { act, call, signUp, until } from './pushClient';

describe.skipIf(missing !== null)('web push on several instances', () => {
  let redis: TestRedis;
  let endpoint: PushEndpoint;
  let site: Site;
  let a: TabulaServer;
  let b: TabulaServer;

  beforeAll(async () => {
    redis = await TestRedis.start();
    endpoint = await PushEndpoint.start();
    site = await startSite(2, 'push', {
      redisUrl: redis.url,
      push: { loopbackEndpoints: true },
      // Presence repeated every second (10 ticks): a notice waits 1.5 s for it, not 15 s.
      cluster: { tickMs: 100 },
    });
    [a, b] = site.servers as [TabulaServer, TabulaServer];
  });
  afterAll(async () => {
    await site?.close();
    await redis?.kill();
    await endpoint?.close();
  });

  /**
   * Ann (seat 0, her account, her tab on A) and Bob (seat 1, on B) in a turn-based Nim match; Ann
   * bids 1 and closes her tab unless `annStays`; Bob bids 3 and plays his turn out on B, so Ann
   * owes her move.
   */
  async function annOwes(annCookie: string, annStays: boolean) {
    const m = await createMatch(a.url, { game: 'nim', players: 2, clock: { kind: 'turn', turnMs: 24 * 3600_000 } });
    const ann = await joinMatch(a.url, m.id, { name: 'Ann', seat: 0 });
    await call(a.url, 'POST', '/api/account/seats', {
      cookie: annCookie,
      body: { seats: [{ matchId: m.id, token: ann.token }] },
    });
    const annTab = await WireClient.connect(a.url);
    await annTab.hello(m.id, ann.token);
    const bob = await joinMatch(b.url, m.id, { name: 'Bob', seat: 1 });
    const bobTab = await WireClient.connect(b.url);
    await bobTab.hello(m.id, bob.token);
    // A has heard of Bob's join on B: the match runs there too.
    await until(() => a.service.peek(m.id)?.status === 'running');
    await act(annTab, 0, { type: 'bid', n: 1 });
    if (!annStays) await annTab.close();
    // B has heard where Ann is (presence over Redis).
    const onB = b.service.peek(m.id)!;
    await until(() => onB.seatInfo()[0]!.connected === annStays && onB.version === 1);
    await act(bobTab, 1, { type: 'bid', n: 3 });
    await act(bobTab, 2, { type: 'heap', heap: 0 });
    await act(bobTab, 3, { type: 'take', n: 1 });
    await Promise.all([a.push.settled(), b.push.settled()]);
    for (const tab of [annTab, bobTab]) await tab.close();
  }

  it('keeps one key for the site, and the instance that stored the move sends it, once', async () => {
    expect(a.push.publicKey).toBe(b.push.publicKey);
    const ann = await signUp(a.url, 'Ann');
    await call(b.url, 'POST', '/api/push/subscriptions', {
      cookie: ann.cookie,
      body: endpoint.subscribe('/ann').body,
    });
    const sentBefore = [a.push.sender.counts.sent, b.push.sender.counts.sent];
    await annOwes(ann.cookie, false);
    expect(endpoint.rejected).toEqual([]);
    expect(endpoint.at('/ann').map((r) => [r.vapid.publicKey, (r.data as { version: number }).version])).toEqual([
      [a.push.publicKey, 4],
    ]);
    expect([a.push.sender.counts.sent - sentBefore[0]!, b.push.sender.counts.sent - sentBefore[1]!]).toEqual([0, 1]);
  });

  it('counts a tab open on another instance as open', async () => {
    const ann = await signUp(a.url, 'Ann');
    await call(a.url, 'POST', '/api/push/subscriptions', {
      cookie: ann.cookie,
      body: endpoint.subscribe('/ann-open').body,
    });
    await annOwes(ann.cookie, true);
    expect(endpoint.at('/ann-open')).toEqual([]);
  });
});
