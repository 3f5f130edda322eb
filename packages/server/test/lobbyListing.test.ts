/**
 * What the lobby lists (issue 44): only what a person can join or watch, in pages. A private table
 * is listed nowhere but is reached by its link, an invite link or a seat; a finished match leaves
 * the running list; a guest's match against bots left idle expires and leaves the lists, while a
 * match between people waits; pages follow one another by their cursor and say when more follow.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { MatchInfo, MatchList } from '@tabula/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const list = (query: string) => api<MatchList>(server!.url, 'GET', `/api/matches?${query}`);
const ids = (page: MatchList) => page.matches.map((m) => m.id);

async function refused(query: string): Promise<{ status: number; message: string }> {
  const e = await list(query).then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return { status: (e as ApiError).status, message: (e as Error).message };
}

describe('a private table', () => {
  const CODE = 'invite-for-bob-0123456789';

  it('is in no list, yet its link, its invite link and its seats reach it', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, {
      game: 'nim',
      players: 3,
      private: true,
      seats: [{}, { invite: CODE }, {}],
    });
    const pub = await createMatch(server.url, { game: 'nim', players: 2 });
    expect(m.private).toBe(true);
    expect(ids(await list('status=open'))).toEqual(expect.arrayContaining([pub.id]));
    expect(ids(await list('status=open'))).not.toContain(m.id);
    expect(ids(await list(''))).not.toContain(m.id);
    // The link: its info, and a free seat for whoever opens it.
    expect((await api<MatchInfo>(server.url, 'GET', `/api/matches/${m.id}`)).private).toBe(true);
    const ann = await joinMatch(server.url, m.id, { name: 'Ann' });
    const bob = await joinMatch(server.url, m.id, { name: 'Bob', invite: CODE });
    expect(bob.seat).toBe(1);
    await joinMatch(server.url, m.id, { name: 'Carl' });
    // Running now, and still listed nowhere but by its id (My matches).
    expect(ids(await list('status=running'))).not.toContain(m.id);
    const mine = await list(`ids=${m.id},${pub.id}`);
    expect(mine.matches.find((x) => x.id === m.id)).toMatchObject({ status: 'running', private: true });
    // The seat's token plays it.
    const c = await WireClient.connect(server.url);
    const { welcome } = await c.hello(m.id, ann.token);
    expect(welcome.seat).toBe(ann.seat);
    await c.close();
  });

  it('stays private in its rematch', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, {
      game: 'nim',
      players: 2,
      private: true,
      seats: [{ name: 'Ann' }, { bot: 'random' }],
    });
    const c = await WireClient.connect(server.url);
    const { update } = await c.hello(m.id, m.tokens![0]!.token);
    let u = update;
    while (u.outcome === null) {
      if (u.legal.length > 0) c.send({ t: 'act', version: u.version, action: u.legal[0] as Record<string, unknown> });
      const version = u.version;
      u = await c.next('update', (x) => x.version > version);
    }
    await c.close();
    const again = await api<{ matchId: string }>(server.url, 'POST', `/api/matches/${m.id}/rematch`, {
      tokens: [m.tokens![0]!.token],
    });
    expect((await api<MatchInfo>(server.url, 'GET', `/api/matches/${again.matchId}`)).private).toBe(true);
  });
});

describe('the running list', () => {
  it('loses a match once it is finished: it is among the finished (replays)', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, { game: 'nim', players: 2, seats: [{ bot: 'random' }, { bot: 'random' }] });
    const c = await WireClient.connect(server.url);
    const { update } = await c.hello(m.id);
    if (update.outcome === null) await c.next('update', (u) => u.outcome !== null);
    await c.close();
    expect(ids(await list('status=running'))).not.toContain(m.id);
    expect(ids(await list('status=open,running'))).not.toContain(m.id);
    expect(ids(await list('status=finished'))).toContain(m.id);
  });
});

describe('pages', () => {
  it('follow one another newest first by their cursor, and say exactly when more follow', async () => {
    server = await startTestServer();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createMatch(server.url, { game: 'nim', players: 2 })).id);
    const newest = [...made].reverse();
    const first = await list('status=open&limit=2');
    expect(ids(first)).toEqual(newest.slice(0, 2));
    expect(first.next).toBeDefined();
    const second = await list(`status=open&limit=2&before=${encodeURIComponent(first.next!)}`);
    expect(ids(second)).toEqual(newest.slice(2, 4));
    const third = await list(`status=open&limit=2&before=${encodeURIComponent(second.next!)}`);
    expect(ids(third)).toEqual(newest.slice(4));
    expect(third.next).toBeUndefined();
    // A page that happens to be full with nothing after it says so too.
    const whole = await list('status=open&limit=5');
    expect(ids(whole)).toEqual(newest);
    expect(whole.next).toBeUndefined();
  });

  it('refuse a page size past the most, and a cursor that is not a page’s, with a clear 400', async () => {
    server = await startTestServer();
    expect(await refused('limit=501')).toMatchObject({ status: 400, message: expect.stringMatching(/at most 500/) });
    expect(await refused('limit=0')).toMatchObject({ status: 400, message: expect.stringMatching(/from 1 to 500/) });
    expect(await refused('limit=two')).toMatchObject({ status: 400, message: expect.stringMatching(/page size/) });
    expect(await refused('before=yesterday')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/before is a page's `next`/),
    });
    expect(await refused(`before=${encodeURIComponent('2026-13-45T10:00:00.000Z~abc')}`)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not a real date/),
    });
    expect(await refused('ids=a,b;c')).toMatchObject({ status: 400, message: expect.stringMatching(/match ids/) });
  });
});

describe('a guest’s match against bots', () => {
  it('expires after a day without a move and leaves the lists; a match between people does not', async () => {
    let now = Date.now();
    server = await startTestServer({ now: () => now });
    const solo = await createMatch(server.url, {
      game: 'nim',
      players: 2,
      seats: [{ name: 'Ann' }, { bot: 'random' }],
    });
    const { info: people } = await seatedMatch(server.url, 'nim', 2);
    expect(ids(await list('status=running'))).toEqual(expect.arrayContaining([solo.id, people.id]));
    now += 23 * 3600_000;
    expect(await server.expiry.sweep()).toEqual([]);
    now += 2 * 3600_000;
    expect(await server.expiry.sweep()).toEqual([solo.id]);
    const running = ids(await list('status=running'));
    expect(running).not.toContain(solo.id);
    expect(running).toContain(people.id);
    // Closed the way other expired matches are: readable, no more moves.
    expect((await api<MatchInfo>(server.url, 'GET', `/api/matches/${solo.id}`)).status).toBe('expired');
    const c = await WireClient.connect(server.url);
    const { update } = await c.hello(solo.id, solo.tokens![0]!.token);
    expect(update.legal).toEqual([]);
    await c.close();
  });
});
