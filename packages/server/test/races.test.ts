/**
 * Issue 20, point 1: no client can take the server down. A `tabula serve` child process (so a
 * crash is a real exit, not a test failure) is driven through the races that killed it: an action
 * sent twice and the TCP connection dropped at once (a double click, then the tab closed), a seat
 * acting while another sends an unknown message kind and drops, and a seeded fuzz of act / hello
 * / close interleavings. Afterwards the process is alive, `/healthz` answers and every match still
 * plays on.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '@tabula/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, WireClient } from '../src/bench/client';
import type { MatchInfo } from '@tabula/wire';
import { seatedMatch, spawnServer, stopServer } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'tabula-races-'));
let child: ChildProcess;
let url: string;
let exited: string | null = null;
beforeAll(async () => {
  ({ child, url } = await spawnServer(dir, ['--bot-threads', '1']));
  child.once('exit', (code, signal) => (exited = `exit ${code ?? signal}`));
});
afterAll(async () => {
  await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
});

const healthy = async () => {
  expect(exited).toBeNull();
  expect(await api<{ ok: boolean }>(url, 'GET', '/healthz')).toMatchObject({ ok: true });
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A 2-player Nim match with both seats greeted; the first bid is legal for either seat. */
async function table() {
  const { info, seats } = await seatedMatch(url, 'nim', 2);
  for (const s of seats) await s.client.hello(info.id, s.token);
  return { id: info.id, seats };
}

it('an action sent twice and the connection dropped at once does not crash the server', async () => {
  for (let i = 0; i < 12; i++) {
    const { id, seats } = await table();
    const a = seats[0]!.client;
    const act = JSON.stringify({ t: 'act', version: 0, action: { type: 'bid', n: 1 + (i % 3) } });
    a.send(act);
    a.send(act);
    a.ws.terminate();
    // Seat 1 still plays: its bid completes the round once seat 0's bid is stored.
    const b = seats[1]!.client;
    const u = b.next('update', (m) => m.version === 2, 5_000);
    b.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
    await u;
    await b.close();
    expect((await api<MatchInfo>(url, 'GET', `/api/matches/${id}`)).version).toBe(2);
  }
  await healthy();
});

it('a seat acts while another sends an unknown kind and drops: the server goes on', async () => {
  for (let i = 0; i < 12; i++) {
    const { seats } = await table();
    seats[1]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    seats[0]!.client.send('{"t":"dance"}');
    seats[0]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 } });
    seats[0]!.client.ws.terminate();
    seats[1]!.client.ws.terminate();
  }
  await pause(200);
  await healthy();
});

it('a seeded fuzz of act, hello and close interleavings leaves the server serving every match', async () => {
  const rng = Rng.seed('races-fuzz');
  const tables = await Promise.all([table(), table(), table()]);
  let clients = tables.flatMap((t) => t.seats.map((s) => ({ id: t.id, token: s.token, client: s.client })));
  for (let step = 0; step < 400; step++) {
    const c = clients[rng.int(clients.length)]!;
    if (c.client.closed) {
      c.client = await WireClient.connect(url, { keep: false });
      c.client.send({ t: 'hello', matchId: c.id, token: c.token, since: rng.int(3) });
      continue;
    }
    const frames = [
      () => ({ t: 'act', version: rng.int(4), action: { type: 'bid', n: 1 + rng.int(3) } }),
      () => ({ t: 'act', version: rng.int(4), action: { type: 'heap', heap: rng.int(3) } }),
      () => ({ t: 'act', version: rng.int(4), action: { type: 'take', n: 1 + rng.int(3) } }),
      () => ({ t: 'hello', matchId: c.id, token: c.token, since: rng.int(5) }),
      () => ({ t: 'hello', matchId: tables[rng.int(tables.length)]!.id }),
      () => ({ t: ['dance', 'act', 'hello'][rng.int(3)], version: -1 }),
    ];
    const burst = 1 + rng.int(3);
    for (let k = 0; k < burst; k++) c.client.send(JSON.stringify(frames[rng.int(frames.length)]!()));
    const end = rng.int(4);
    if (end === 0) c.client.ws.terminate();
    else if (end === 1) c.client.ws.close();
    if (step % 25 === 0) await pause(5);
  }
  await pause(300);
  await healthy();
  // Every match still answers a greeting with its current state.
  for (const t of tables) {
    const spectator = await WireClient.connect(url, { keep: false });
    const { update } = await spectator.hello(t.id);
    expect(update.version).toBe((await api<MatchInfo>(url, 'GET', `/api/matches/${t.id}`)).version);
    await spectator.close();
  }
  for (const c of clients) c.client.ws.terminate();
  clients = [];
});
