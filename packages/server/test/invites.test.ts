/**
 * Seats kept for an invited person (issue 21): only the invite code takes the seat, a join naming
 * no seat gets a free one that is not kept, the listing marks kept seats `reserved`, and the code
 * is not a seat token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { MatchInfo } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const CODE = 'k3pt-for-bob-0123456789';
const info = (id: string) => api<MatchInfo>(server!.url, 'GET', `/api/matches/${id}`);
async function refused(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return { status: (e as ApiError).status, message: (e as Error).message };
}

async function keptMatch() {
  server = await startTestServer();
  // Seat 0 for the creator (joined after), seat 1 kept for Bob, seat 2 open to anyone.
  return createMatch(server.url, { game: 'nim', players: 3, seats: [{}, { invite: CODE }, {}] });
}

describe('a seat kept for an invited person', () => {
  it('is marked reserved in the listing and the info, not open', async () => {
    const m = await keptMatch();
    const listed = (await api<{ matches: MatchInfo[] }>(server!.url, 'GET', '/api/matches?status=open')).matches.find(
      (x) => x.id === m.id,
    )!;
    expect(listed.seats.map((s) => !!s.reserved)).toEqual([false, true, false]);
    expect((await info(m.id)).seats[1]!.reserved).toBe(true);
  });

  it('refuses a join without the code or with another code, and changes nothing', async () => {
    const m = await keptMatch();
    expect(await refused(joinMatch(server!.url, m.id, { seat: 1, name: 'Eve' }))).toMatchObject({
      status: 403,
      message: expect.stringContaining('kept for an invited person'),
    });
    expect(
      await refused(joinMatch(server!.url, m.id, { seat: 1, name: 'Eve', invite: 'wrong-code-0123456789' })),
    ).toMatchObject({ status: 403, message: expect.stringContaining('not the one for seat 1') });
    const after = await info(m.id);
    expect(after.seats[1]).toMatchObject({ name: null, reserved: true });
  });

  it('sends a join naming no seat to a free seat that is not kept', async () => {
    const m = await keptMatch();
    expect((await joinMatch(server!.url, m.id, { name: 'Ann' })).seat).toBe(0);
    expect((await joinMatch(server!.url, m.id, { name: 'Carl' })).seat).toBe(2);
    expect(await refused(joinMatch(server!.url, m.id, { name: 'Eve' }))).toMatchObject({
      status: 409,
      message: expect.stringContaining('kept for an invited person'),
    });
    // Bob's code finds his seat even without its number.
    const bob = await joinMatch(server!.url, m.id, { name: 'Bob', invite: CODE });
    expect(bob.seat).toBe(1);
    const running = await info(m.id);
    expect(running.status).toBe('running');
    expect(running.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Carl']);
    expect(running.seats.some((s) => s.reserved)).toBe(false);
  });

  it('is taken with its code, and the code itself plays nothing', async () => {
    const m = await keptMatch();
    const c = await WireClient.connect(server!.url);
    const bad = c.next('error');
    c.send({ t: 'hello', matchId: m.id, token: CODE });
    expect(await bad).toMatchObject({ code: 'bad-token' });
    await c.close();
    const bob = await joinMatch(server!.url, m.id, { seat: 1, name: 'Bob', invite: CODE });
    expect(bob.seat).toBe(1);
    expect((await info(m.id)).seats[1]).toMatchObject({ name: 'Bob' });
    expect((await info(m.id)).seats[1]!.reserved).toBeUndefined();
  });

  it('refuses a seat with both a code and a bot, and a short code', async () => {
    server = await startTestServer();
    expect(
      (
        await refused(
          createMatch(server.url, { game: 'nim', players: 2, seats: [{}, { invite: CODE, bot: 'random' }] }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await refused(createMatch(server.url, { game: 'nim', players: 2, seats: [{}, { invite: 'short' }] }))).message,
    ).toContain('16–128');
  });
});
