/**
 * The storage suite on both adapters (bothStores.ts). Matches: stored and read back exactly,
 * hostile strings verbatim, counted per creator.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

describeStores('matches', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
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
});
