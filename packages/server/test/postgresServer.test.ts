/**
 * The server on PostgreSQL end to end: a person against a bot, over the wire, then the record
 * read back and replayed. Needs TABULA_TEST_PG_URL (CI sets it); skipped with a message otherwise.
 */
import { type GameRecord, replay } from '@tabula/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { autoPlay } from '../src/bench/autoPlayer';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import { startServer, type TabulaServer } from '../src/server';
import { openPostgresStore } from '../src/store/postgres';
import type { MatchInfo } from '@tabula/wire';
import { dropSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;
if (!PG_URL)
  console.warn('\n*** TABULA_TEST_PG_URL is not set: the server-on-PostgreSQL test is SKIPPED (CI sets it) ***\n');
const schema = `s_${process.pid}_${Date.now()}`;
let server: TabulaServer | undefined;

beforeAll(async () => {
  if (!PG_URL) return;
  server = await startServer({
    port: 0,
    webDir: null,
    botThreads: 1,
    store: await openPostgresStore(PG_URL, { schema }),
  });
});
afterAll(async () => {
  await server?.close();
  if (!PG_URL) return;
  await dropSchema(schema);
});

it.skipIf(!PG_URL)('a whole game against a bot, stored in PostgreSQL', async () => {
  const url = server!.url;
  expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true, store: 'postgres' });
  const m = await createMatch(url, { game: 'nim', players: 2, seats: [{}, { bot: 'random' }] });
  const j = await joinMatch(url, m.id, { name: 'Ada' });
  const c = await WireClient.connect(url);
  const { update } = await c.hello(m.id, j.token);
  const final = await autoPlay(c, 0, { initial: update, game: serverGames.nim }).done;
  const info = await api<MatchInfo>(url, 'GET', `/api/matches/${m.id}`);
  expect(info.status).toBe('finished');
  const record = await api<GameRecord>(url, 'GET', `/api/matches/${m.id}/record`);
  expect(record.actions.length).toBe(info.version);
  expect(serverGames.nim!.outcome(replay(serverGames.nim!, record))).toEqual(final.outcome);
  await c.close();
});
