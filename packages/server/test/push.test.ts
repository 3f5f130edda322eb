/**
 * Issue 44, Web Push: "your move" sent when a decision becomes owed in a turn-based match to a
 * seat an account holds and no tab of it is open — received by a push service of our own on
 * 127.0.0.1 that checks the VAPID signature and decrypts the message as a browser would
 * (pushEndpoint.ts). Not sent with a tab open, nor for real-time or clockless matches, nor twice
 * for one turn; a subscription the service answers 410 for is deleted; the keys survive a
 * restart; bad subscriptions are refused and change nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClockConfig, TurnPush } from '@tabula/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { PushEndpoint } from './pushEndpoint';
import { startTestServer, type TestServer } from './helpers';
import { act, call as pushCall, signUp as pushSignUp, until } from './pushClient';

let server: TestServer;
let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await PushEndpoint.start();
  server = await startTestServer({ push: { loopbackEndpoints: true, subject: 'mailto:ops@example.org' } });
});
afterAll(async () => {
  await server?.close();
  await endpoint?.close();
});

const call = (method: string, path: string, o: Parameters<typeof pushCall>[3] = {}) =>
  pushCall(server.url, method, path, o);
const signUp = (stem: string) => pushSignUp(server.url, stem);

/**
 * A 2-player Bidding Nim match: seat 0 is Ann's (held by her account), seat 1 Bob's (a guest,
 * connected throughout). Ann bids 1 and leaves the table (unless `annStays`); Bob bids 3, so he
 * takes first, then his take ends his turn and Ann owes her move at version 4.
 */
async function annOwes(annCookie: string, clock: ClockConfig | undefined, annStays = false) {
  const m = await createMatch(server.url, { game: 'nim', players: 2, ...(clock ? { clock } : {}) });
  const ann = await joinMatch(server.url, m.id, { name: 'Ann', seat: 0 });
  await call('POST', '/api/account/seats', {
    cookie: annCookie,
    body: { seats: [{ matchId: m.id, token: ann.token }] },
  });
  // Ann is at the table when Bob's join starts the match (so the start tells her nothing).
  const a = await WireClient.connect(server.url);
  await a.hello(m.id, ann.token);
  const bob = await joinMatch(server.url, m.id, { name: 'Bob', seat: 1 });
  const b = await WireClient.connect(server.url);
  await b.hello(m.id, bob.token);
  await act(a, 0, { type: 'bid', n: 1 });
  if (!annStays) {
    await a.close();
    // The server has seen the tab close.
    const live = server.service.peek(m.id)!;
    await until(() => !live.seatInfo()[0]!.connected);
  }
  await act(b, 1, { type: 'bid', n: 3 });
  await act(b, 2, { type: 'heap', heap: 0 });
  await act(b, 3, { type: 'take', n: 1 });
  await server.push.settled();
  return { id: m.id, a, b };
}

const DAY: ClockConfig = { kind: 'turn', turnMs: 24 * 3600_000 };

describe('web push: your move', () => {
  it('gives its public key and sends a signed, encrypted "your move" when no tab is open', async () => {
    const key = await call('GET', '/api/push/key');
    expect(Buffer.from(key.body.publicKey as string, 'base64url')).toHaveLength(65);
    const ann = await signUp('Ann');
    const sub = endpoint.subscribe('/ann-phone');
    expect((await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body: sub.body })).status).toBe(201);

    const { id, b } = await annOwes(ann.cookie, DAY);
    const got = endpoint.at('/ann-phone');
    expect(endpoint.rejected).toEqual([]);
    expect(got).toHaveLength(1);
    expect(got[0]!.data).toEqual({
      kind: 'turn',
      game: 'nim',
      matchId: id,
      seat: 0,
      version: 4,
      opponents: [{ name: 'Bob' }],
      path: `/m/${id}`,
    } satisfies TurnPush);
    expect(got[0]!.vapid).toEqual({ publicKey: key.body.publicKey, aud: endpoint.url, sub: 'mailto:ops@example.org' });
    expect(got[0]!.headers.ttl).toBe(String(24 * 3600));
    expect(got[0]!.headers.topic).toMatch(/^[\w-]{32}$/);
    await b.close();
  });

  it('tells a seat that owes the first decision when the last join starts the match, not the joiner', async () => {
    const ann = await signUp('Ann');
    const bob = await signUp('Bob');
    await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body: endpoint.subscribe('/ann-start').body });
    await call('POST', '/api/push/subscriptions', { cookie: bob.cookie, body: endpoint.subscribe('/bob-start').body });
    const m = await createMatch(server.url, { game: 'nim', players: 2, clock: DAY });
    const a = await joinMatch(server.url, m.id, { name: 'Ann', seat: 0 });
    await call('POST', '/api/account/seats', {
      cookie: ann.cookie,
      body: { seats: [{ matchId: m.id, token: a.token }] },
    });
    await joinMatch(server.url, m.id, { name: 'Bob', seat: 1 });
    await server.push.settled();
    // Both bid at once (Nim's N-1): Ann, away, is told; Bob, who just joined, is not.
    expect(endpoint.at('/ann-start').map((r) => (r.data as TurnPush).version)).toEqual([0]);
    expect(endpoint.at('/bob-start')).toEqual([]);
  });

  it('sends nothing while a tab of the match is open, nor for real-time or clockless matches', async () => {
    const ann = await signUp('Ann');
    await call('POST', '/api/push/subscriptions', {
      cookie: ann.cookie,
      body: endpoint.subscribe('/ann-laptop').body,
    });
    const open = await annOwes(ann.cookie, DAY, true);
    const realtime = await annOwes(ann.cookie, { kind: 'realtime', baseMs: 600_000, incrementMs: 0 });
    const none = await annOwes(ann.cookie, undefined);
    expect(endpoint.at('/ann-laptop')).toEqual([]);
    for (const x of [open.a, open.b, realtime.b, none.b]) await x.close();
  });

  it('sends one message for one owed turn, to each of the account’s browsers', async () => {
    const ann = await signUp('Ann');
    for (const path of ['/ann-a', '/ann-b'])
      await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body: endpoint.subscribe(path).body });
    const { id, b } = await annOwes(ann.cookie, DAY);
    // The same turn told again (a second hook call for that version): nothing more is sent.
    const live = server.service.peek(id)!;
    server.service.decisionsOwed!(live, [1]);
    await server.push.settled();
    expect(endpoint.at('/ann-a')).toHaveLength(1);
    expect(endpoint.at('/ann-b')).toHaveLength(1);
    await b.close();
  });

  it('deletes a subscription its push service answers 410 for', async () => {
    const ann = await signUp('Ann');
    endpoint.status.set('/ann-old', 410);
    await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body: endpoint.subscribe('/ann-old').body });
    expect(await server.store.pushSubscriptionsOf(ann.id)).toHaveLength(1);
    const gone = server.push.sender.counts.gone;
    const { b } = await annOwes(ann.cookie, DAY);
    expect(endpoint.at('/ann-old')).toHaveLength(1);
    expect(server.push.sender.counts.gone).toBe(gone + 1);
    expect(await server.store.pushSubscriptionsOf(ann.id)).toEqual([]);
    await b.close();
  });
});

