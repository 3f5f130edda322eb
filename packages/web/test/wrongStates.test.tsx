// @vitest-environment jsdom
/**
 * Issue 45, the wrong states seen at the table: a match ended by resignation that still showed a
 * turn, a bot playing on, clocks and a "resigned 0/1" column with 0 : 0; "Waiting for ‹host›" said
 * to the host before the invitee joined; a refusal left beside the next click; a solo level shown
 * as "—" or "0"; a finished match's player "· away"; Loyang's tie-break never said.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { nim } from '@tabula/engine/nim';
import type { SeatInfo } from '@tabula/wire';
import { TableView } from '../src/table/TableView';
import { FinalScore } from '../src/table/FinalScore';
import { initialState, type ConnState } from '../src/net/connState';
import type { Conn } from '../src/table/useConnections';
import { I18nProvider } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/messages';
import { ui as loyangUi } from '../src/games/loyang/ui';

afterEach(cleanup);

const seat = (n: number, name: string | null, more: Partial<SeatInfo> = {}): SeatInfo => ({
  seat: n,
  name,
  bot: null,
  connected: true,
  ...more,
});

function table(state: Partial<ConnState>, names: string[], lang: Lang = 'en') {
  const conn: Conn = {
    seat: { matchId: 'm', seat: 0, token: 't', name: names[0]!, game: String(state.game) },
    conn: { act() {}, resign() {}, leave() {}, reclaim() {}, say() {}, quick() {} } as never,
    state: { ...initialState(), status: 'open', seat: 0, version: 9, ...state },
  };
  return render(
    <I18nProvider lang={lang}>
      <TableView conn={conn} names={names} onReplay={() => {}} />
    </I18nProvider>,
  );
}

const hansa2 = () => hansa.view(hansa.setup({ players: 2, seed: 1 }), 0);

describe('a 2-player match conceded mid-game', () => {
  it('shows no turn, nobody playing, no bot playing on, no clocks, and no 0 : 0 scores', async () => {
    const r = table(
      {
        game: 'hansa',
        players: 2,
        view: hansa2(),
        active: [0],
        seats: [seat(0, 'Ann'), seat(1, 'Bob', { resigned: true })],
        clock: {
          kind: 'realtime',
          seats: [
            { leftMs: 60_000, running: true },
            { leftMs: 60_000, running: false },
          ],
        },
        clockAt: Date.now(),
        outcome: { scores: [0, 0], ranking: [1, 2], breakdown: [{ resigned: 0 }, { resigned: 1 }] },
      },
      ['Ann', 'Bob'],
    );
    await waitFor(() => expect(r.getByTestId('final-score')).toBeTruthy(), { timeout: 20_000 });
    expect(r.getByTestId('status-line').textContent).toBe('Game over');
    expect(r.getByTestId('turn-line').textContent).toBe('Game over');
    expect(r.container.textContent).not.toMatch(/is playing|actions? left|bot plays on/);
    expect(r.getByTestId('resigned-1').textContent).toContain('resigned');
    expect(r.queryByTestId('clock-0')).toBeNull();
    const score = r.getByTestId('final-score');
    expect(score.querySelector('thead')!.textContent).not.toMatch(/resigned|Total/);
    expect(score.textContent).toContain('Bob (resigned)');
    expect(r.getByTestId('conceded').textContent).toBe('The match ended when Bob resigned; no scores were counted.');
  });

  it('in Bidding Nim too, the status line says the game is over', async () => {
    const r = table(
      {
        game: 'nim',
        players: 2,
        view: nim.view(nim.setup({ players: 2, seed: 1 }), 0),
        seats: [seat(0, 'Ann'), seat(1, 'Bob', { resigned: true })],
        outcome: { scores: [0, 0], ranking: [1, 2], breakdown: [{ resigned: 0 }, { resigned: 1 }] },
      },
      ['Ann', 'Bob'],
    );
    await waitFor(() => expect(r.getByTestId('status-line').textContent).toBe('Round 1 · game over'), {
      timeout: 20_000,
    });
  });
});

describe('before the invitee joins', () => {
  it('tells the host whom the table waits for — the free seat, not the host', async () => {
    const r = table(
      {
        game: 'hansa',
        players: 2,
        view: hansa2(),
        active: [0],
        seats: [seat(0, 'Ann'), seat(1, null, { connected: false })],
      },
      ['Ann', 'Player 2'],
    );
    await waitFor(() => expect(r.getByTestId('prompt')).toBeTruthy(), { timeout: 20_000 });
    expect(r.getByTestId('prompt').textContent).toBe('Waiting for Player 2 to join the table.');
    cleanup();
    const de = table(
      { game: 'hansa', players: 2, view: hansa2(), active: [0], seats: [seat(0, 'Ann'), seat(1, null)] },
      ['Ann', 'Spieler 2'],
      'de',
    );
    await waitFor(() =>
      expect(de.getByTestId('prompt').textContent).toBe('Warte, bis Spieler 2 sich an den Tisch setzt.'),
    );
  });
});

describe('Hansa 2p, the opening pawn', () => {
  it('names the seat placing the pawn beside the one to start, not "‹guest› is playing" while the host is waited for', async () => {
    const s = hansa.setup({ players: 2, seed: 3 });
    const pawn = 1 - s.current;
    const r = table(
      {
        game: 'hansa',
        players: 2,
        seat: s.current,
        view: hansa.view(s, s.current),
        active: [pawn],
        seats: [seat(0, 'Ann'), seat(1, 'Bob')],
      },
      ['Ann', 'Bob'],
    );
    await waitFor(() => expect(r.getByTestId('turn-line')).toBeTruthy(), { timeout: 20_000 });
    const [starts, places] = [['Ann', 'Bob'][s.current], ['Ann', 'Bob'][pawn]];
    expect(r.getByTestId('turn-line').textContent).toContain(`${places} places the pawn, then ${starts} starts`);
    expect(r.getByTestId('turn-line').textContent).not.toContain('is playing');
    expect(r.getByTestId('prompt').textContent).toBe(`Waiting for ${places}.`);
  });
});

describe('a refusal', () => {
  it('goes once the next thing at the table is clicked', async () => {
    const r = table(
      {
        game: 'hansa',
        players: 2,
        view: hansa2(),
        active: [1],
        seats: [seat(0, 'Ann'), seat(1, 'Bob')],
        refusal: { code: 'not-your-turn', message: 'not your turn' },
      },
      ['Ann', 'Bob'],
    );
    await waitFor(() => expect(r.getByTestId('refusal')).toBeTruthy(), { timeout: 20_000 });
    fireEvent.click(r.getByTestId('hansa-table'));
    expect(r.queryByTestId('refusal')).toBeNull();
  });
});

describe('a finished solo game', () => {
  const s0 = loyang.setup({ players: 1, seed: 1 });
  it('names its level in words, the same at the table and in the replay, and says how ties break', () => {
    const outcome = { scores: [12], ranking: [1], breakdown: [{ path: 12, loans: 0, final: 12, soloGoal: 0 }] };
    const label = (k: string) => loyangUi.breakdownLabel!(k, 'en');
    const r = render(<FinalScore outcome={outcome} names={['Ann']} label={label} note={loyangUi.scoreNote!('en')} />);
    expect(r.container.textContent).toContain('Solo level');
    expect(r.container.querySelector('tbody')!.textContent).toContain('below Good');
    expect(r.getByTestId('score-note').textContent).toMatch(/more Cash wins; then more vegetables/);
    for (const lang of ['de', 'it'] as const) expect(loyangUi.scoreNote!(lang)).not.toBe(loyangUi.scoreNote!('en'));
  });

  it('seen from another browser, does not call its player away', async () => {
    const r = table(
      {
        game: 'loyang',
        players: 1,
        view: loyang.view(s0, null as never),
        seat: null,
        seats: [seat(0, 'Ann', { connected: false })],
        outcome: { scores: [12], ranking: [1], breakdown: [{ final: 12, soloGoal: 0 }] },
      },
      ['Ann'],
    );
    await waitFor(() => expect(r.getByTestId('final-score')).toBeTruthy(), { timeout: 20_000 });
    expect(r.queryByTestId('offline-0')).toBeNull();
    expect(r.container.querySelector('.players')!.textContent).not.toContain('away');
  });
});
