// @vitest-environment jsdom
/**
 * The end of a game (issue 21): the winner line (a shared win named as such), a Loyang solo
 * game's level from the rulebook (L-14.8), the final breakdown, and rematch / new game / replay.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Outcome } from '@tabula/engine';
import { I18nProvider } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/messages';
import { GameOver } from '../src/table/GameOver';

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

describe('game over', () => {
  it('shows what a rated match did to each rating, "?" while provisional (issue 44)', async () => {
    const change = (seat: number, before: number, after: number, provisional: boolean) => ({
      seat,
      username: `u${seat}`,
      rank: seat + 1,
      before,
      after,
      change: after - before,
      provisional,
    });
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
