/**
 * Issue 44, the seeks' pool on both stores: seeks are listed in the order they were stored (`seq`),
 * even when made in the same millisecond — before, such seeks were ordered by their random ids;
 * one claim of several tables holds each table whole or not at all; and a sweep's claimed tables
 * are stored together (`seatTables`): each match running with its seekers' names, every seat held
 * by its seeker's account, every seek matched to its seat — a seek no longer under the table's
 * claim is left as it is; and an account's own waiting seeks are found without reading the pool.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { tableOf } from '../src/seek/table';
import type { SeekRow } from '../src/store/seekRows';
import { describeStores } from './bothStores';

const AT = '2030-01-01T00:00:00.000Z';
const LATER = '2030-01-02T00:00:00.000Z';

describeStores('seeks', (opened) => {
  async function seeker(id: string): Promise<SeekRow> {
    const accountId = randomUUID();
    const username = `s${accountId.slice(0, 8)}`;
    await opened().createAccount({ id: accountId, username, key: username, passwordHash: null, createdAt: AT }, []);
    return {
      id,
      accountId,
      username,
      game: 'hansa',
      players: 2,
      speed: 'turn:3d',
      rated: false,
      rating: 1500,
      range: null,
      createdAt: AT,
      endsAt: LATER,
      status: 'waiting',
      matchId: null,
      seat: null,
    };
  }

  it('lists seeks made in one millisecond in the order they were stored, not by id', async () => {
    const tag = randomUUID().slice(0, 6);
    const ids = ['e', 'c', 'a', 'd', 'b'].map((x) => `${x}-${tag}`);
    for (const id of ids) await opened().addSeek(await seeker(id));
    const listed = (await opened().waitingSeeks(AT, 'hansa')).map((s) => s.id).filter((id) => id.endsWith(tag));
    expect(listed).toEqual(ids);
  });

  it('finds an account’s own waiting seeks, not another’s, a claimed one or an ended one', async () => {
    const tag = randomUUID().slice(0, 6);
    const mine = await seeker(`mine-${tag}`);
    const other = await seeker(`other-${tag}`);
    for (const s of [mine, other]) await opened().addSeek(s);
    const second = { ...mine, id: `second-${tag}`, game: 'loyang', endsAt: LATER };
    const claimed = { ...mine, id: `claimed-${tag}` };
    const ended = { ...mine, id: `ended-${tag}`, endsAt: AT };
    for (const s of [second, claimed, ended]) await opened().addSeek(s);
    await opened().claimTables([{ claim: `c-${tag}`, ids: [claimed.id] }], AT);
    const ids = async (now: string) => (await opened().waitingSeeksOf(mine.accountId, now)).map((s) => s.id);
    expect(await ids(AT)).toEqual([mine.id, second.id, ended.id]);
    expect(await ids('2030-01-01T12:00:00.000Z')).toEqual([mine.id, second.id]);
  });

  it('claims a sweep’s tables at once, each whole or not at all', async () => {
    const tag = randomUUID().slice(0, 6);
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((x) => seeker(`${x}-${tag}`)));
    for (const s of [a!, b!, c!, d!]) await opened().addSeek(s);
    // c is claimed by another table first: the table {c, d} loses, and d goes back to the pool.
    expect(await opened().claimTables([{ claim: `first-${tag}`, ids: [c!.id] }], AT)).toEqual(
      new Set([`first-${tag}`]),
    );
    const won = await opened().claimTables(
      [
        { claim: `ab-${tag}`, ids: [a!.id, b!.id] },
        { claim: `cd-${tag}`, ids: [c!.id, d!.id] },
      ],
      AT,
    );
    expect(won).toEqual(new Set([`ab-${tag}`]));
    const waiting = (await opened().waitingSeeks(AT, 'hansa')).map((s) => s.id);
    expect(waiting).toContain(d!.id);
    expect(waiting).not.toContain(a!.id);
    expect(waiting).not.toContain(c!.id);
  });

  it('stores a sweep’s claimed tables at once: matches, seats held, seeks matched', async () => {
    const tag = randomUUID().slice(0, 6);
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((x) => seeker(`${x}-${tag}`)));
    for (const s of [a!, b!, c!, d!]) await opened().addSeek(s);
    const tables = [tableOf([a!, b!], `ab-${tag}`, Date.parse(AT)), tableOf([c!, d!], `cd-${tag}`, Date.parse(AT))];
    await opened().claimTables(
      tables.map((t) => ({ claim: t.claim, ids: t.seats.map((s) => s.seekId) })),
      AT,
    );
    // d's claim was given back (as when a table could not be made): storing cd must not match it.
    await opened().releaseClaim(`cd-${tag}`);
    await opened().claimTables([{ claim: `cd-${tag}`, ids: [c!.id] }], AT);
    await opened().seatTables(tables);
    for (const t of tables) {
      const stored = await opened().getMatch(t.match.id);
      expect(stored).toMatchObject({ status: 'running', game: 'hansa', players: 2 });
      const bySeek = new Map([a!, b!, c!, d!].map((s) => [s.id, s]));
      expect(stored!.seats.map((s) => s.name)).toEqual(t.seats.map((s) => bySeek.get(s.seekId)!.username));
      for (const [seat, s] of t.seats.entries()) {
        expect(await opened().seatHolder(t.match.id, seat)).toBe(s.accountId);
        const row = await opened().seekById(s.seekId);
        if (s.seekId === d!.id) expect(row).toMatchObject({ status: 'waiting', matchId: null, seat: null });
        else expect(row).toMatchObject({ status: 'matched', matchId: t.match.id, seat });
      }
    }
  });
});
