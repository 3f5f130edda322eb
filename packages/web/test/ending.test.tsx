// @vitest-environment jsdom
/**
 * The end of a game (issue 21): the winner line (a shared win named as such), a Loyang solo
 * game's level from the rulebook (L-14.8), the final breakdown, and rematch / new game / replay;
 * an abandoned match's end at the table, with its rating change (issue 44).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Outcome } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { I18nProvider } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/messages';
import { initialState } from '../src/net/connState';
import { GameOver } from '../src/table/GameOver';
import { TableView } from '../src/table/TableView';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function end(outcome: Outcome, names: string[], lang: Lang = 'en', info: Record<string, unknown> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: 'm1', status: 'finished', ...info }), { status: 200 })),
    ),
  );
  render(
    <I18nProvider lang={lang}>
      <GameOver
        matchId="m1"
        game="loyang"
        outcome={outcome}
        names={names}
        label={(k) => k}
        onReplay={() => undefined}
      />
    </I18nProvider>,
  );
}

const solo = (final: number, soloGoal: number): Outcome => ({
  scores: [final],
  ranking: [1],
  breakdown: [{ path: final, loans: 0, final, soloGoal }],
});

const change = (seat: number, before: number, after: number, provisional: boolean) => ({
  seat,
  username: `u${seat}`,
  rank: seat + 1,
  before,
  after,
  change: after - before,
  provisional,
});

describe('game over', () => {
  it('shows what a rated match did to each rating, "?" while provisional (issue 44)', async () => {
    end({ scores: [15, 9], ranking: [1, 2], breakdown: [{}, {}] }, ['Ann', 'Bob'], 'en', {
      rated: true,
      ratingChanges: [change(0, 1500, 1523, false), change(1, 1500, 1488, true)],
    });
    const lines = (await screen.findByTestId('rating-changes')).querySelectorAll('li');
    expect([...lines].map((l) => l.textContent)).toEqual(['Ann: 1523 (+23)', 'Bob: 1488? (−12)']);
  });

  it('names the winner, and a shared win as shared', () => {
    end({ scores: [12, 15, 9], ranking: [2, 1, 3], breakdown: [{}, {}, {}] }, ['Ann', 'Bob', 'Carla']);
    expect(screen.getByTestId('winner-line').textContent).toBe('Bob wins.');
    cleanup();
    end({ scores: [15, 15, 9], ranking: [1, 1, 3], breakdown: [{}, {}, {}] }, ['Ann', 'Bob', 'Carla'], 'de');
    expect(screen.getByTestId('winner-line').textContent).toBe('Ann und Bob teilen sich den Sieg.');
    cleanup();
    end({ scores: [15, 15], ranking: [1, 1], breakdown: [{}, {}] }, ['Ann', 'Bob'], 'it');
    expect(screen.getByTestId('winner-line').textContent).toBe('Vincono a pari merito Ann e Bob.');
  });

  it.each([
    ['en', 19, 19, 'You reached level 19 on the Path of Prosperity: “Master” (19).'],
    ['en', 18, 18, 'You reached level 18 on the Path of Prosperity: “Very good” (18).'],
    ['en', 17, 17, 'You reached level 17 on the Path of Prosperity: “Good” (17).'],
    ['en', 14, 0, 'You reached level 14 on the Path of Prosperity: below the rulebook’s first goal, “Good” (17).'],
    ['de', 18, 18, 'Du hast Stufe 18 auf dem Wohlstandspfad erreicht: sehr gut (18).'],
    ['it', 19, 19, 'Hai raggiunto il livello 19 sulla via della prosperità: da professionista (19).'],
  ] as const)('a Loyang solo game in %s at %i shows the rulebook level (L-14.8)', (lang, final, goal, text) => {
    end(solo(final, goal), ['Ann'], lang);
    expect(screen.getByTestId('solo-level').textContent).toBe(text);
    expect(screen.queryByTestId('winner-line')).toBeNull();
    // The breakdown names the goal reached in words, not as a number, nor as "—" below Good (issue 45).
    const row = screen.getAllByRole('row')[1]!.textContent!;
    expect(row).toContain(
      goal === 0
        ? 'below Good'
        : lang === 'en'
          ? { 19: 'Master', 18: 'Very good', 17: 'Good' }[goal]!
          : lang === 'de'
            ? 'sehr gut'
            : 'professionista',
    );
  });

  it('offers a rematch only to a player of the match, a new game and the replay to everyone', () => {
    end(solo(17, 17), ['Ann']);
    expect(screen.queryByTestId('rematch')).toBeNull();
    expect(screen.getByTestId('new-game').getAttribute('href')).toBe('/');
    cleanup();
    localStorage.setItem(
      'tabula.seats',
      JSON.stringify([{ matchId: 'm1', seat: 0, token: 't', name: 'Ann', game: 'loyang', savedAt: '' }]),
    );
    end(solo(17, 17), ['Ann']);
    expect(screen.getByTestId('rematch').textContent).toBe('Rematch');
  });
});

describe('an abandoned rated match (issue 44)', () => {
  it('ends at the table with its rating change — the leaver last — though the game has no outcome', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              id: 'm1',
              status: 'abandoned',
              rated: true,
              ratingChanges: [change(0, 1500, 1479, true), change(1, 1500, 1521, true)],
            }),
            { status: 200 },
          ),
        ),
      ),
    );
    localStorage.setItem(
      'tabula.seats',
      JSON.stringify([{ matchId: 'm1', seat: 1, token: 't', name: 'Bob', game: 'hansa', savedAt: '' }]),
    );
    // Ann left, then Bob's time ran out: bots played both seats, and the server ended the match.
    const away = (seat: number, name: string) => ({ seat, name, bot: 'random', connected: false, away: true });
    render(
      <I18nProvider lang="en">
        <TableView
          matchId="m1"
          conn={{
            seat: { matchId: 'm1', seat: 1, token: 't', name: 'Bob', game: 'hansa' },
            conn: { act() {}, resign() {}, leave() {}, reclaim() {}, say() {}, quick() {} } as never,
            state: {
              ...initialState(),
              status: 'open',
              game: 'hansa',
              players: 2,
              seat: 1,
              version: 9,
              view: hansa.view(hansa.setup({ players: 2, seed: 1 }), 1),
              active: [0],
              seats: [away(0, 'Ann'), away(1, 'Bob')],
              abandoned: true,
            },
          }}
          names={['Ann', 'Bob']}
          onReplay={() => undefined}
        />
      </I18nProvider>,
    );
    const lines = await screen.findByTestId('rating-changes', {}, { timeout: 20_000 });
    expect([...lines.querySelectorAll('li')].map((l) => l.textContent)).toEqual([
      'Ann: 1479? (−21)',
      'Bob: 1521? (+21)',
    ]);
    expect(screen.getByTestId('abandoned-line').textContent).toBe(
      'The match was abandoned: every player left or ran out of time, so the game has no result.',
    );
    // Over: nobody is to move, no seat controls, and no rematch (the server offers none of it).
    await waitFor(() => expect(screen.getByTestId('status-line').textContent).toBe('Game over'));
    expect(screen.queryByTestId('prompt')).toBeNull();
    expect(screen.queryByTestId('rematch')).toBeNull();
    expect(screen.getByTestId('new-game').getAttribute('href')).toBe('/');
  });
});
