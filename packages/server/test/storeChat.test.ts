/**
 * The storage suite on both adapters (bothStores.ts). Table talk in order, and the record that a
 * later chat line makes stale.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

describeStores('chat', (opened) => {
  let store: Store;
  beforeAll(() => {
    store = opened();
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
