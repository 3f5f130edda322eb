/**
 * Issue 44, "Ratings": "a seat that left an abandoned match takes a loss". A rated match that ends
 * abandoned (no seat played by its person any more, table/absence.ts) is counted by the ranks
 * rating/ranks.ts gives it: the seats that left last, below the resigned, below the timed out —
 * as openskill says, on both stores; and `tabula ratings rebuild`'s replay reaches the same
 * numbers. Before, an abandoned match was never rated. The clock is injected and run forward.
 */
import { rate, rating } from 'openskill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMatch, MatchInfo, ServerMessage } from '@tabula/wire';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { rebuildRatings } from '../src/rating/rebuild';
import { shownRating } from '../src/rating/scale';
import { startServer, type TabulaServer } from '../src/server';
import { openPostgresStore } from '../src/store/postgres';
import { openSqliteStore } from '../src/store/sqlite';
import type { Store } from '../src/store/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;
if (!PG_URL) console.warn('\n*** TABULA_TEST_PG_URL is not set: the PostgreSQL half is SKIPPED (CI sets it) ***\n');

type Update = Extract<ServerMessage, { t: 'update' }>;
const CLOCK: CreateMatch['clock'] = { kind: 'realtime', baseMs: 600_000, incrementMs: 0 };

function suite(name: string, skip: boolean, open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  describe.skipIf(skip)(`an abandoned rated match (${name})`, () => {
    let server: TabulaServer;
    let cleanup: () => Promise<void>;
    let now = Date.UTC(2030, 0, 1);
    beforeAll(async () => {
      const opened = await open();
      cleanup = opened.cleanup;
      server = await startServer({ port: 0, webDir: null, botThreads: 1, store: opened.store, now: () => now });
    });
    afterAll(async () => {
      await server?.close();
      await cleanup?.();
    });

    let n = 0;
    /** A rated match with each seat joined and held by a new account; clients greeted. */
    async function table(req: CreateMatch) {
      const m = await createMatch(server.url, { ...req, rated: true, clock: CLOCK, absentBot: 'random' });
      const seats = [];
      for (let i = 0; i < req.players; i++) {
        const username = `ab${name[0]}${++n}_${Date.now() % 100000}`;
        const up = await fetch(`${server.url}/api/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'a long passphrase' }),
        });
        expect(up.status).toBe(201);
        const cookie = up.headers.get('set-cookie')!.split(';')[0]!;
        const j = await joinMatch(server.url, m.id, { name: `p${i}` });
        const held = await fetch(`${server.url}/api/account/seats`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ seats: [{ matchId: m.id, token: j.token }] }),
        });
        expect(held.status).toBe(200);
        const client = await WireClient.connect(server.url);
        await client.hello(m.id, j.token);
        seats.push({ ...j, client, username });
      }
      return { id: m.id, seats };
    }

    /** The match's info once the store no longer lists its end as untaken. */
    async function counted(id: string): Promise<MatchInfo> {
      for (let i = 0; i < 300 && (await server.store.untakenEnds()).includes(id); i++)
        await new Promise((r) => setTimeout(r, 10));
      return api<MatchInfo>(server.url, 'GET', `/api/matches/${id}`);
    }

    /** Waits until `seat`'s clock runs (its person owes a decision), runs time past its bank, ticks. */
    async function timeOut(t: Awaited<ReturnType<typeof table>>, seat: number) {
      await t.seats[seat]!.client.seen('update', (u: Update) => u.clock?.seats[seat]?.running === true);
      now += 700_000;
      expect(await server.service.absence.tick()).toEqual([[t.id, seat]]);
    }

    const direct = (ranks: number[]) =>
      rate(
        ranks.map(() => [rating()]),
        { rank: ranks },
      ).map(([r]) => shownRating(r!));

    it('2 players: the seat that left takes the loss when the other then runs out of time', async () => {
      const t = await table({ game: 'hansa', players: 2 });
      const left = t.seats[1]!.client.next('update', (u) => u.seats[0]!.away === true);
      t.seats[0]!.client.send({ t: 'leave' });
      expect((await left).abandoned).toBeUndefined();
      await timeOut(t, 1);
      const info = await counted(t.id);
      expect(info.status).toBe('abandoned');
      expect(info.ratingChanges!.map((c) => [c.username, c.rank])).toEqual([
        [t.seats[0]!.username, 2],
        [t.seats[1]!.username, 1],
      ]);
      expect(info.ratingChanges!.map((c) => c.after)).toEqual(direct([2, 1]));
      // The table learns that the match ended — it has no outcome to say so — and shows its end
      // with the rating change (web GameOver): to the seat still there, and to the leaver back later.
      const ended = (u: Update) => u.abandoned === true && u.legal.length === 0;
      await t.seats[1]!.client.seen('update', ended, 3_000);
      const back = await WireClient.connect(server.url);
      expect((await back.hello(t.id, t.seats[0]!.token)).update.abandoned).toBe(true);
      await back.close();
      await Promise.all(t.seats.map((s) => s.client.close()));
    });

    it('3 players: the leaver below the resigned seat, below the seat that timed out; rebuild agrees', async () => {
      const t = await table({ game: 'loyang', players: 3 });
      const resigned = t.seats[2]!.client.next('update', (u) => u.seats[1]!.resigned === true);
      t.seats[1]!.client.send({ t: 'resign' });
      await resigned;
      const left = t.seats[2]!.client.next('update', (u) => u.seats[0]!.away === true);
      t.seats[0]!.client.send({ t: 'leave' });
      await left;
      await timeOut(t, 2);
      const info = await counted(t.id);
      expect(info.status).toBe('abandoned');
      expect(info.ratingChanges!.map((c) => c.rank)).toEqual([3, 2, 1]);
      expect(info.ratingChanges!.map((c) => c.after)).toEqual(direct([3, 2, 1]));
      await Promise.all(t.seats.map((s) => s.client.close()));

      // Ratings are derived data: replaying every counted result reaches the same numbers.
      const profiles = () =>
        Promise.all(t.seats.map((s) => api<unknown>(server.url, 'GET', `/api/players/${s.username}`)));
      const reached = await profiles();
      await server.store.replaceRatings([], []);
      expect(await rebuildRatings(server.store)).toMatchObject({ results: 2 });
      expect(await profiles()).toEqual(reached);
    });
  });
}

suite('sqlite', false, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-abandoned-'));
  return {
    store: await openSqliteStore(join(dir, 'x.sqlite')),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

suite('postgres', !PG_URL, async () => {
  const schema = `ab_${process.pid}_${Date.now()}`;
  return {
    store: await openPostgresStore(PG_URL!, { schema }),
    cleanup: async () => {
      await dropSchema(schema);
    },
  };
});
