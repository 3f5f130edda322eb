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
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit = {}) => {
        const key = `${init.method ?? 'GET'} ${path.split('?')[0]}`;
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (key === 'GET /api/me') return json({ account: { id: 'a1', username: 'Ann' } });
        if (key === 'DELETE /api/account') {
          const body = JSON.parse(String(init.body)) as { password?: string };
          deletes.push(body);
          return body.password === 'the right one'
            ? json({ deleted: true, seats: 2 })
            : json({ error: 'wrong password or recovery code' }, 403);
        }
        if (key === 'GET /api/sessions') return json({ sessions: [] });
        if (key === 'GET /api/passkeys') return json({ passkeys: [] });
        if (key === 'GET /api/account/waiting') return json({ waiting: [] });
        if (key === 'GET /api/matches' || key === 'GET /api/account/matches') return json({ matches: [] });
        // Anything else the pages ask (seeks, push…) is not this test's: refused, as by an older server.
        return json({ error: `no route ${key}` }, 404);
      }),
    );
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
  });

  it('names a deleted account’s seat in each language', () => {
    const seat = { seat: 1, name: DELETED_PLAYER, bot: null, connected: false };
    expect(seatLabel(seat, makeT('en'))).toBe('deleted player');
    expect(seatLabel(seat, makeT('de'))).toBe('gelöschter Spieler');
    expect(seatLabel(seat, makeT('it'))).toBe('giocatore eliminato');
  });
});
