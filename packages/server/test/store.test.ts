/**
 * One suite, both adapters: SQLite (always) and PostgreSQL (when TABULA_TEST_PG_URL is set; CI
 * sets it). Every query is parameterised, so hostile strings are stored verbatim.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/store/postgres';
import { openSqliteStore } from '../src/store/sqlite';
import type { Store, StoredMatch } from '../src/store/store';
import { match } from './storedMatch';

const PG_URL = process.env.TABULA_TEST_PG_URL;
if (!PG_URL)
  console.warn('\n*** TABULA_TEST_PG_URL is not set: the PostgreSQL storage suite is SKIPPED (CI sets it) ***\n');

function storeSuite(name: string, open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  describe(`store: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('stores a match and reads it back exactly (seed type kept)', async () => {
      const m = match();
      await store.createMatch(m);
      expect(await store.getMatch(m.id)).toEqual(m);
      const m2 = match();
      await store.createMatch(m2);
      expect((await store.getMatch(m2.id))!.seed).toBe(m2.seed);
      expect(await store.getMatch('nope')).toBeNull();
    });

    it('counts a creator’s open and running matches with a searching bot (issue 41, item 6), and keeps the creator', async () => {
      const creator = `c-${Math.random().toString(36).slice(2)}`;
      expect(await store.countLiveByBotCreator(creator, '2000-01-01T00:00:00.000Z')).toBe(0);
      const open = match({ botCreator: creator, createdAt: '2026-06-01T00:00:00.000Z' });
      await store.createMatch(open);
      await store.createMatch(match({ botCreator: creator, status: 'open', createdAt: '2026-05-01T00:00:00.000Z' }));
      await store.createMatch(match({ botCreator: creator, status: 'running' }));
      await store.createMatch(match({ botCreator: creator, status: 'finished' }));
      await store.createMatch(match({ botCreator: `${creator}-other`, status: 'running' }));
      await store.createMatch(match());
      expect(await store.countLiveByBotCreator(creator, '2000-01-01T00:00:00.000Z')).toBe(3);
      // Open ones only from a time on, or none.
      expect(await store.countLiveByBotCreator(creator, '2026-06-01T00:00:00.000Z')).toBe(2);
      expect(await store.countLiveByBotCreator(creator, null)).toBe(1);
      expect((await store.getMatch(open.id))!.botCreator).toBe(creator);
    });

    it('gives a seat once; filling the last seat starts the match', async () => {
      const m = match();
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 0, 'Ann', 'h0')).toBe(true);
      expect(await store.claimSeat(m.id, 0, 'Bob', 'hx')).toBe(false);
      expect((await store.getMatch(m.id))!.status).toBe('open');
      expect(await store.claimSeat(m.id, 1, 'Bob', 'h1')).toBe(true);
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('running');
      expect(got.seats.map((s) => [s.name, s.tokenHash])).toEqual([
        ['Ann', 'h0'],
        ['Bob', 'h1'],
      ]);
      expect(await store.claimSeat(m.id, 5, 'Eve', 'h')).toBe(false);
      expect(await store.claimSeat('nope', 0, 'Eve', 'h')).toBe(false);
    });

    it('one process claiming one seat at a time (serial): the same seats and start', async () => {
      const m = match();
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 1, 'Bob', 'h1', true)).toBe(true);
      expect(await store.claimSeat(m.id, 1, 'Eve', 'hx', true)).toBe(false);
      expect((await store.getMatch(m.id))!.status).toBe('open');
      expect(await store.claimSeat(m.id, 0, 'Ann', 'h0', true)).toBe(true);
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('running');
      expect(got.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
      const gone = match({ status: 'expired' });
      await store.createMatch(gone);
      expect(await store.claimSeat(gone.id, 0, 'Ann', 'h0', true)).toBe(false);
    });

    it('no seat of a match that is no longer open: an expiry between a join reading it and claiming', async () => {
      // As an expiry leaves it: still open seats, no longer open.
      const m = match({ status: 'expired' });
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 0, 'Ann', 'h0')).toBe(false);
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('expired');
      expect(got.seats.map((s) => s.name)).toEqual([null, null]);
    });

    it('concurrent claims of one seat: exactly one wins', async () => {
      const m = match();
      await store.createMatch(m);
      const r = await Promise.all(Array.from({ length: 8 }, (_, i) => store.claimSeat(m.id, 1, `p${i}`, `h${i}`)));
      expect(r.filter(Boolean).length).toBe(1);
    });

    it('concurrent claims of the last two seats: both win and the match starts', async () => {
      for (let i = 0; i < 10; i++) {
        const m = match();
        await store.createMatch(m);
        expect(
          await Promise.all([store.claimSeat(m.id, 0, 'Ann', 'h0'), store.claimSeat(m.id, 1, 'Bob', 'h1')]),
        ).toEqual([true, true]);
        const got = (await store.getMatch(m.id))!;
        expect(got.status).toBe('running');
        // PostgreSQL counts each join as a change of the match (several instances arbitrate with it).
        if (store.kind === 'postgres') expect(got.seq).toBe(2);
      }
    });

    it('appends the log in order, batches across matches, records the end', async () => {
      const a = match({ status: 'running' });
      const b = match({ status: 'running' });
      await store.createMatch(a);
      await store.createMatch(b);
      await store.appendActions(
        [
          { matchId: a.id, index: 0, seat: 0, action: { type: 'bid', n: 1 } },
          { matchId: b.id, index: 0, seat: 1, action: { type: 'bid', n: 3 } },
          { matchId: a.id, index: 1, seat: 1, action: { type: 'bid', n: 2, nested: { x: [1, 'two'] } } },
        ],
        [],
      );
      await store.appendActions(
        [{ matchId: a.id, index: 2, seat: 0, action: { type: 'heap', heap: 0 } }],
        [{ matchId: a.id, outcome: { scores: [1, 0], ranking: [1, 2], breakdown: [{ x: 1 }, { x: 0 }] } }],
      );
      expect(await store.loadActions(a.id)).toEqual([
        { seat: 0, action: { type: 'bid', n: 1 } },
        { seat: 1, action: { type: 'bid', n: 2, nested: { x: [1, 'two'] } } },
        { seat: 0, action: { type: 'heap', heap: 0 } },
      ]);
      const got = (await store.getMatch(a.id))!;
      expect(got.version).toBe(3);
      expect(got.status).toBe('finished');
      expect(got.outcome!.ranking).toEqual([1, 2]);
      expect((await store.getMatch(b.id))!.version).toBe(1);
    });

    it("one batch of several matches stores each one's version, keeps a clock not sent, and counts each change once", async () => {
      const clock = {
        config: { kind: 'realtime' as const, baseMs: 60_000, incrementMs: 0 },
        state: { left: [59_000, 60_000], since: [null, 1_700_000_000_000] },
        absentBot: 'heuristic',
      };
      const [a, b, c] = [
        match({ status: 'running', clock: null }),
        match({ status: 'running' }),
        match({ status: 'running' }),
      ];
      for (const m of [a, b, c]) await store.createMatch(m);
      await store.appendActions(
        [
          { matchId: a.id, index: 0, seat: 0, action: { type: 'x' }, clock },
          { matchId: b.id, index: 0, seat: 0, action: { type: 'y' } },
          { matchId: c.id, index: 0, seat: 0, action: { type: 'z' } },
        ],
        [{ matchId: c.id, outcome: { scores: [0, 1], ranking: [2, 1], breakdown: [{}, {}] } }],
      );
      const [ga, gb, gc] = await Promise.all([a, b, c].map((m) => store.getMatch(m.id)));
      expect([ga!.version, gb!.version, gc!.version]).toEqual([1, 1, 1]);
      expect(ga!.clock).toEqual(clock);
      expect(gb!.clock).toEqual(b.clock);
      expect([ga!.status, gb!.status, gc!.status]).toEqual(['running', 'running', 'finished']);
      expect(gc!.outcome!.ranking).toEqual([2, 1]);
      // PostgreSQL counts the changes written to a match's row (several instances arbitrate with it); SQLite keeps none.
      if (store.kind === 'postgres') expect([ga!.seq, gb!.seq, gc!.seq]).toEqual([1, 1, 1]);
    });

    it('reads back the version of the last stored action after many commits, and a match that just acted is not expired', async () => {
      const old = new Date(Date.UTC(2020, 0, 1)).toISOString();
      const a = match({ status: 'running', createdAt: old, updatedAt: old });
      await store.createMatch(a);
      for (let i = 0; i < 5; i++)
        await store.appendActions([{ matchId: a.id, index: i, seat: i % 2, action: { type: 'bid', n: i } }], []);
      expect((await store.getMatch(a.id))!.version).toBe(5);
      expect(
        (await store.listMatches({ status: ['running'], limit: 100_000 })).find((x) => x.id === a.id)!.version,
      ).toBe(5);
      const cutoff = new Date(Date.UTC(2020, 0, 5)).toISOString();
      expect(await store.expireMatches({ open: cutoff, running: cutoff, botsOnly: cutoff })).not.toContain(a.id);
      expect((await store.getMatch(a.id))!.status).toBe('running');
    });

    it('never stores an action twice: a duplicate index fails the whole batch', async () => {
      const a = match({ status: 'running' });
      await store.createMatch(a);
      await store.appendActions([{ matchId: a.id, index: 0, seat: 0, action: { type: 'x' } }], []);
      await expect(
        store.appendActions(
          [
            { matchId: a.id, index: 1, seat: 0, action: { type: 'y' } },
            { matchId: a.id, index: 0, seat: 1, action: { type: 'dup' } },
          ],
          [],
        ),
      ).rejects.toThrow();
      expect(await store.loadActions(a.id)).toEqual([{ seat: 0, action: { type: 'x' } }]);
      expect((await store.getMatch(a.id))!.version).toBe(1);
    });

    it('keeps hostile strings verbatim (parameterised SQL)', async () => {
      const evil = `'); DROP TABLE matches; --`;
      const m = match({ options: { [evil]: evil } });
      await store.createMatch(m);
      expect(await store.claimSeat(m.id, 0, evil, evil)).toBe(true);
      await store.appendActions([{ matchId: m.id, index: 0, seat: 0, action: { type: evil } }], []);
      const got = (await store.getMatch(m.id))!;
      expect(got.options).toEqual({ [evil]: evil });
      expect(got.seats[0]!.name).toBe(evil);
      expect(await store.loadActions(m.id)).toEqual([{ seat: 0, action: { type: evil } }]);
    });

    it('keeps snapshots by version and gives the latest; the log reads from an index', async () => {
      const m = match({ status: 'running' });
      await store.createMatch(m);
      expect(await store.loadSnapshot(m.id)).toBeNull();
      await store.appendActions(
        [0, 1, 2].map((i) => ({ matchId: m.id, index: i, seat: i % 2, action: { type: 'bid', n: i } })),
        [],
      );
      await store.saveSnapshot(m.id, { version: 1, state: '{"a":1}' });
      await store.saveSnapshot(m.id, { version: 3, state: '{"a":3}' });
      await store.saveSnapshot(m.id, { version: 3, state: '{"a":"again"}' });
      expect(await store.loadSnapshot(m.id)).toEqual({ version: 3, state: '{"a":3}' });
      expect((await store.loadActions(m.id, 2)).map((a) => a.action)).toEqual([{ type: 'bid', n: 2 }]);
    });

    it('keeps table talk in order and gives the last lines', async () => {
      const m = match({ status: 'running' });
      await store.createMatch(m);
      for (let i = 0; i < 5; i++)
        await store.appendChat(m.id, {
          idx: i,
          at: `t${i}`,
          seat: i % 2 ? null : 0,
          ...(i === 3 ? { quick: 'thanks' } : { text: `line ${i}` }),
        });
      await expect(store.appendChat(m.id, { idx: 4, at: 'again', seat: 0, text: 'dup' })).rejects.toThrow();
      expect(await store.loadChat(m.id, 2)).toEqual([
        { idx: 3, at: 't3', seat: null, quick: 'thanks' },
        { idx: 4, at: 't4', seat: 0, text: 'line 4' },
      ]);
    });

    it('expires idle matches by the policy and leaves the others; expired ones stay readable', async () => {
      const t = (d: number) => new Date(Date.UTC(2030, 0, d)).toISOString();
      const bot = (seat: number) => ({ seat, name: 'random', bot: 'random', tokenHash: null });
      const openOld = match({ createdAt: t(1), updatedAt: t(1) });
      const openNew = match({ createdAt: t(1), updatedAt: t(9) });
      const runOld = match({ status: 'running', createdAt: t(1), updatedAt: t(2) });
      const runNew = match({ status: 'running', createdAt: t(1), updatedAt: t(9) });
      const botsOld = match({ status: 'running', createdAt: t(1), updatedAt: t(9), seats: [bot(0), bot(1)] });
      const done = match({ status: 'finished', createdAt: t(1), updatedAt: t(1) });
      for (const x of [openOld, openNew, runOld, runNew, botsOld, done]) await store.createMatch(x);
      const ids = await store.expireMatches({ open: t(5), running: t(5), botsOnly: t(5) });
      const mine = new Set([openOld, openNew, runOld, runNew, botsOld, done].map((x) => x.id));
      expect(ids.filter((id) => mine.has(id)).sort()).toEqual([openOld.id, runOld.id, botsOld.id].sort());
      const status = async (x: StoredMatch) => (await store.getMatch(x.id))!.status;
      expect([
        await status(openOld),
        await status(openNew),
        await status(runOld),
        await status(runNew),
        await status(botsOld),
        await status(done),
      ]).toEqual(['expired', 'open', 'expired', 'running', 'expired', 'finished']);
      expect((await store.countByStatus()).expired).toBeGreaterThanOrEqual(3);
    });

    it('lists by status, newest first, with a limit; counts by status', async () => {
      const before = await store.countByStatus();
      const fin = match({ status: 'finished', createdAt: '2099-01-01T00:00:00.000Z' });
      const run = match({ status: 'running', createdAt: '2099-01-02T00:00:00.000Z' });
      await store.createMatch(fin);
      await store.createMatch(run);
      const all = await store.listMatches({ limit: 2 });
      expect(all.map((x) => x.id)).toEqual([run.id, fin.id]);
      expect(all[0]!.seats.length).toBe(2);
      const finished = await store.listMatches({ status: ['finished'], limit: 100 });
      expect(finished.every((x) => x.status === 'finished')).toBe(true);
      expect(finished.map((x) => x.id)).toContain(fin.id);
      const after = await store.countByStatus();
      expect(after.finished).toBe(before.finished + 1);
      expect(after.running).toBe(before.running + 1);
    });

    it('lists whose turn it is from the last stored action, and pages newest first after a `before` match (issue 41)', async () => {
      const at = '2099-02-01T00:00:00.000Z';
      const [a, b, c] = [
        match({ status: 'running', createdAt: at }),
        match({ status: 'running', createdAt: at }),
        match({ status: 'running', createdAt: '2099-01-31T00:00:00.000Z' }),
      ];
      for (const m of [a, b, c]) await store.createMatch(m);
      await store.appendActions([{ matchId: a.id, index: 0, seat: 0, action: { type: 'bid', n: 1 }, toMove: [1] }], []);
      await store.appendActions(
        [{ matchId: a.id, index: 1, seat: 1, action: { type: 'bid', n: 2 }, toMove: [0, 1] }],
        [],
      );
      expect((await store.getMatch(a.id))!.toMove).toEqual([0, 1]);
      expect((await store.getMatch(b.id))!.toMove).toBeUndefined();
      // Created at the same time: the higher id first.
      const [hi, lo] = [a.id, b.id].sort().reverse();
      const first = await store.listMatches({ status: ['running'], limit: 1 });
      expect(first.map((x) => x.id)).toEqual([hi]);
      const rest = await store.listMatches({ status: ['running'], limit: 10, before: { createdAt: at, id: hi! } });
      expect(rest.slice(0, 2).map((x) => x.id)).toEqual([lo, c.id]);
      expect([...first, ...rest].find((x) => x.id === a.id)!.toMove).toEqual([0, 1]);
    });

    it('keeps a record until a chat line comes after it (issue 41)', async () => {
      const m = match({ status: 'finished' });
      await store.createMatch(m);
      expect(await store.getRecord(m.id)).toBeNull();
      const gz = Buffer.from([31, 139, 8, 0, 1, 2, 3]);
      await store.saveRecord(m.id, { etag: '"a"', gz, bytes: 10, chatNext: 0 });
      expect(await store.getRecord(m.id)).toMatchObject({
        etag: '"a"',
        gz,
        bytes: 10,
        chatNext: 0,
        endedAt: m.updatedAt,
      });
      await store.appendChat(m.id, { idx: 0, at: m.createdAt, seat: 0, text: 'gg' });
      expect(await store.getRecord(m.id)).toBeNull();
      await store.saveRecord(m.id, { etag: '"b"', gz, bytes: 12, chatNext: 1 });
      expect((await store.getRecord(m.id))!.etag).toBe('"b"');
    });
  });
}

storeSuite('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-store-'));
  return {
    store: await openSqliteStore(join(dir, 'x.sqlite')),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe.skipIf(!PG_URL)('postgres', () => {
  const schema = `t_${process.pid}_${Date.now()}`;
  storeSuite('postgres', async () => ({
    store: await openPostgresStore(PG_URL!, { schema }),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  }));
});
