// @vitest-environment jsdom
/**
 * Accounts at the table (issue 44): sign-up shows the recovery codes once, signing in claims this
 * device's seats, refusals are worded in the reader's language, the header counts the matches
 * waiting for your move and "Next game" opens the one with the least time left, and a seat the
 * account holds is played through the session (hello with the seat, no token).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MatchInfo } from '@tabula/wire';
import { App } from '../src/App';
import { MatchConnection } from '../src/net/connection';
import { addSeat } from '../src/net/seats';
import { withHeld } from '../src/account/heldSeats';
import { usernameHint } from '../src/account/problems';
import { makeT } from '../src/i18n/i18n';
import { FakeSocket } from './fakeSocket';
import { fakeServer, type Route } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

const info = (id: string, seatName = 'Ann'): MatchInfo => ({
  id,
  game: 'hansa',
  players: 2,
  options: {},
  status: 'running',
  seats: [
    { seat: 0, name: seatName, bot: null, connected: true },
    { seat: 1, name: 'Bo', bot: null, connected: true },
  ],
  version: 3,
  createdAt: '',
  outcome: null,
});

const me =
  (account: { id: string; username: string } | null): Route =>
  () => ({ body: { account } });
const lobbyRoutes: Record<string, Route> = {
  'GET /api/matches': () => ({ body: { matches: [] } }),
  'GET /api/account/matches': () => ({ body: { matches: [] } }),
  'GET /api/server': () => ({ body: { publicUrl: null } }),
};

describe('signing up and in', () => {
  it('shows the recovery codes once after sign-up, then the account', async () => {
    history.replaceState(null, '', '/account');
    const calls = fakeServer({
      ...lobbyRoutes,
      'GET /api/me': me(null),
      'POST /api/account': (b) => ({
        status: 201,
        body: {
          account: { id: 'a1', username: (b as { username: string }).username },
          recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'],
        },
      }),
      'POST /api/account/seats': () => ({ body: { held: [], refused: [] } }),
      'GET /api/sessions': () => ({ body: { sessions: [] } }),
      'GET /api/account/waiting': () => ({ body: { waiting: [] } }),
    });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'New here? Create an account' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect(screen.getByText('A password has at least 8 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough words' } });
    fireEvent.submit(screen.getByTestId('sign-in'));
    const codes = await screen.findByTestId('recovery-codes');
    expect(codes.textContent).toContain('aaaa-bbbb');
    expect(calls.find((c) => c.key === 'POST /api/account')?.body).toEqual({
      username: 'Anna',
      password: 'long enough words',
    });
    fireEvent.click(screen.getByTestId('codes-saved'));
    expect((await screen.findByTestId('account')).textContent).toContain('Signed in as Anna');
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByTestId('nav-account').textContent).toBe('Anna');
  });

  it("claims this device's seats at sign-in", async () => {
    history.replaceState(null, '', '/account');
    addSeat({ matchId: 'm1', seat: 0, token: 'tok-1', name: 'Ann', game: 'hansa' });
    addSeat({ matchId: 'm2', seat: 1, token: 'tok-2', name: 'Ann', game: 'loyang' });
    const calls = fakeServer({
      ...lobbyRoutes,
      'GET /api/me': me(null),
      'POST /api/session': () => ({ body: { account: { id: 'a1', username: 'Ann' } } }),
      'POST /api/account/seats': () => ({ body: { held: [], refused: [] } }),
      'GET /api/sessions': () => ({ body: { sessions: [] } }),
      'GET /api/account/waiting': () => ({ body: { waiting: [] } }),
    });
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret words' } });
    fireEvent.submit(screen.getByTestId('sign-in'));
    await screen.findByTestId('account');
    expect(calls.find((c) => c.key === 'POST /api/account/seats')?.body).toEqual({
      seats: [
        { matchId: 'm1', token: 'tok-1' },
        { matchId: 'm2', token: 'tok-2' },
      ],
    });
  });

  it('words a refusal in the reader’s language and keeps the form', async () => {
    history.replaceState(null, '', '/account');
    localStorage.setItem('tabula.lang', 'de');
    fakeServer({
      ...lobbyRoutes,
      'GET /api/me': me(null),
      'POST /api/session': () => ({ status: 401, body: { error: 'wrong username or password' } }),
    });
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'not it at all' } });
    fireEvent.submit(screen.getByTestId('sign-in'));
    expect((await screen.findByTestId('account-error')).textContent).toBe('Benutzername oder Passwort falsch.');
    expect(screen.getByTestId('sign-in')).toBeTruthy();
  });

  it('checks a new username as the server does, in words', () => {
    const t = makeT('it');
    expect(usernameHint('ab', t)).toBe('Un nome utente ha 3–20 caratteri (questo ne ha 2).');
    expect(usernameHint('two words', t)).toBe('Una parola: lettere e cifre, con _ - . solo tra di esse.');
    expect(usernameHint('An\u200Bna', t)).toBe('Il nome utente contiene caratteri invisibili o di controllo.');
    expect(usernameHint('Anna_B', t)).toBeNull();
  });
});

describe('the games waiting for you', () => {
  it('counts them in the header and "Next game" opens the one with the least time left', async () => {
    fakeServer({
      ...lobbyRoutes,
      'GET /api/me': me({ id: 'a1', username: 'Ann' }),
      'GET /api/account/waiting': () => ({
        body: {
          waiting: [
            { seat: 0, match: info('soon'), leftMs: 60_000 },
            { seat: 0, match: info('later'), leftMs: 3_600_000 },
          ],
        },
      }),
    });
    render(<App />);
    await waitFor(() => expect(screen.getByTestId('nav-waiting').textContent).toBe('Your move: 2'));
    fireEvent.click(screen.getByTestId('next-game'));
    expect(location.pathname).toBe('/m/soon');
  });

  it('lists the account’s matches in "My matches" on a device without their tokens', async () => {
    fakeServer({
      ...lobbyRoutes,
      'GET /api/me': me({ id: 'a1', username: 'Ann' }),
      'GET /api/account/waiting': () => ({ body: { waiting: [] } }),
      'GET /api/account/matches': () => ({ body: { matches: [{ seat: 0, match: info('elsewhere') }] } }),
    });
    render(<App />);
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(1));
    // The account keeps the seat: no "Forget" for a seat this device holds no token of.
    expect(screen.getByTestId('my-match').textContent).not.toContain('Forget');
  });

  it('puts the device’s own seats after the account’s others, without repeating one', () => {
    const mine = [{ matchId: 'm1', seat: 0, token: 't', name: 'Ann', game: 'hansa', savedAt: '' }];
    const held = [
      { seat: 0, match: info('m1') },
      { seat: 1, match: info('m2', 'Cy') },
    ];
    expect(withHeld(mine, held).map((s) => [s.matchId, s.token])).toEqual([
      ['m2', null],
      ['m1', 't'],
    ]);
  });
});

describe('a seat the account holds', () => {
  it('is greeted by its seat through the session, never a token', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const sockets: FakeSocket[] = [];
    const c = new MatchConnection(
      'm1',
      { accountSeat: 1 },
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      'ws://x/ws',
    );
    c.open();
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ t: 'hello', matchId: 'm1', seat: 1 });
    c.close();
  });
});
