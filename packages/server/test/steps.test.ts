/**
 * Issue 45: a client that connected with `/ws?steps=1` (the web client) is sent every version of
 * another seat's burst of moves as its own update, even while its seat is idle, so the table can
 * show a bot's turn one move at a time; without it the idle seat's updates of a burst are merged.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerMessage } from '@tabula/wire';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it('sends an idle seat that asked for steps every version of a bot’s turn, in order', async () => {
  const info = await createMatch(server.url, { game: 'hansa', players: 2, seats: [{}, { bot: 'heuristic' }] });
  const j0 = await joinMatch(server.url, info.id, { name: 'Ann' });
  const client = await WireClient.connect(server.url, { steps: true });
  const { update } = await client.hello(info.id, j0.token);
  const versions: number[] = [];
  client.onMessage((m: ServerMessage) => m.t === 'update' && versions.push(m.version));
  // Ann places the pawn (H-14.4); the bot then plays its whole first turn at once.
  client.send({ t: 'act', version: update.version, action: update.legal[0] as Record<string, unknown> });
  await client.next('update', (m) => m.legal.length > 0 && m.version > update.version + 1, 20_000);
  expect(versions.length).toBeGreaterThan(3);
  expect(versions).toEqual(versions.map((_, i) => update.version + 1 + i));
  await client.close();
});
