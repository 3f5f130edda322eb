/**
 * Issue 26, throughput: what one connection is sent in one run of the server's event loop leaves
 * together (outbox.ts) — as one frame holding every message in order for a client that connected
 * to `/ws?batch=1`, as the usual one-message frames for one that did not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { ServerFrame, ServerMessage } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** A 2-seat Nim match (both seats bid at once) with seat 0 greeted on a client connected as `batch` says. */
async function greetedSeat(batch: boolean) {
  const info = await createMatch(server.url, { game: 'nim', players: 2 });
  const j0 = await joinMatch(server.url, info.id, { name: 'a' });
  await joinMatch(server.url, info.id, { name: 'b' });
  const client = await WireClient.connect(server.url, { batch });
  const { update } = await client.hello(info.id, j0.token);
  return { client, update };
}

/** Acts with a ref and returns the raw frames received until its ack, each parsed. */
async function framesOfAct(client: WireClient, version: number, action: unknown): Promise<ServerFrame[]> {
  const from = client.raw.length;
  const ack = client.next('ack');
  client.send({ t: 'act', version, action: action as Record<string, unknown>, ref: 'r1' });
  await ack;
  return client.raw.slice(from).map((text) => JSON.parse(text) as ServerFrame);
}

describe('one frame per burst (issue 26)', () => {
  it('a batch client gets its update and the ack that follows it as one frame, in that order', async () => {
    const { client, update } = await greetedSeat(true);
    const frames = await framesOfAct(client, update.version, update.legal[0]);
    expect(frames).toHaveLength(1);
    const burst = frames[0] as ServerMessage[];
    expect(Array.isArray(burst)).toBe(true);
    expect(burst.map((m) => m.t)).toEqual(['update', 'ack']);
    const [u, a] = burst as [Extract<ServerMessage, { t: 'update' }>, Extract<ServerMessage, { t: 'ack' }>];
    expect(a).toEqual({ t: 'ack', ref: 'r1', version: u.version });
    expect(u.events.at(-1)).toMatchObject({ version: u.version, seat: 0 });
    await client.close();
  });

  it('a client that did not ask gets the same messages one frame each, in the same order', async () => {
    const { client, update } = await greetedSeat(false);
    const frames = await framesOfAct(client, update.version, update.legal[0]);
    expect(frames.map((f) => (Array.isArray(f) ? 'array' : f.t))).toEqual(['update', 'ack']);
    await client.close();
  });

  it('a refusal and the update that follows it come as one frame too', async () => {
    const { client, update } = await greetedSeat(true);
    const from = client.raw.length;
    const refused = client.next('error');
    const fresh = client.next('update');
    client.send({ t: 'act', version: update.version + 5, action: update.legal[0] as Record<string, unknown>, ref: 7 });
    expect(await refused).toMatchObject({ code: 'stale', ref: 7 });
    await fresh;
    const frames = client.raw.slice(from).map((text) => JSON.parse(text) as ServerFrame);
    expect(frames).toHaveLength(1);
    expect((frames[0] as ServerMessage[]).map((m) => m.t)).toEqual(['error', 'update']);
    await client.close();
  });
});
