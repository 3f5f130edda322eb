// @vitest-environment jsdom
/**
 * Bot levels on the record (issue 44): beside each bot seat the lobby says how strong its level
 * was measured at this game and table size — its share against the level below with the 95%
 * interval, from `@tabula/bots`' ladder.json — in every language; the lowest level has no level
 * below, and a table size without a measurement says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ladder from '@tabula/bots/ladder';
import { SeatRows } from '../src/lobby/SeatRows';
import { levelStrength } from '../src/lobby/ladder';
import type { SeatChoice } from '../src/lobby/seatChoice';
import { I18nProvider, makeT } from '../src/i18n/i18n';
import type { Lang } from '../src/i18n/messages';

afterEach(cleanup);

const seats: SeatChoice[] = [
  { kind: 'here', name: 'Ann', bot: 'intermediate' },
  { kind: 'bot', name: '', bot: 'master' },
  { kind: 'bot', name: '', bot: 'beginner' },
];

function rows(lang: Lang, game: string, list = seats) {
  let current = list;
  const view = render(
    <I18nProvider lang={lang}>
      <SeatRows game={game} seats={current} patch={() => undefined} />
    </I18nProvider>,
  );
  return {
    choose(i: number, bot: SeatChoice['bot']) {
      current = current.map((s, k) => (k === i ? { ...s, bot } : s));
      view.rerender(
        <I18nProvider lang={lang}>
          <SeatRows game={game} seats={current} patch={() => undefined} />
        </I18nProvider>,
      );
    },
  };
}

/** What the committed ladder says of `upper` at this game and size, as the lobby words it. */
function figures(game: string, players: number, upper: string) {
  const r = ladder.rungs.find((x) => x.game === game && x.players === players && x.upper === upper);
  return r && [Math.round(r.score * 100), Math.round(r.ci95[0]! * 100), Math.round(r.ci95[1]! * 100)];
}

describe('the lobby shows each level’s measured strength', () => {
  it('says beside a Master seat how it fared against Expert at this table size, and nothing for Beginner', () => {
    for (const game of ['loyang', 'hansa']) {
      const { choose } = rows('en', game);
      const f = figures(game, 3, 'master');
      const text = screen.getByTestId('seat-strength-1').textContent;
      if (f)
        expect(text).toBe(
          `Wins ${f[0]}% (${f[1]}–${f[2]}%, 95% interval) against Expert at a table of 3 (${ladder.rungs.find((x) => x.game === game && x.players === 3 && x.upper === 'master')!.games} games measured).`,
        );
      else expect(text).toBe('Not yet measured against Expert at a table of 3.');
      expect(screen.queryByTestId('seat-strength-2')).toBeNull();
      choose(2, 'expert');
      expect(screen.getByTestId('seat-strength-2').textContent).toMatch(/against Intermediate at a table of 3/);
      cleanup();
    }
  });

  it('names the level below in German and Italian', () => {
    rows('de', 'hansa');
    expect(screen.getByTestId('seat-strength-1').textContent).toMatch(/gegen die Stufe „Experte“ am Tisch zu 3/);
    cleanup();
    rows('it', 'hansa');
    expect(screen.getByTestId('seat-strength-1').textContent).toMatch(/contro il livello Esperto a un tavolo da 3/);
  });

  it('words a measured rung with its interval, and a missing one as not measured', () => {
    const t = makeT('en');
    const rungs = [
      {
        game: 'hansa',
        players: 4,
        upper: 'expert',
        lower: 'intermediate',
        games: 60,
        score: 0.781,
        ci95: [0.702, 0.846],
      },
    ];
    expect(levelStrength('expert', 'hansa', 4, t, rungs)).toBe(
      'Wins 78% (70–85%, 95% interval) against Intermediate at a table of 4 (60 games measured).',
    );
    expect(levelStrength('expert', 'hansa', 5, t, rungs)).toBe(
      'Not yet measured against Intermediate at a table of 5.',
    );
    expect(levelStrength('beginner', 'hansa', 4, t, rungs)).toBeNull();
    expect(makeT('de')('ladder.wins', { share: 78, lo: 70, hi: 85, lower: 'Experte', players: 4, games: 60 })).toBe(
      'Gewinnt 78 % (70–85 %, 95-%-Intervall) gegen die Stufe „Experte“ am Tisch zu 4 (60 Partien gemessen).',
    );
  });
});
