/**
 * The storage suite on both adapters (bothStores.ts). Relations (issue 44): a friend request is
 * stored once and not across a block or a friendship, accepting makes a friendship both ways, a
 * block ends friendship and requests either way, `blockedEither`/`blockedAtTable` answer both
 * ways, the blocks among a pool of seekers are read at once (`blocksAmong`), the last-seen moment
 * is replaced, a private table is listed to its seat holder's friends only, and a challenge is
 * listed while its match is open.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { blockedAmongIn } from '../src/relation/blocked';
import type { AccountRow } from '../src/store/accountRows';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

const account = (username: string): AccountRow => ({
  id: randomUUID(),
  username,
  key: `${username.toLowerCase()}-${randomUUID().slice(0, 8)}`,
  passwordHash: null,
  createdAt: new Date().toISOString(),
});

const AT = '2026-11-28T10:00:00.000Z';

describeStores('relations', (opened) => {
  let store: Store;
  const people: Record<string, AccountRow> = {};
  beforeAll(async () => {
    store = opened();
    for (const name of ['Ann', 'Bob', 'Cat', 'Dan']) {
      people[name] = account(name);
      await store.createAccount(people[name], []);
    }
  });
  const id = (name: string) => people[name]!.id;

  it('stores a request once, and accepting it makes friends both ways', async () => {
    expect(await store.addFriendRequest(id('Ann'), id('Bob'), AT)).toBe(true);
    expect(await store.addFriendRequest(id('Ann'), id('Bob'), AT)).toBe(false);
    // The other way while one waits: not stored (the relation accepts instead).
    expect(await store.addFriendRequest(id('Bob'), id('Ann'), AT)).toBe(false);
    expect(await store.friendRequestsOf(id('Bob'))).toEqual({
      incoming: [{ accountId: id('Ann'), username: 'Ann', at: AT }],
      outgoing: [],
    });
    expect(await store.acceptFriendRequest(id('Bob'), id('Ann'), AT)).toBe(false);
    expect(await store.acceptFriendRequest(id('Ann'), id('Bob'), AT)).toBe(true);
    expect([await store.areFriends(id('Ann'), id('Bob')), await store.areFriends(id('Bob'), id('Ann'))]).toEqual([
      true,
      true,
    ]);
    expect(await store.friendRequestsOf(id('Ann'))).toEqual({ incoming: [], outgoing: [] });
    expect(await store.friendsOf(id('Ann'))).toEqual([{ accountId: id('Bob'), username: 'Bob', at: AT, seenAt: null }]);
    // Friends already: no request.
    expect(await store.addFriendRequest(id('Bob'), id('Ann'), AT)).toBe(false);
  });

  it('keeps when each account was last seen, the latest moment only', async () => {
    await store.markSeen([id('Bob')], AT);
    await store.markSeen([id('Bob'), id('Cat')], '2026-11-28T10:05:00.000Z');
    expect((await store.friendsOf(id('Ann')))[0]!.seenAt).toBe('2026-11-28T10:05:00.000Z');
  });

  it('reads the blocks among a pool of accounts at once, either way, and none with others', async () => {
    const [eve, fay, gus, hal] = [account('Eve'), account('Fay'), account('Gus'), account('Hal')];
    for (const a of [eve, fay, gus, hal]) await store.createAccount(a, []);
    await store.addBlock(eve.id, fay.id, AT);
    await store.addBlock(hal.id, gus.id, AT);
    await store.addBlock(gus.id, hal.id, AT);
    await store.addBlock(fay.id, hal.id, AT);
    expect(await store.blocksAmong([eve.id, fay.id, gus.id])).toEqual([[eve.id, fay.id]]);
    const blocked = await blockedAmongIn(store)([eve.id, fay.id, gus.id]);
    expect([await blocked(fay.id, eve.id), await blocked(eve.id, fay.id), await blocked(eve.id, gus.id)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a block ends friendship and requests either way, and is answered both ways', async () => {
    await store.addFriendRequest(id('Cat'), id('Ann'), AT);
    expect(await store.addBlock(id('Ann'), id('Bob'), AT)).toBe(true);
    expect(await store.addBlock(id('Ann'), id('Bob'), AT)).toBe(false);
    expect(await store.areFriends(id('Bob'), id('Ann'))).toBe(false);
    expect(await store.addFriendRequest(id('Bob'), id('Ann'), AT)).toBe(false);
    expect([await store.blockedEither(id('Ann'), id('Bob')), await store.blockedEither(id('Bob'), id('Ann'))]).toEqual([
      true,
      true,
    ]);
    expect([await store.blocks(id('Ann'), id('Bob')), await store.blocks(id('Bob'), id('Ann'))]).toEqual([true, false]);
    expect(await store.blocksOf(id('Ann'))).toEqual([{ accountId: id('Bob'), username: 'Bob', at: AT }]);
    // Someone else's request is untouched.
    expect(await store.hasFriendRequest(id('Cat'), id('Ann'))).toBe(true);
    await store.addFriendRequest(id('Bob'), id('Cat'), AT);
    await store.addBlock(id('Cat'), id('Bob'), AT);
    expect(await store.hasFriendRequest(id('Bob'), id('Cat'))).toBe(false);
    expect(await store.removeBlock(id('Cat'), id('Bob'))).toBe(true);
    expect(await store.removeBlock(id('Cat'), id('Bob'))).toBe(false);
    expect(await store.blockedEither(id('Cat'), id('Bob'))).toBe(false);
  });

  it('says whether a seat holder of a match and an account block one another', async () => {
    const m = match({ status: 'open' });
    await store.createMatch(m);
    await store.holdSeat(id('Ann'), m.id, 0);
    expect(await store.blockedAtTable(m.id, id('Bob'))).toBe(true);
    expect(await store.blockedAtTable(m.id, id('Dan'))).toBe(false);
    await store.addBlock(id('Dan'), id('Ann'), AT);
    expect(await store.blockedAtTable(m.id, id('Dan'))).toBe(true);
    await store.removeBlock(id('Dan'), id('Ann'));
  });

  it('lists a private table to its seat holder’s friends only', async () => {
    await store.addFriendRequest(id('Dan'), id('Cat'), AT);
    await store.acceptFriendRequest(id('Dan'), id('Cat'), AT);
    const hidden = match({ status: 'open', private: true });
    await store.createMatch(hidden);
    await store.holdSeat(id('Dan'), hidden.id, 0);
    const listed = async (viewer?: string) =>
      (await store.listMatches({ status: ['open'], limit: 500, listedOnly: true, ...(viewer ? { viewer } : {}) })).some(
        (x) => x.id === hidden.id,
      );
    expect([await listed(id('Cat')), await listed(id('Bob')), await listed()]).toEqual([true, false, false]);
  });

  it('keeps a challenge, lists it while its match is open, and removes it once', async () => {
    const m = match({ status: 'open', private: true });
    await store.createMatch(m);
    const c = { matchId: m.id, fromId: id('Cat'), toId: id('Dan'), invite: 'x'.repeat(24), at: AT };
    await store.addChallenge(c);
    expect(await store.challengeOf(m.id)).toEqual(c);
    // Both seats are held with it: the match is in each one's "My matches".
    expect([await store.seatHolder(m.id, 0), await store.seatHolder(m.id, 1)]).toEqual([id('Cat'), id('Dan')]);
    const listed = { ...c, fromName: 'Cat', toName: 'Dan', game: m.game };
    expect(await store.challengesOf(id('Dan'))).toEqual([listed]);
    expect(await store.challengesOf(id('Cat'))).toEqual([listed]);
    expect(await store.challengesOf(id('Ann'))).toEqual([]);
    expect(await store.removeChallenge(m.id)).toBe(true);
    expect(await store.removeChallenge(m.id)).toBe(false);
    expect(await store.challengeOf(m.id)).toBeNull();
  });

  it('ends a friendship both ways once', async () => {
    expect(await store.removeFriendship(id('Cat'), id('Dan'))).toBe(true);
    expect(await store.removeFriendship(id('Dan'), id('Cat'))).toBe(false);
    expect(await store.friendsOf(id('Dan'))).toEqual([]);
  });
});
