// @vitest-environment jsdom
/**
 * The generic table: whose table a hot-seat device shows, refusals in words with their rule id,
 * names of seats, the final score, and the lobby reading each game's options from its facts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { targetSeat, seatNames } from '../src/table/MatchPage';
import { refusalText } from '../src/table/TableFrame';
import { FinalScore } from '../src/table/FinalScore';
import { HandOff } from '../src/table/HandOff';
import { makeT } from '../src/i18n/i18n';
import { initialState } from '../src/net/connState';
import type { Conn } from '../src/table/useConnections';
import { CreateMatch } from '../src/lobby/CreateMatch';

afterEach(cleanup);

function conn(seat: number, legal: unknown[]): Conn {
  return {
    seat: { matchId: 'm', seat, token: 't', name: `S${seat}`, game: 'nim' },
    conn: null as never,
    state: { ...initialState(), legal },
  };
}

describe('hot-seat: whose table to show', () => {
  it('keeps the shown seat while it has something to do, else passes to the seat that owes a decision', () => {
    const a = conn(0, [{ type: 'x' }]);
    const b = conn(1, [{ type: 'y' }]);
    expect(targetSeat([a, b], 1)).toBe(1);
    expect(targetSeat([conn(0, []), b], 0)).toBe(1);
    // An out-of-turn decision (a displaced player's relocation) goes to the person who owes it.
    expect(targetSeat([conn(0, []), conn(1, []), conn(2, [{ type: 'relocate' }])], 0)).toBe(2);
    expect(targetSeat([conn(0, []), conn(1, [])], 1)).toBe(1);
  });

  it('hides everything behind the hand-off screen', () => {
    render(<HandOff name="Bob" onReady={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain('Pass the device to Bob');
    expect(document.activeElement?.textContent).toContain('I am Bob');
  });
});

describe('words', () => {
  it('explains a refusal with its rule id, in each language', () => {
    const r = {
      code: 'illegal' as const,
      message: 'a Two-pack may be bought once per Action phase',
      ruleId: 'L-9.H.5',
    };
    expect(refusalText(r, makeT('en'))).toBe('Refused (L-9.H.5): a Two-pack may be bought once per Action phase');
    expect(refusalText(r, makeT('de'))).toMatch(/^Abgelehnt \(L-9\.H\.5\)/);
    expect(refusalText({ code: 'stale', message: 'x' }, makeT('it'))).toMatch(/Il tavolo è cambiato/);
  });

  it('names bots by level, a free seat as a player, and tells equal names apart', () => {
    const seats = [
      { seat: 0, name: 'Ann', bot: null, connected: true },
      { seat: 1, name: 'expert', bot: 'expert', connected: true },
      { seat: 2, name: 'expert', bot: 'expert', connected: true },
      { seat: 3, name: null, bot: null, connected: false },
    ];
    expect(seatNames(seats, makeT('en'))).toEqual(['Ann', 'Expert (bot) #2', 'Expert (bot) #3', 'Player 4']);
  });

  it('shows the final score with its breakdown, winner first', () => {
    render(
      <FinalScore
        outcome={{
          scores: [3, 9],
          ranking: [2, 1],
          breakdown: [
            { path: 3, total: 3 },
            { path: 9, total: 9 },
          ],
        }}
        names={['Ann', 'Bob']}
        label={(k) => k.toUpperCase()}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows[0]!.textContent).toContain('PATH');
    expect(rows[0]!.textContent).not.toContain('TOTAL');
    expect(rows[1]!.textContent).toContain('Bob');
  });
});

describe('lobby', () => {
  it('offers each game’s options from its facts and bots of every strength', async () => {
    render(<CreateMatch />);
    await waitFor(() => expect(screen.getByTestId('opt-intro')).toBeTruthy(), { timeout: 20_000 });
    expect(screen.getByTestId('players').querySelectorAll('option')).toHaveLength(4);
    expect(screen.getByTestId('seat-1').textContent).toMatch(/Intermediate/);
  });
});
