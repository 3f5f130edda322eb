// @vitest-environment jsdom
/**
 * "Rated" when creating an invited match (issue 44): not offered to a guest; offered to a
 * signed-in person once someone is invited, sent as `rated` when ticked; disabled, saying why in
 * their language, where the server would refuse it (a bot at a seat, no clock, two seats on this
 * device, a game without ratings).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SessionProvider } from '../src/account/session';
import { I18nProvider } from '../src/i18n/i18n';
import { CreateMatch } from '../src/lobby/CreateMatch';
import { fakeServer, type Route } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

const signedIn: Record<string, Route> = { 'GET /api/me': () => ({ body: { account: { id: 'a1', username: 'Ann' } } }) };
const created = {
  id: 'm1',
  game: 'hansa',
  players: 2,
  options: {},
  status: 'open',
  seats: [],
  version: 0,
  createdAt: '',
  outcome: null,
};

async function show(routes: Record<string, Route>, lang: 'en' | 'de' | 'it' = 'en') {
  const calls = fakeServer({
    ...routes,
    'POST /api/matches': () => ({ status: 201, body: created }),
    'POST /api/matches/m1/join': () => ({ body: { seat: 0, token: 't0' } }),
  });
  render(
    <I18nProvider lang={lang}>
      <SessionProvider>
        <CreateMatch />
      </SessionProvider>
    </I18nProvider>,
  );
  await waitFor(() => expect((screen.getByTestId('players') as HTMLSelectElement).disabled).toBe(false), {
    timeout: 20_000,
  });
  return calls;
}

const seatKind = (seat: number, kind: string) =>
  fireEvent.change(screen.getByTestId(`seat-${seat}`).querySelector('select')!, { target: { value: kind } });
const rated = () => screen.queryByTestId('create-rated') as HTMLInputElement | null;
const why = () => screen.getByTestId('rated-hint').textContent;

describe('rated, when creating an invited match', () => {
  it('is not offered to a guest, even with someone invited', async () => {
    await show({ 'GET /api/me': () => ({ body: { account: null } }) });
    seatKind(1, 'invite');
    expect(screen.getByTestId('spectator-chat')).toBeTruthy();
    expect(rated()).toBeNull();
  });

  it('is offered to a signed-in person once someone is invited, casual unless ticked, and sent', async () => {
    const calls = await show(signedIn);
    expect(rated()).toBeNull();
    seatKind(1, 'invite');
    await waitFor(() => expect(rated()).not.toBeNull());
    expect(rated()!.checked).toBe(false);
    expect(rated()!.disabled).toBe(false);
    expect(why()).toBe('Counts for both ratings: every seat must be taken by a signed-in player.');
    fireEvent.click(rated()!);
    fireEvent.click(screen.getByTestId('create'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/matches')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/matches')!.body).toMatchObject({
      game: 'loyang',
      rated: true,
      clock: expect.any(Object),
    });
  });

  it('is disabled where the server would refuse it, saying why in the person’s language (de)', async () => {
    await show(signedIn, 'de');
    fireEvent.change(screen.getByTestId('players'), { target: { value: '3' } });
    seatKind(1, 'invite');
    // Seat 2 is a bot by default.
    await waitFor(() => expect(rated()?.disabled).toBe(true));
    expect(why()).toBe('Eine Partie mit einem Bot auf einem Platz wird nie gewertet.');
    seatKind(2, 'here');
    expect(why()).toMatch(/^Mehrere Plätze auf diesem Gerät \(Hot-Seat\)/);
    seatKind(2, 'invite');
    expect(rated()!.disabled).toBe(false);
    fireEvent.change(screen.getByTestId('clock-kind'), { target: { value: 'none' } });
    expect(rated()!.disabled).toBe(true);
    expect(why()).toBe('Eine gewertete Partie braucht eine Uhr.');
  });

  it('says a game without ratings is never rated (it)', async () => {
    localStorage.setItem('tabula.testGames', '1');
    await show(signedIn, 'it');
    fireEvent.change(screen.getByTestId('game'), { target: { value: 'nim' } });
    await waitFor(() => expect(screen.getByTestId('players')).toHaveProperty('disabled', false), { timeout: 20_000 });
    seatKind(1, 'invite');
    await waitFor(() => expect(rated()?.disabled).toBe(true));
    expect(why()).toBe('Solo «Alle porte di Loyang» e «Hansa Teutonica» sono valutate.');
  });
});
