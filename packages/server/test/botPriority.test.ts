/**
 * Issue 41, item 6: bot threads think at a lower CPU priority than the server's own threads, so a
 * burst of searching bots takes the cores from other bots, not from the thread answering people.
 * Linux keeps a nice value per thread (read here from /proc); elsewhere the test has nothing to see.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool } from '../src/bots/pool';
import { serverGames } from '@tabula/wire/games';

const nices = (): number[] =>
  readdirSync('/proc/self/task').flatMap((t) => {
    try {
      return [Number(readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])];
    } catch {
      return [];
    }
  });

describe.skipIf(!existsSync('/proc/self/task'))('bot threads', () => {
  const pool = new BotPool(1);
  afterAll(() => pool.close());

  it('think at nice 10 while the server’s own thread keeps its priority', async () => {
    const nim = serverGames.nim!;
    const state = nim.setup({ players: 2, seed: 'prio' });
    const legal = nim.legalActions(state, 0);
    await pool.choose('m', {
      game: 'nim',
      key: 'm:0',
      spec: 'random',
      seed: 's',
      seat: 0,
      view: nim.view(state, 0),
      legal,
    });
    const all = nices();
    expect(all).toContain(10);
    // This thread (the test's, as the server's would be) is not lowered.
    expect(Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ')[16])).toBe(0);
  });
});
