/**
 * Issue 44: a seat handed to a signed-in person is the account's at once — creating, joining and
 * asking for a rematch with the session cookie — so "My matches" lists it on any device and a rated
 * match counts it without the page having to claim it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fresh, sent } from './accountCalls';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const call = caller(() => server.url);

async function signUp(stem: string): Promise<string> {
  const up = await call('POST', '/api/account', { body: { username: fresh(stem), password: 'a long passphrase' } });
  expect(up.status).toBe(201);
  return sent(up.cookie)!;
}

const heldMatches = async (cookie: string) =>
  (
    (await call('GET', '/api/account/matches', { cookie })).body.matches as Array<{
      seat: number;
      match: { id: string };
    }>
  ).map((m) => [m.match.id, m.seat]);

describe('seats handed to a signed-in person', () => {
  it('are held by the account when it creates a match and when it joins one', async () => {
    const ann = await signUp('Ann');
    const bob = await signUp('Bob');
    const created = await call('POST', '/api/matches', {
      cookie: ann,
      body: { game: 'hansa', players: 2, seats: [{ name: 'Ann' }, {}] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await heldMatches(ann)).toEqual([[id, 0]]);
    const joined = await call('POST', `/api/matches/${id}/join`, { cookie: bob, body: { name: 'Bob' } });
    expect(joined.status).toBe(200);
    expect(await heldMatches(bob)).toEqual([[id, 1]]);
  });
});
