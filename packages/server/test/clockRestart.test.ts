/**
 * Issue 23: the server owns the clock, stored with every action, so it survives a SIGKILL of the
 * `tabula serve` process — on SQLite and on PostgreSQL. After the restart a seat's bank is what it
 * was, and a seat that owed a decision is still counting from when it began to.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { spawnServer } from './helpers';

const PG_URL = process.env.TABULA_TEST_PG_URL;
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

for (const [store, args] of [
  ['SQLite', []],
  ['PostgreSQL', PG_URL ? ['--database-url', PG_URL] : null],
] as const) {
  it.skipIf(args === null)(`a running clock survives a SIGKILL restart on ${store}`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-clock-'));
    dirs.push(dir);
    const serve = () =>
      spawnServer(dir, [...(args ?? [])]).then((r) => {
        children.push(r.child);
        return r;
      });
    let { child, url } = await serve();
    const m = await createMatch(url, {
      game: 'nim',
      players: 2,
      clock: { kind: 'realtime', baseMs: 600_000, incrementMs: 0 },
    });
    const tokens = [
      (await joinMatch(url, m.id, { name: 'Ann' })).token,
      (await joinMatch(url, m.id, { name: 'Bea' })).token,
    ];
    const a = await WireClient.connect(url);
    await a.hello(m.id, tokens[0]);
    await new Promise((r) => setTimeout(r, 150));
    const acked = a.next('update', (u) => u.version === 1);
    a.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    const before = (await acked).clock!;
    // Seat 0 bid: its bank is charged the time it took and stops; seat 1 still counts.
    expect(before.seats[0]!.running).toBe(false);
    expect(before.seats[0]!.leftMs).toBeLessThan(600_000 - 100);
    expect(before.seats[1]!.running).toBe(true);

    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    ({ child, url } = await serve());
    const b = await WireClient.connect(url);
    const { update } = await b.hello(m.id, tokens[1]);
    expect(update.clock!.seats[0]).toEqual(before.seats[0]);
    // Seat 1 has been counting since the match started, through the restart.
    expect(update.clock!.seats[1]!.running).toBe(true);
    expect(update.clock!.seats[1]!.leftMs).toBeLessThan(before.seats[1]!.leftMs);
    const done = b.next('update', (u) => u.version === 2);
    b.send({ t: 'act', version: 1, action: { type: 'bid', n: 2 } });
    // N-2: the higher bid takes first, so seat 1 owes on; seat 0's bank has not moved.
    const after = (await done).clock!;
    expect(after.seats[1]!.running).toBe(true);
    expect(after.seats[0]).toEqual(before.seats[0]);
    await Promise.all([a.close(), b.close()]);
    child.kill('SIGTERM');
  });
}
