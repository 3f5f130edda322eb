// @vitest-environment jsdom
/**
 * The lobby (issue 21): bots named for people with their think time, options only where they
 * apply and explained in one line, matches named by game and players, a finished match by its
 * result (Replay, not Resume), a running one by whose turn it is, reserved seats not open; the
 * lists go page by page, and a table can be made private (issue 44).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LEVELS } from '@tabula/bots';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import type { MatchInfo, SeatInfo } from '@tabula/wire';
import { CreateMatch } from '../src/lobby/CreateMatch';
import { Lobby } from '../src/lobby/Lobby';
import { BOT_LEVELS, LEVEL_SPECS, botLabel } from '../src/lobby/bots';
import { matchTitle, resultLine, turnLine } from '../src/lobby/matchWords';
import { optionHintKey } from '../src/lobby/options';
import { api } from '../src/net/api';
import { I18nProvider, makeT } from '../src/i18n/i18n';
import { LANGS, MESSAGES, type Lang } from '../src/i18n/messages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const seat = (n: number, name: string | null, bot: string | null = null, extra: Partial<SeatInfo> = {}): SeatInfo => ({
  seat: n,
  name,
  bot,
  connected: true,
  ...extra,
});
function match(over: Partial<MatchInfo>): MatchInfo {
  return {
    id: 'm1',
    game: 'hansa',
    players: 3,
    options: {},
    status: 'running',
    seats: [seat(0, 'Ann'), seat(1, 'expert', 'expert'), seat(2, null)],
    version: 5,
    createdAt: '',
    outcome: null,
    ...over,
  };
}

describe('bots for people', () => {
  it('are the four levels of @tabula/bots, with the same specs', () => {
    expect(LEVELS.map((l) => l.id)).toEqual([...BOT_LEVELS]);
    for (const l of LEVELS) expect(LEVEL_SPECS[l.id]).toBe(l.spec);
  });

  it('are named by level wherever a seat shows, never by a raw spec', () => {
    const t = makeT('en');
    expect(botLabel('expert', t)).toBe('Expert');
    expect(botLabel('level:master', t)).toBe('Master');
    expect(botLabel('search:iters=16,ms=3000', t)).toBe('Master');
    expect(botLabel('heuristic:eps=0.05', t)).toBe('Expert');
    expect(botLabel('heuristic:eps=0.15', t)).toBe('Intermediate');
    expect(botLabel('heuristic', t)).toBe('Planner');
    expect(botLabel('random', t)).toBe('Random mover');
    expect(botLabel('search:ms=300', t)).toBe('Bot');
    expect(matchTitle(match({}), t, 'en')).toBe('Hansa Teutonica: Ann, Expert (bot), and Player 3');
    expect(matchTitle(match({}), makeT('de'), 'de')).toBe('Hansa Teutonica: Ann, Experte (Bot) und Spieler 3');
  });

  it('are offered by level with the think time and its unit', async () => {
    render(
      <I18nProvider lang="en">
        <CreateMatch />
      </I18nProvider>,
    );
    await waitFor(() => expect((screen.getByTestId('players') as HTMLSelectElement).disabled).toBe(false), {
      timeout: 20_000,
    });
    const select = screen.getByTestId('seat-1').querySelectorAll('select')[1]!;
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Beginner',
      'Intermediate',
      'Expert',
      'Master',
    ]);
    fireEvent.change(select, { target: { value: 'master' } });
    expect(screen.getByTestId('seat-hint-1').textContent).toMatch(/up to 3 seconds per decision/);
    fireEvent.change(select, { target: { value: 'expert' } });
    expect(screen.getByTestId('seat-hint-1').textContent).toMatch(/seldom slips.*answers at once/);
  }, 30_000);
});

describe('options', () => {
  it('each has a one-line explanation in every language', () => {
    for (const g of [loyang, hansa])
      for (const o of g.facts.options)
        for (const lang of LANGS)
          expect(MESSAGES[lang][optionHintKey(g.id, o.name)], `${lang} ${g.id}.${o.name}`).toBeTruthy();
  });

  it('Hansa offers the provinces option only for 2 players, explained, and sends it only then (H-14)', async () => {
    const create = vi.spyOn(api, 'create').mockResolvedValue({ id: 'm1' } as Awaited<ReturnType<typeof api.create>>);
    vi.spyOn(api, 'join').mockResolvedValue({ matchId: 'm1', seat: 0, token: 't' });
    render(
      <I18nProvider lang="en">
        <CreateMatch />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByTestId('game'), { target: { value: 'hansa' } });
    await waitFor(() => expect(screen.getByTestId('opt-provinces')).toBeTruthy(), { timeout: 20_000 });
    expect(screen.getByTestId('opt-hint-provinces').textContent).toMatch(/Only with 2 players/);
    fireEvent.change(screen.getByTestId('players'), { target: { value: '3' } });
    expect(screen.queryByTestId('opt-provinces')).toBeNull();
    fireEvent.click(screen.getByTestId('create'));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0].options).toEqual({});
    expect(create.mock.calls[0]![0].seats!.slice(1)).toEqual([{ bot: 'intermediate' }, { bot: 'intermediate' }]);
  }, 30_000);
});

describe('match lists', () => {
  const finished = match({
    status: 'finished',
    outcome: { scores: [40, 52, 31], ranking: [2, 1, 3], breakdown: [{}, {}, {}] },
  });
  it('say a finished match’s result and whose turn it is in a running one', () => {
    const t = makeT('en');
    expect(resultLine(finished, t, 'en')).toBe('Expert (bot) won');
    expect(
      resultLine(
        match({
          players: 1,
          seats: [seat(0, 'Ann')],
          status: 'finished',
          outcome: { scores: [18], ranking: [1], breakdown: [{}] },
        }),
        t,
        'en',
      ),
    ).toBe('Solo: 18');
    const loyangSolo = (final: number, soloGoal: number) =>
      match({
        game: 'loyang',
        players: 1,
        seats: [seat(0, 'Ann')],
        status: 'finished',
        outcome: { scores: [final], ranking: [1], breakdown: [{ final, soloGoal }] },
      });
    expect(resultLine(loyangSolo(18, 18), t, 'en')).toBe('Solo: 18 — Very good');
    expect(resultLine(loyangSolo(12, 0), makeT('de'), 'de')).toBe('Solo: 12 — unter „gut“');
    expect(resultLine(loyangSolo(19, 19), makeT('it'), 'it')).toBe('In solitario: 19 — professionista');
    expect(turnLine(match({ toMove: [1] }), [0], t, 'en')).toBe('Expert (bot) to move');
    expect(turnLine(match({ toMove: [0] }), [0], t, 'en')).toBe('Your move');
    expect(turnLine(match({ toMove: [0, 1] }), [], makeT('it'), 'it')).toBe('Tocca a Ann e Esperto (bot)');
  });

  it.each(LANGS)(
    'in %s: my finished match offers its replay, not Resume; a reserved seat is not open',
    async (lang: Lang) => {
      localStorage.setItem(
        'tabula.seats',
        JSON.stringify([{ matchId: 'm1', seat: 0, token: 't', name: 'Ann', game: 'hansa', savedAt: '' }]),
      );
      const open = match({
        id: 'm2',
        status: 'open',
        seats: [seat(0, 'Bob'), seat(1, null, null, { reserved: true }), seat(2, null)],
      });
      vi.spyOn(api, 'matches').mockResolvedValue([finished]);
      vi.spyOn(api, 'page').mockImplementation(async (status) => ({ matches: status === 'open' ? [open] : [] }));
      render(
        <I18nProvider lang={lang}>
          <Lobby />
        </I18nProvider>,
      );
      const t = makeT(lang);
      const mine = await screen.findByTestId('my-match');
      await waitFor(() => expect(mine.getAttribute('data-status')).toBe('finished'));
      expect(mine.textContent).toContain(resultLine(finished, t, lang)!);
      expect(mine.textContent).toContain(t('lobby.replay'));
      expect(mine.textContent).not.toContain(t('lobby.resume'));
      const row = await screen.findByTestId('open-match');
      const joins = [...row.querySelectorAll('a')].filter((a) => a.getAttribute('href')?.includes('join='));
      expect(joins.map((a) => a.getAttribute('href'))).toEqual(['/m/m2?join=2']);
      expect(joins[0]!.textContent).toBe(t('lobby.joinSeat', { seat: t('seat.player', { n: 3 }) }));
    },
  );
});

describe('pages of a list (issue 44)', () => {
  const named = (id: string, name: string) =>
    match({ id, seats: [seat(0, name), seat(1, 'expert', 'expert')], players: 2 });
  const titles = (list: HTMLElement) =>
    [...list.querySelectorAll('[data-testid="running-match"] .game')].map((x) => x.textContent);

  it.each(LANGS)('in %s: Older shows the next page while more follow, Newer goes back', async (lang: Lang) => {
    vi.spyOn(api, 'matches').mockResolvedValue([]);
    const page = vi.spyOn(api, 'page').mockImplementation(async (status, _limit, before) => {
      if (status !== 'running') return { matches: [] };
      return before === 'cursor-1'
        ? { matches: [named('r3', 'Cleo')] }
        : { matches: [named('r1', 'Ann'), named('r2', 'Bob')], next: 'cursor-1' };
    });
    render(
      <I18nProvider lang={lang}>
        <Lobby />
      </I18nProvider>,
    );
    const t = makeT(lang);
    const list = await screen.findByTestId('running-list');
    await waitFor(() => expect(titles(list)).toHaveLength(2));
    expect(titles(list).join(' ')).toMatch(/Ann.*Bob/);
    const older = screen.getByTestId('running-older') as HTMLButtonElement;
    const newer = screen.getByTestId('running-newer') as HTMLButtonElement;
    expect([older.textContent, newer.textContent]).toEqual([t('lobby.older'), t('lobby.newer')]);
    expect(newer.disabled).toBe(true);
    expect(screen.getByTestId('running-page').textContent).toBe(t('lobby.page', { n: 1 }));
    fireEvent.click(older);
    await waitFor(() => expect(titles(list).join(' ')).toMatch(/Cleo/));
    expect(titles(list)).toHaveLength(1);
    expect(page).toHaveBeenCalledWith('running', expect.any(Number), 'cursor-1');
    expect(screen.getByTestId('running-page').textContent).toBe(t('lobby.page', { n: 2 }));
    expect((screen.getByTestId('running-older') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('running-newer'));
    await waitFor(() => expect(titles(list).join(' ')).toMatch(/Ann.*Bob/));
    // A list on one page shows no page buttons.
    expect(screen.queryByTestId('open-older')).toBeNull();
  });

  it('keeps the lists and My matches readable offline, saying the server cannot be reached', async () => {
    localStorage.setItem(
      'tabula.seats',
      JSON.stringify([{ matchId: 'm1', seat: 0, token: 't', name: 'Ann', game: 'hansa', savedAt: '' }]),
    );
    vi.spyOn(api, 'matches').mockRejectedValue(new Error('Failed to fetch'));
    vi.spyOn(api, 'page').mockRejectedValue(new Error('Failed to fetch'));
    render(
      <I18nProvider lang="en">
        <Lobby />
      </I18nProvider>,
    );
    // In words, not the browser's "Failed to fetch"; no list says "Loading…" for ever (issue 45).
    const alert = (await screen.findByRole('alert')).textContent!;
    expect(alert).toMatch(/^The server cannot be reached just now\. Games on this device/);
    expect(alert).not.toContain('Failed to fetch');
    for (const kind of ['open', 'running', 'finished'])
      await waitFor(() =>
        expect(screen.getByTestId(`${kind}-status`).textContent).toBe(
          'Not available while the server cannot be reached.',
        ),
      );
    expect(screen.getByTestId('my-match').textContent).toContain('Hansa Teutonica');
    expect(screen.getByTestId('learn-entry')).toBeTruthy();
  });
});

describe('a private table (issue 44)', () => {
  it.each(LANGS)(
    'in %s: is a checkbox, off by default, sent as private when ticked',
    async (lang: Lang) => {
      const create = vi.spyOn(api, 'create').mockResolvedValue({ id: 'm1' } as Awaited<ReturnType<typeof api.create>>);
      vi.spyOn(api, 'join').mockResolvedValue({ matchId: 'm1', seat: 0, token: 't' });
      render(
        <I18nProvider lang={lang}>
          <CreateMatch />
        </I18nProvider>,
      );
      const t = makeT(lang);
      const box = screen.getByTestId('private-table') as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(box.closest('label')!.textContent).toContain(t('lobby.private'));
      expect(screen.getByTestId('private-hint').textContent).toBe(t('lobby.privateHint'));
      await waitFor(() => expect((screen.getByTestId('create') as HTMLButtonElement).disabled).toBe(false), {
        timeout: 20_000,
      });
      fireEvent.click(screen.getByTestId('create'));
      await waitFor(() => expect(create).toHaveBeenCalledOnce());
      expect(create.mock.calls[0]![0].private).toBeUndefined();
      fireEvent.click(box);
      fireEvent.click(screen.getByTestId('create'));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
      expect(create.mock.calls[1]![0].private).toBe(true);
    },
    30_000,
  );
});
