/**
 * Group commit (committer.ts): a batch per turn of the event loop; on PostgreSQL two batches may
 * be written at once, but a match's actions are never in two at the same time, so its log is
 * written in order and an action is acknowledged only once its own transaction is committed.
 */
import { describe, expect, it } from 'vitest';
import { GroupCommitter } from '../src/match/committer';
import type { ActionRow, Store } from '../src/store/store';

/** A store whose writes finish when the test says, recording what each transaction held. */
function slowStore() {
  const writes: Array<{ rows: string[]; done(): void; fail(e: Error): void }> = [];
  const store = {
    appendActions(rows: ActionRow[]) {
      return new Promise<void>((resolve, reject) =>
        writes.push({ rows: rows.map((r) => `${r.matchId}#${r.index}`), done: resolve, fail: reject }),
      );
    },
  } as unknown as Store;
  return { store, writes };
}

const row = (matchId: string, index: number): ActionRow => ({ matchId, index, seat: 0, action: { n: index } });
const turn = () => new Promise((r) => setImmediate(r));
/** Resolves to which of the promises have settled so far. */
const settled = async (ps: Record<string, Promise<unknown>>) => {
  const seen = new Set<string>();
  for (const [k, p] of Object.entries(ps))
    void p.then(
      () => seen.add(k),
      () => seen.add(`${k}!`),
    );
  await turn();
  return [...seen].sort();
};

describe('group commit', () => {
  it('two lanes: a new batch starts during a write, without the rows of a match already being written', async () => {
    const { store, writes } = slowStore();
    const c = new GroupCommitter(store, 2);
    const a0 = c.append(row('a', 0), null);
    const b0 = c.append(row('b', 0), null);
    await turn();
    expect(writes.map((w) => w.rows)).toEqual([['a#0', 'b#0']]);
    // a's next action waits for a#0's transaction; c's goes at once in a second one.
    const a1 = c.append(row('a', 1), null);
    const c0 = c.append(row('c', 0), null);
    await turn();
    expect(writes.map((w) => w.rows)).toEqual([['a#0', 'b#0'], ['c#0']]);
    writes[1]!.done();
    // c#0 is acknowledged while the first transaction is still open; nothing else is.
    expect(await settled({ a0, b0, a1, c0 })).toEqual(['c0']);
    writes[0]!.done();
    await turn();
    await turn();
    expect(writes.map((w) => w.rows)).toEqual([['a#0', 'b#0'], ['c#0'], ['a#1']]);
    expect(await settled({ a0, b0, a1 })).toEqual(['a0', 'b0']);
    writes[2]!.done();
    expect(await settled({ a1 })).toEqual(['a1']);
  });

  it('one lane (SQLite): the next batch waits for the write before it, then holds everything queued', async () => {
    const { store, writes } = slowStore();
    const c = new GroupCommitter(store, 1);
    void c.append(row('a', 0), null);
    await turn();
    void c.append(row('b', 0), null);
    void c.append(row('a', 1), null);
    await turn();
    expect(writes.map((w) => w.rows)).toEqual([['a#0']]);
    writes[0]!.done();
    await turn();
    await turn();
    expect(writes.map((w) => w.rows)).toEqual([['a#0'], ['b#0', 'a#1']]);
  });

  it('a failed transaction is retried row by row, so only the culprit is refused', async () => {
    const { store, writes } = slowStore();
    const c = new GroupCommitter(store, 2);
    // Handled from the start: a's refusal comes before the test looks.
    const a0 = c.append(row('a', 0), null).then(
      () => 'stored',
      (e: Error) => e.message,
    );
    const b0 = c.append(row('b', 0), null);
    await turn();
    writes[0]!.fail(new Error('duplicate key'));
    await turn();
    expect(writes.map((w) => w.rows)).toEqual([['a#0', 'b#0'], ['a#0']]);
    writes[1]!.fail(new Error('duplicate key'));
    await turn();
    expect(writes.map((w) => w.rows).at(-1)).toEqual(['b#0']);
    writes[2]!.done();
    expect(await settled({ b0 })).toEqual(['b0']);
    expect(await a0).toBe('duplicate key');
  });
});
