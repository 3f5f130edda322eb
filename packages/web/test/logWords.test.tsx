// @vitest-environment jsdom
/**
 * Issue 45, the log and "Since your last move": a taken-back action leaves no "took back" line
 * behind, and the other seats' moves are not pushed out of "Since your last move" by the course
 * of play (a Loyang harvest, reshuffle and deal).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ui as loyangUi } from '../src/games/loyang/ui';
import type { GameUi } from '../src/games/types';
import { GameLog, eventLine } from '../src/table/GameLog';
import { SinceLast } from '../src/table/SinceLast';
import { makeT } from '../src/i18n/i18n';
import type { LogEntry } from '../src/net/connState';

afterEach(cleanup);
const names = ['Ann', 'Bob'];
const text = eventLine(loyangUi as unknown as GameUi, makeT('en'), 'en', names);

describe('the log', () => {
  it('drops a taken-back action together with its "took back" line', () => {
    const log: LogEntry[] = [
      { version: 1, seat: 0, events: [{ type: 'loan', seat: 0 }] },
      { version: 2, seat: 0, events: [{ type: 'undo', seat: 0 }] },
      { version: 3, seat: 0, events: [{ type: 'upgraded', seat: 0 }] },
    ];
    const r = render(<GameLog log={log} text={text} />);
    const lines = r.getByTestId('log').textContent!;
    expect(lines).toContain('Ann upgrades the Storehouse');
    expect(lines).not.toMatch(/took back|takes a Loan/);
  });
});

describe('since your last move', () => {
  it('shows the opponent’s moves, not the harvest, reshuffle and deal that followed them', () => {
    const moves = Array.from({ length: 4 }, (_, i) => ({
      version: 10 + i,
      seat: 1,
      events: [{ type: 'sold', seat: 1, veg: i }],
    }));
    const routine: LogEntry = {
      version: 20,
      seat: 1,
      events: [
        { type: 'round', round: 3 },
        { type: 'harvested', seat: 0, vegetables: [1, 0, 0, 0, 0, 0] },
        { type: 'harvested', seat: 1, vegetables: [0, 1, 0, 0, 0, 0] },
        { type: 'reshuffled', drawCount: 20 },
        { type: 'dealt', seat: 0, count: 4 },
        { type: 'dealt', seat: 1, count: 4 },
        { type: 'offerRefilled' },
      ],
    };
    const r = render(<SinceLast entries={[...moves, routine]} first={false} text={text} routine={loyangUi.routine} />);
    const shown = r.getByTestId('since-last').textContent!;
    expect(shown.match(/Bob sells/g)).toHaveLength(4);
    expect(shown).not.toMatch(/harvests|reshuffled|dealt|earlier line/);
  });
});