describe('web push: subscriptions', () => {
  it('refuses bad subscriptions with a reason, changing nothing', async () => {
    const ann = await signUp('Ann');
    const good = endpoint.subscribe('/ann-good').body;
    const refused = async (body: unknown, why: RegExp, o: { cookie?: string; origin?: string } = {}, status = 400) => {
      const r = await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body, ...o });
      expect(r.status).toBe(status);
      expect(r.body.error).toMatch(why);
    };
    await refused({ ...good, endpoint: 'http://push.example.org/x' }, /must be an https URL/);
    await refused({ ...good, endpoint: 'https://10.0.0.1/x' }, /not an address or a local name/);
    await refused({ ...good, endpoint: 'https://localhost/x' }, /not an address or a local name/);
    await refused({ ...good, endpoint: 'https://user:pw@push.example.org/x' }, /user name or password/);
    await refused({ ...good, endpoint: 'not a url' }, /not a URL/);
    await refused({ ...good, endpoint: `https://push.example.org/${'x'.repeat(2100)}` }, /endpoint/);
    await refused({ ...good, keys: { ...good.keys, auth: 'short' } }, /keys\.auth must be 16 bytes/);
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    await refused({ ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } }, /not a point/);
    await refused(good, /sign in first/, { cookie: '' }, 401);
    await refused(good, /origin https:\/\/evil.example may not change/, { origin: 'https://evil.example' }, 403);
    expect(await server.store.pushSubscriptionsOf(ann.id)).toEqual([]);
  });

  it('keeps an account’s newest browsers, moves an endpoint to the account that subscribes it, and deletes by endpoint', async () => {
    const ann = await signUp('Ann');
    const cy = await signUp('Cy');
    const shared = endpoint.subscribe('/shared').body;
    await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body: shared });
    await call('POST', '/api/push/subscriptions', { cookie: cy.cookie, body: shared });
    expect(await server.store.pushSubscriptionsOf(ann.id)).toEqual([]);
    expect((await server.store.pushSubscriptionsOf(cy.id)).map((s) => s.endpoint)).toEqual([shared.endpoint]);
    for (let i = 0; i < 12; i++)
      await call('POST', '/api/push/subscriptions', { cookie: ann.cookie, body: endpoint.subscribe(`/many${i}`).body });
    expect(await server.store.pushSubscriptionsOf(ann.id)).toHaveLength(10);
    // Signed out, the endpoint alone stops its notices.
    expect((await call('DELETE', '/api/push/subscriptions', { body: { endpoint: shared.endpoint } })).body).toEqual({
      removed: true,
    });
    expect((await call('DELETE', '/api/push/subscriptions', { body: { endpoint: shared.endpoint } })).body).toEqual({
      removed: false,
    });
    expect((await call('DELETE', '/api/push/subscriptions', { body: {} })).status).toBe(400);
    expect(await server.store.pushSubscriptionsOf(cy.id)).toEqual([]);
  });

  it('keeps its VAPID keys across a restart on the same store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-push-'));
    try {
      const first = await startTestServer({ dataDir: dir });
      const key = first.push.publicKey;
      await first.close();
      const again = await startTestServer({ dataDir: dir });
      expect(again.push.publicKey).toBe(key);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
