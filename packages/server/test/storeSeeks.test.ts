/**
 * Issue 44, the seeks' pool on both stores: seeks are listed in the order they were stored (`seq`),
 * even when made in the same millisecond — before, such seeks were ordered by their random ids; and
 * one claim of several tables holds each table whole or not at all.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
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
});
