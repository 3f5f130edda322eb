/**
 * The storage suite on both adapters (bothStores.ts). The action log: appended in order and never
 * twice, versions, snapshots.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

describeStores('actions', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
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
    expect((await store.listMatches({ status: ['running'], limit: 100_000 })).find((x) => x.id === a.id)!.version).toBe(
      5,
    );
    const cutoff = new Date(Date.UTC(2020, 0, 5)).toISOString();
    expect(
      await store.expireMatches({ open: cutoff, running: cutoff, botsOnly: cutoff, guestBots: cutoff }),
    ).not.toContain(a.id);
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
});
