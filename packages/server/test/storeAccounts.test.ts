/**
 * The storage suite on both adapters (bothStores.ts). Accounts (issue 44): one account per
 * username key, recovery codes that work once, sessions found by their hash and ended one by one
 * or all but the current, the seats an account holds (first claim stays), and a deletion that
 * leaves nothing of the person but a reserved key and their seats' new name.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AccountRow } from '../src/store/accountRows';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

const account = (username: string, key = username.toLowerCase()): AccountRow => ({
  id: randomUUID(),
  username,
  key: `${key}-${randomUUID().slice(0, 8)}`,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$salt$hash',
  createdAt: new Date().toISOString(),
});

describeStores('accounts', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
  });

  it('keeps one account per key: a second with the same key is refused and changes nothing', async () => {
    const ann = account('Ann');
    expect(await store.createAccount(ann, ['c1', 'c2'])).toBe(true);
    const clash = { ...account('ANN'), key: ann.key };
    expect(await store.createAccount(clash, ['c3'])).toBe(false);
    expect(await store.accountByKey(ann.key)).toEqual(ann);
    expect(await store.accountById(ann.id)).toEqual(ann);
    expect(await store.accountById(clash.id)).toBeNull();
    // The refused account's recovery code was not stored for anyone.
    expect(await store.useRecoveryCode(clash.id, 'c3')).toBe(false);
    expect(await store.useRecoveryCode(ann.id, 'c3')).toBe(false);
    expect(await store.accountByKey('no such key')).toBeNull();
  });

  it('stores names verbatim, hostile ones included', async () => {
    const odd = account("Zoë'); DROP TABLE accounts;--");
    expect(await store.createAccount({ ...odd, passwordHash: null }, [])).toBe(true);
    expect(await store.accountById(odd.id)).toEqual({ ...odd, passwordHash: null });
  });

  it('lets a recovery code be used once, by its own account only', async () => {
    const bob = account('Bob');
    const eve = account('Eve');
    await store.createAccount(bob, ['b1', 'b2']);
    await store.createAccount(eve, ['e1']);
    expect(await store.useRecoveryCode(eve.id, 'b1')).toBe(false);
    expect(await store.useRecoveryCode(bob.id, 'b1')).toBe(true);
    expect(await store.useRecoveryCode(bob.id, 'b1')).toBe(false);
    expect(await store.useRecoveryCode(bob.id, 'b2')).toBe(true);
  });

  it('finds a session by its hash, lists them newest first, ends one or all but the current', async () => {
    const cay = account('Cay');
    await store.createAccount(cay, []);
    const at = (m: number) => new Date(Date.UTC(2026, 10, 28, 12, m)).toISOString();
    const s = (n: number) => ({
      idHash: `${cay.id}-h${n}`,
      accountId: cay.id,
      createdAt: at(n),
      expiresAt: at(n + 60),
      agent: n === 1 ? null : `Browser ${n}`,
    });
    for (const n of [1, 2, 3]) await store.addSession(s(n));
    expect(await store.sessionByHash(s(2).idHash)).toEqual(s(2));
    expect(await store.sessionByHash('unknown')).toBeNull();
    expect((await store.sessionsOf(cay.id)).map((x) => x.idHash)).toEqual([s(3), s(2), s(1)].map((x) => x.idHash));
    expect(await store.endSessions(cay.id, { only: s(1).idHash })).toBe(1);
    expect(await store.sessionByHash(s(1).idHash)).toBeNull();
    // Another account cannot end them.
    expect(await store.endSessions('someone else', { keep: null })).toBe(0);
    expect(await store.endSessions(cay.id, { keep: s(3).idHash })).toBe(1);
    expect((await store.sessionsOf(cay.id)).map((x) => x.idHash)).toEqual([s(3).idHash]);
    expect(await store.endSessions(cay.id, { keep: null })).toBe(1);
    expect(await store.sessionsOf(cay.id)).toEqual([]);
  });
  it('records the seats an account holds, the first claim of a seat staying', async () => {
    const dee = account('Dee');
    const eve = account('Eve');
    await store.createAccount(dee, []);
    await store.createAccount(eve, []);
    const m1 = match();
    const m2 = match();
    await store.createMatch(m1);
    await store.createMatch(m2);
    expect(await store.holdSeat(dee.id, m1.id, 0)).toBe(true);
    // Claimed again by its holder: still held; by someone else: refused.
    expect(await store.holdSeat(dee.id, m1.id, 0)).toBe(true);
    expect(await store.holdSeat(eve.id, m1.id, 0)).toBe(false);
    expect(await store.holdSeat(eve.id, m1.id, 1)).toBe(true);
    expect(await store.holdSeat(dee.id, m2.id, 1)).toBe(true);
    const held = await store.seatsOf(dee.id, 10);
    expect(held).toHaveLength(2);
    expect(held).toEqual(
      expect.arrayContaining([
        { matchId: m1.id, seat: 0 },
        { matchId: m2.id, seat: 1 },
      ]),
    );
    expect(await store.seatsOf(dee.id, 1)).toHaveLength(1);
    expect(await store.seatsOf(eve.id, 10)).toEqual([{ matchId: m1.id, seat: 1 }]);
  });
  it('deletes an account: name, hash, codes, sessions and holdings gone, its seats renamed, the others untouched', async () => {
    const fay = account('Fay');
    const gil = account('Gil');
    await store.createAccount(fay, ['f1']);
    await store.createAccount(gil, ['g1']);
    const seated = (name: string) => ({ name, bot: null, tokenHash: `hash-${name}` });
    const m = match({
      status: 'running',
      seats: [
        { seat: 0, ...seated('Fay at the table') },
        { seat: 1, ...seated('Gil') },
      ],
    });
    await store.createMatch(m);
    await store.holdSeat(fay.id, m.id, 0);
    await store.holdSeat(gil.id, m.id, 1);
    const session = (a: AccountRow) => ({
      idHash: `${a.id}-s`,
      accountId: a.id,
      createdAt: '2026-11-28T12:00:00.000Z',
      expiresAt: '2026-12-28T12:00:00.000Z',
      agent: null,
    });
    await store.addSession(session(fay));
    await store.addSession(session(gil));
    const seqBefore = (await store.getMatch(m.id))!.seq ?? 0;

    const erase = { reservedKey: `deleted:${fay.id}`, seatName: 'deleted player' };
    expect(await store.deleteAccount(fay.id, erase)).toEqual([{ matchId: m.id, seat: 0 }]);
    expect(await store.accountByKey(fay.key)).toBeNull();
    expect(await store.accountById(fay.id)).toEqual({
      id: fay.id,
      username: '',
      key: erase.reservedKey,
      passwordHash: null,
      createdAt: fay.createdAt,
    });
    expect(await store.sessionByHash(session(fay).idHash)).toBeNull();
    expect(await store.useRecoveryCode(fay.id, 'f1')).toBe(false);
    expect(await store.seatsOf(fay.id, 10)).toEqual([]);
    const after = (await store.getMatch(m.id))!;
    expect(after.seats.map((x) => [x.name, x.tokenHash])).toEqual([
      ['deleted player', 'hash-Fay at the table'],
      ['Gil', 'hash-Gil'],
    ]);
    // PostgreSQL counts the renaming as a change (other instances read the seats again).
    if (store.kind === 'postgres') expect(after.seq).toBe(seqBefore + 1);
    // Gil is untouched; deleting again (or an unknown account) finds nothing.
    expect(await store.sessionByHash(session(gil).idHash)).toEqual(session(gil));
    expect(await store.seatsOf(gil.id, 10)).toEqual([{ matchId: m.id, seat: 1 }]);
    expect(await store.useRecoveryCode(gil.id, 'g1')).toBe(true);
    expect(await store.deleteAccount(fay.id, erase)).toEqual([]);
    expect(await store.deleteAccount('no such account', { ...erase, reservedKey: 'deleted:none' })).toEqual([]);
  });
});
