// @vitest-environment jsdom
/**
 * "Play now" (issue 44): a guest is told an account is needed; signed in, the panel sends the seek
 * as chosen (game, seats within the game's count, speed preset, rated or casual, range), waits
 * polling the seek, opens the table once matched, cancels, and shows the server's refusal. The
 * open seeks list offers Join to others' seeks only. Every word in en, de and it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SessionProvider } from '../src/account/session';
import { I18nProvider } from '../src/i18n/i18n';
import { MESSAGES } from '../src/i18n/messages';
import { OpenSeeks } from '../src/lobby/OpenSeeks';
import { PlayNow } from '../src/lobby/PlayNow';
import { fakeServer, type Route } from './fakeServer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const ANN = { id: 'a1', username: 'Ann' };
const signedIn: Record<string, Route> = { 'GET /api/me': () => ({ body: { account: ANN } }) };

function show(node: React.ReactNode, lang: 'en' | 'de' | 'it' = 'en') {
  render(
    <I18nProvider lang={lang}>
      <SessionProvider>{node}</SessionProvider>
    </I18nProvider>,
  );
}

describe('Play now', () => {
  it('tells a guest that an account is needed, in their language', async () => {
    fakeServer({ 'GET /api/me': () => ({ body: { account: null } }) });
    show(<PlayNow />, 'de');
    expect(await screen.findByTestId('seek-guest')).toHaveProperty(
      'textContent',
      expect.stringContaining('brauchst du ein Konto'),
    );
    expect(screen.queryByTestId('seek-submit')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Jetzt spielen');
  });

  it('sends the seek as chosen, waits polling it, and opens the table once matched', async () => {
    let polls = 0;
    const calls = fakeServer({
      ...signedIn,
      'POST /api/seeks': () => ({
        status: 201,
        body: { id: 's1', status: 'waiting', since: new Date().toISOString() },
      }),
      'GET /api/seeks/s1': () =>
        ++polls < 2
          ? { body: { id: 's1', status: 'waiting', since: new Date().toISOString() } }
          : { body: { id: 's1', status: 'matched', matchId: 'm9', seat: 1 } },
    });
    show(<PlayNow />);
    const submit = await screen.findByTestId('seek-submit');
    const options = (id: string) => [...(screen.getByTestId(id) as HTMLSelectElement).options].map((o) => o.value);
    expect(options('seek-players')).toEqual(['2', '3', '4', '5']);
    fireEvent.change(screen.getByTestId('seek-game'), { target: { value: 'loyang' } });
    expect(options('seek-players')).toEqual(['2', '3', '4']);
    fireEvent.change(screen.getByTestId('seek-players'), { target: { value: '3' } });
    expect(options('seek-speed')).toEqual(['rt10+5', 'rt20+10', 'd1', 'd3', 'd7']);
    expect((screen.getByTestId('seek-speed') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      '10+5 real-time',
    );
    fireEvent.change(screen.getByTestId('seek-speed'), { target: { value: 'd3' } });
    fireEvent.change(screen.getByTestId('seek-range'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('seek-casual'));
    fireEvent.click(submit);
    expect((await screen.findByTestId('seek-status')).textContent).toContain('Looking for 2 opponents');
    expect(calls.find((c) => c.key === 'POST /api/seeks')!.body).toEqual({
      game: 'loyang',
      players: 3,
      speed: { kind: 'turn', days: 3 },
      rated: false,
      range: null,
    });
    await waitFor(() => expect(location.pathname).toBe('/m/m9'), { timeout: 8_000 });
    expect(polls).toBe(2);
  }, 15_000);

  it('cancels a waiting seek and shows the server’s refusal of a seek', async () => {
    const calls = fakeServer({
      ...signedIn,
      'POST /api/seeks': () => ({
        status: 201,
        body: { id: 's2', status: 'waiting', since: new Date().toISOString() },
      }),
      'DELETE /api/seeks/s2': () => ({ body: { id: 's2', status: 'cancelled' } }),
    });
    show(<PlayNow />);
    fireEvent.click(await screen.findByTestId('seek-submit'));
    fireEvent.click(await screen.findByTestId('seek-cancel'));
    expect(await screen.findByTestId('seek-submit')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('DELETE /api/seeks/s2');
    expect(screen.queryByTestId('seek-ended')).toBeNull();

    fakeServer({
      ...signedIn,
      'POST /api/seeks': () => ({
        status: 409,
        body: { error: 'you already seek this game (seek s1): cancel it first' },
      }),
    });
    fireEvent.click(screen.getByTestId('seek-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'you already seek this game (seek s1): cancel it first',
    );
  });

  it("lists open seeks with Join for others' seeks, and opens the table a join completes", async () => {
    const seek = (id: string, username: string, mine: boolean) => ({
      id,
      username,
      game: 'hansa',
      rating: 1540,
      players: 2,
      speed: { kind: 'realtime', baseMs: 1_200_000, incrementMs: 10_000 },
      rated: true,
      since: new Date().toISOString(),
      mine,
    });
    fakeServer({
      ...signedIn,
      'GET /api/seeks': () => ({ body: { seeks: [seek('s1', 'Bob', false), seek('s2', 'Ann', true)] } }),
      'POST /api/seeks/s1/join': () => ({ status: 201, body: { id: 's3', status: 'matched', matchId: 'm4', seat: 0 } }),
    });
    show(<OpenSeeks />, 'it');
    const rows = await screen.findAllByTestId('open-seek');
    expect(rows[0]!.textContent).toContain('Bob (1540)');
    expect(rows[0]!.textContent).toContain('20+10 in tempo reale');
    expect(rows[1]!.textContent).toContain('la tua ricerca');
    const joins = await screen.findAllByTestId('seek-join');
    expect(joins).toHaveLength(1);
    fireEvent.click(joins[0]!);
    await waitFor(() => expect(location.pathname).toBe('/m/m4'));
  });

  it('has every seek word in en, de and it', () => {
    const keys = Object.keys(MESSAGES.en).filter((k) => k.startsWith('seek.'));
    expect(keys.length).toBeGreaterThan(20);
    for (const lang of ['de', 'it'] as const)
      for (const k of keys) expect(MESSAGES[lang]?.[k as keyof typeof MESSAGES.en], `${lang} ${k}`).toBeTruthy();
  });
});
