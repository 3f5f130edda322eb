// @vitest-environment jsdom
/**
 * Deleting one's account from the account page (issue 44): the password asked again, a wrong one
 * refused in words and nothing changed, the right one signs out here; a deleted account's seats read
 * "deleted player" in the reader's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DELETED_PLAYER } from '@tabula/wire';
import { App } from '../src/App';
import { seatLabel } from '../src/lobby/matchWords';
import { makeT } from '../src/i18n/i18n';
import { fakeServer } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('deleting the account', () => {
  it('asks for the password again, refuses a wrong one, and signs out after', async () => {
    history.replaceState(null, '', '/account');
    const deletes: unknown[] = [];
    const calls = fakeServer({
      'GET /api/me': () => ({ body: { account: { id: 'a1', username: 'Ann' } } }),
      'DELETE /api/account': (body) => {
        deletes.push(body);
        return (body as { password?: string }).password === 'the right one'
          ? { body: { deleted: true, seats: 2 } }
          : { status: 403, body: { error: 'wrong password or recovery code' } };
      },
      'GET /api/sessions': () => ({ body: { sessions: [] } }),
      'GET /api/passkeys': () => ({ body: { passkeys: [] } }),
      'GET /api/account/waiting': () => ({ body: { waiting: [] } }),
      'GET /api/matches': () => ({ body: { matches: [] } }),
      'GET /api/account/matches': () => ({ body: { matches: [] } }),
    });
    render(<App />);
    fireEvent.click(await screen.findByTestId('delete-open'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a guess' } });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('That is not your password.');
    expect(screen.getByTestId('account')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the right one' } });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(await screen.findByTestId('nav-sign-in')).toBeTruthy();
    expect(deletes).toEqual([{ password: 'a guess' }, { password: 'the right one' }]);
    // Anything else the pages asked (seeks, push…) was refused, as by an older server: named here.
    expect(calls.refused.filter((k) => !k.startsWith('GET '))).toEqual([]);
  });

  it('names a deleted account’s seat in each language', () => {
    const seat = { seat: 1, name: DELETED_PLAYER, bot: null, connected: false };
    expect(seatLabel(seat, makeT('en'))).toBe('deleted player');
    expect(seatLabel(seat, makeT('de'))).toBe('gelöschter Spieler');
    expect(seatLabel(seat, makeT('it'))).toBe('giocatore eliminato');
  });
});
