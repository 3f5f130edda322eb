/**
 * The storage suite on both adapters (bothStores.ts). Many matches at once: expiry by the policy,
 * listings and pages (private tables left out of a lobby's), counts by status.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Store, StoredMatch } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

describeStores('listing', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
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
    const ids = await store.expireMatches({ open: t(5), running: t(5), botsOnly: t(5), guestBots: t(5) });
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

  it("expires guests' matches against bots idle past their cutoff, not people's, an account's or a turn-based one (issue 44)", async () => {
    const t = (d: number) => new Date(Date.UTC(2031, 0, d)).toISOString();
    const guest = (seat: number) => ({ seat, name: `guest ${seat}`, bot: null, tokenHash: `hash-${seat}` });
    const bot = (seat: number) => ({ seat, name: 'expert', bot: 'expert', tokenHash: null });
    const running = (updated: number, seats: StoredMatch['seats'], over: Partial<StoredMatch> = {}) =>
      match({ status: 'running', createdAt: t(1), updatedAt: t(updated), clock: null, seats, ...over });
    const idle = running(1, [guest(0), bot(1)]);
    const recent = running(9, [guest(0), bot(1)]);
    const twoGuestsAndBot = running(1, [guest(0), guest(1), bot(2)], { players: 3 });
    const people = running(1, [guest(0), guest(1)]);
    // A person's seat a bot plays for now (left, timed out) is still a person's.
    const away = running(1, [guest(0), { ...guest(1), bot: 'heuristic' }]);
    const account = running(1, [guest(0), bot(1)]);
    const turnBased = running(1, [guest(0), bot(1)], {
      clock: {
        config: { kind: 'turn', turnMs: 3 * 24 * 3600_000 },
        state: { left: [0, 0], since: [null, null] },
        absentBot: 'heuristic',
      },
    });
    const all = [idle, recent, twoGuestsAndBot, people, away, account, turnBased];
    for (const x of all) await store.createMatch(x);
    const owner = { id: `acct-${account.id}`, username: 'Ann', key: `ann-${account.id}`, passwordHash: null };
    await store.createAccount({ ...owner, createdAt: t(1) }, []);
    await store.holdSeat(owner.id, account.id, 0);
    // The other rules' cutoffs far back: only the guests' rule can expire these.
    const ids = await store.expireMatches({ open: t(0), running: t(0), botsOnly: t(0), guestBots: t(5) });
    const mine = new Set(all.map((x) => x.id));
    expect(ids.filter((id) => mine.has(id)).sort()).toEqual([idle.id, twoGuestsAndBot.id].sort());
    for (const x of all)
      expect((await store.getMatch(x.id))!.status, x.id).toBe(
        x === idle || x === twoGuestsAndBot ? 'expired' : 'running',
      );
  });

  it("leaves private tables out of a lobby's listing, lists them by id, and reads them back private (issue 44)", async () => {
    const at = '2098-03-01T00:00:00.000Z';
    const open = match({ createdAt: at });
    const hidden = match({ createdAt: at, private: true });
    for (const m of [open, hidden]) await store.createMatch(m);
    expect((await store.getMatch(hidden.id))!.private).toBe(true);
    expect((await store.getMatch(open.id))!.private).toBeUndefined();
    const lobby = await store.listMatches({ status: ['open'], limit: 10, listedOnly: true });
    expect(lobby.map((x) => x.id)).toContain(open.id);
    expect(lobby.map((x) => x.id)).not.toContain(hidden.id);
    const named = await store.listMatches({ limit: 10, ids: [hidden.id, open.id] });
    expect(named.map((x) => x.id).sort()).toEqual([open.id, hidden.id].sort());
    expect(named.find((x) => x.id === hidden.id)!.private).toBe(true);
    // Named, paged and filtered at once: each condition keeps its own parameters.
    const after = { createdAt: '2098-03-02T00:00:00.000Z', id: 'z' };
    const both = await store.listMatches({ status: ['open'], limit: 10, ids: [hidden.id, open.id], before: after });
    expect(both.map((x) => x.id).sort()).toEqual([open.id, hidden.id].sort());
    const shown = await store.listMatches({ limit: 10, ids: [hidden.id, open.id], before: after, listedOnly: true });
    expect(shown.map((x) => x.id)).toEqual([open.id]);
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
});
