// @vitest-environment jsdom
/**
 * Friends, profiles and leaderboards (issue 44) against a fake server: the friends page lists
 * requests, challenges and friends with whether each is online, accepting and challenging post
 * what the server expects (a challenge keeps the seat's token on this device and opens the
 * table), a refusal is worded in the reader's language; a profile shows each rating with "?" while
 * provisional and a labelled graph, and "Add friend"; a leaderboard links each player.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Friends, Leaderboard, PlayerProfile } from '@tabula/wire';
import { App } from '../src/App';
import { loadSeats } from '../src/net/seats';
import { fakeServer, type Route } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

const signedIn: Record<string, Route> = {
  'GET /api/me': () => ({ body: { account: { id: 'a1', username: 'ann' } } }),
  'GET /api/account/waiting': () => ({ body: { waiting: [] } }),
  'GET /api/account/matches': () => ({ body: { matches: [] } }),
  'GET /api/server': () => ({ body: { publicUrl: null } }),
};

const FRIENDS: Friends = {
  friends: [
    { username: 'bob', since: '2026-11-01T00:00:00Z', online: true },
    { username: 'cy', since: '2026-11-02T00:00:00Z', online: false },
  ],
  incoming: [{ username: 'dee', at: '2026-11-28T00:00:00Z' }],
  outgoing: [],
  challengesIn: [{ matchId: 'm9', username: 'bob', game: 'hansa', at: '2026-11-28T00:00:00Z' }],
  challengesOut: [],
};

describe('the friends page', () => {
  it('lists requests, challenges and friends with who is online, and accepts a request', async () => {
    history.replaceState(null, '', '/friends');
    const calls = fakeServer({
      ...signedIn,
      'GET /api/friends': () => ({ body: FRIENDS }),
      'GET /api/blocks': () => ({ body: { blocked: [{ username: 'eve', at: '2026-11-03T00:00:00Z' }] } }),
      'POST /api/friends/dee/accept': () => ({ body: { username: 'dee', state: 'friends' } }),
    });
    render(<App />);
    const friends = await screen.findAllByTestId('friend');
    expect(friends.map((f) => within(f).getByTestId('friend-online').textContent)).toEqual(['online', 'offline']);
    expect(screen.getByTestId('challenge-in').textContent).toContain('Hansa Teutonica with bob');
    expect(within(screen.getByTestId('block-list')).getByText('eve')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('request-in')).getByTestId('request-accept'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/friends/dee/accept')).toBe(true));
  });

  it('challenges a friend: the request as the server wants it, the seat kept here, the table opened', async () => {
    history.replaceState(null, '', '/friends');
    const calls = fakeServer({
      ...signedIn,
      'GET /api/friends': () => ({ body: FRIENDS }),
      'GET /api/blocks': () => ({ body: { blocked: [] } }),
      'POST /api/friends/bob/challenge': () => ({
        status: 201,
        body: { match: { id: 'm1', game: 'loyang' }, seat: 0, token: 'tok-1' },
      }),
    });
    render(<App />);
    const bob = (await screen.findAllByTestId('friend'))[0]!;
    fireEvent.click(within(bob).getByRole('button', { name: 'Challenge bob' }));
    fireEvent.change(screen.getByTestId('challenge-game'), { target: { value: 'loyang' } });
    fireEvent.change(screen.getByTestId('challenge-clock'), { target: { value: 'turn' } });
    fireEvent.click(screen.getByLabelText('Rated'));
    fireEvent.click(screen.getByTestId('challenge-send'));
    await waitFor(() => expect(location.pathname).toBe('/m/m1'));
    expect(calls.find((c) => c.key === 'POST /api/friends/bob/challenge')!.body).toEqual({
      game: 'loyang',
      players: 2,
      clock: { kind: 'turn', turnMs: 86_400_000 },
      rated: true,
    });
    expect(loadSeats()).toMatchObject([{ matchId: 'm1', seat: 0, token: 'tok-1', name: 'ann', game: 'loyang' }]);
  });

  it('words a refusal across a block in the reader’s language', async () => {
    history.replaceState(null, '', '/friends');
    localStorage.setItem('tabula.lang', 'de');
    fakeServer({
      ...signedIn,
      'GET /api/friends': () => ({ body: { ...FRIENDS, friends: [], incoming: [], challengesIn: [] } }),
      'GET /api/blocks': () => ({ body: { blocked: [] } }),
      'POST /api/friends/zed/request': () => ({ status: 403, body: { error: 'you cannot send this player …' } }),
    });
    render(<App />);
    fireEvent.change(await screen.findByTestId('add-friend-name'), { target: { value: 'zed' } });
    fireEvent.click(screen.getByTestId('add-friend'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/keine Anfragen oder Herausforderungen/);
  });

  it('asks a signed-out person to sign in', async () => {
    history.replaceState(null, '', '/friends');
    fakeServer({ ...signedIn, 'GET /api/me': () => ({ body: { account: null } }) });
    render(<App />);
    expect(await screen.findByText(/Sign in to have friends/)).toBeTruthy();
  });
});

const PROFILE: PlayerProfile = {
  username: 'bob',
  ratings: [
    {
      game: 'hansa',
      rating: 1562,
      provisional: true,
      games: 3,
      history: [
        { matchId: 'x1', at: '2026-11-01T00:00:00Z', rating: 1480 },
        { matchId: 'x2', at: '2026-11-02T00:00:00Z', rating: 1530 },
        { matchId: 'x3', at: '2026-11-03T00:00:00Z', rating: 1562 },
      ],
    },
  ],
};

describe('a profile', () => {
  it('shows each rating with "?" while provisional, the games, a labelled graph, and adds a friend', async () => {
    history.replaceState(null, '', '/u/bob');
    const calls = fakeServer({
      ...signedIn,
      'GET /api/players/bob': () => ({ body: PROFILE }),
      'GET /api/friends/bob': () => ({ body: { username: 'bob', friend: false, request: null, blocking: false } }),
      'POST /api/friends/bob/request': () => ({ body: { username: 'bob', state: 'requested' } }),
    });
    render(<App />);
    expect((await screen.findByTestId('rating')).textContent).toBe('1562?');
    expect(screen.getByText('3 rated games')).toBeTruthy();
    expect(screen.getByTestId('rating-graph').getAttribute('aria-label')).toBe(
      'Rating of bob in Hansa Teutonica after each rated game, from 1480 to 1562',
    );
    fireEvent.click(await screen.findByTestId('profile-add-friend'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/friends/bob/request')).toBe(true));
  });

  it('says so for a player who does not exist', async () => {
    history.replaceState(null, '', '/u/nobody');
    fakeServer({ ...signedIn, 'GET /api/players/nobody': () => ({ status: 404, body: { error: 'no player' } }) });
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no player named nobody.');
  });
});

describe('a leaderboard', () => {
  it('lists the players best first, each linked to their profile, "?" for a provisional rating', async () => {
    history.replaceState(null, '', '/leaderboard/loyang');
    const board: Leaderboard = {
      game: 'loyang',
      activeSince: '2026-10-29T00:00:00Z',
      players: [
        { place: 1, username: 'cy', rating: 1620, provisional: false, games: 12, lastPlayedAt: '' },
        { place: 2, username: 'bob', rating: 1500, provisional: true, games: 1, lastPlayedAt: '' },
      ],
    };
    fakeServer({ ...signedIn, 'GET /api/ratings/loyang': () => ({ body: board }) });
    render(<App />);
    const rows = await screen.findAllByTestId('board-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1cy162012', expect.stringMatching(/^2bob1500\?.*1$/)]);
    expect(within(rows[0]!).getByRole('link', { name: 'cy' }).getAttribute('href')).toBe('/u/cy');
  });
});
