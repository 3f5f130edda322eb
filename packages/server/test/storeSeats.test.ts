/**
 * The storage suite on both adapters (bothStores.ts). Seats: a free seat given once, the last one
 * starting the match, concurrent claims.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

describeStores('seats', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
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
      expect(await Promise.all([store.claimSeat(m.id, 0, 'Ann', 'h0'), store.claimSeat(m.id, 1, 'Bob', 'h1')])).toEqual(
        [true, true],
      );
      const got = (await store.getMatch(m.id))!;
      expect(got.status).toBe('running');
      // PostgreSQL counts each join as a change of the match (several instances arbitrate with it).
      if (store.kind === 'postgres') expect(got.seq).toBe(2);
    }
  });
});
