/**
 * Issue 22: `tabula play` names cards, routes and cities by what they are, so a terminal player
 * chooses without a card list or a map of ids (the texts come from the games' own describe).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/tabula.js', import.meta.url));

function play(input: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, 'play', ...args], { encoding: 'utf8', input, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('tabula play: what the player reads', () => {
  it('Loyang: the Courtyard, the hand and the options name cards by their vegetables and prices, never by id', () => {
    const r = play(
      '1\n1\n1\nq\n',
      '--game',
      'loyang',
      '--players',
      '2',
      '--seat',
      '0',
      '--bots',
      'heuristic',
      '--seed',
      '5',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('take Regular customer turnip+cabbage 5/6/7/8 from the Courtyard');
    expect(r.out).toMatch(/take Market stall [WPTCBL]²?·[WPTCBL]²?·[WPTCBL]²? from the Courtyard/);
    expect(r.out).toMatch(/hand: .*Casual customer [a-z+]+ for \d+/);
    expect(r.out).not.toMatch(/\b(MS|RC|CC|CF)-\d/);
  });

  it('Hansa: routes and cities by their printed names, posts from 1', () => {
    const r = play(
      '1\n2\n1\nq\n',
      '--game',
      'hansa',
      '--players',
      '2',
      '--seat',
      '0',
      '--bots',
      'heuristic',
      '--seed',
      '5',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('  Lübeck: ');
    expect(r.out).toMatch(/place a trader on [A-ZÜ][a-zäöü]+–[A-ZÜ][a-zäöü]+ post 1/);
    expect(r.out).toMatch(/· place seat=seat 1 \(heuristic\) route="[A-ZÜ][a-zäöü]+–[A-ZÜ][a-zäöü]+" post=1/);
    expect(r.out).not.toMatch(/\w--\w/);
  });
});
