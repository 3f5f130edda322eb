// @vitest-environment jsdom
/**
 * The "Learn to play" page (issue 21) in the DOM: the intros of the first moments show with
 * their rule ids and a tap opens our text of that rule; the suggested move is marked on the
 * table (class `suggested`) and acts when pointed at; the next phase's intro follows; another
 * move is allowed and the suggestion then comes from the bot; German and Italian words; the
 * lobby offers a lesson for each game.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '../../src/i18n/i18n';
import type { Lang } from '../../src/i18n/messages';
import { LearnPage } from '../../src/learn/LearnPage';
import { LEARN_TEXTS } from '../../src/learn/texts';
import { Lobby } from '../../src/lobby/Lobby';
import { api } from '../../src/net/api';

// The bot's moves at once (issue 45's pace is a person's setting; test/pace*.test.tsx cover it),
// so the lesson's next moment follows the bot's move without waiting out the steps.
beforeEach(() => {
  localStorage.setItem('tabula.paceSpeed', 'instant');
  // The list of legal actions open, as a keyboard player keeps it (folded, nothing of it is drawn).
  localStorage.setItem('tabula.actionListOpen', '1');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function page(game: string, lang: Lang = 'en') {
  return render(
    <I18nProvider lang={lang}>
      <LearnPage game={game} />
    </I18nProvider>,
  );
}

const moments = () => screen.queryAllByTestId('intro').map((e) => e.dataset.moment);
const WAIT = { timeout: 20_000 };

describe('Learn to play: Loyang', () => {
  it('introduces planting with its rules, marks the suggested move, and moves on to the Card phase’s intros', async () => {
    page('loyang');
    await waitFor(() => expect(moments()).toEqual(['welcome', 'plant']), WAIT);
    expect(screen.getByTestId('coach').textContent).toContain(LEARN_TEXTS.en['loyang.plant']);
    expect(screen.getByTestId('suggestion').dataset.from).toBe('script');
    expect(screen.getByTestId('suggestion').textContent).toMatch(/wheat/i);
    // The rule ids of the intro open our text of the rule (one tap).
    fireEvent.click(within(screen.getByTestId('coach')).getByRole('button', { name: 'L-2.7' }));
    const rules = screen.getByTestId('rules');
    expect(rules.querySelector('.rule.focus')?.textContent).toContain(LEARN_TEXTS.en['rule.L-2.7']);
    expect(rules.querySelectorAll('.rule').length).toBeGreaterThan(20);
    fireEvent.click(screen.getByTestId('rules-close'));
    expect(screen.queryByTestId('rules')).toBeNull();
    // The shop's wheat is marked; pointing at it plants (L-2.7).
    const marked = [...document.querySelectorAll<HTMLElement>('.loyang .suggested')];
    expect(marked.map((e) => e.dataset.k).sort()).toEqual(['field:H0', 'shop:0']);
    expect(document.querySelector('.action-list button.suggested')?.getAttribute('data-action')).toBe(
      '{"type":"plant","veg":"wheat"}',
    );
    fireEvent.click(marked.find((e) => e.dataset.k === 'shop:0')!);
    // The bot plants, the Card phase begins: the start card and the Courtyard are introduced.
    await waitFor(() => expect(moments()).toEqual(['startCard', 'courtyard']), WAIT);
    expect(document.querySelector('[data-global].suggested, .loyang .suggested')).not.toBeNull();
    expect(screen.getByTestId('suggestion').textContent).toBeTruthy();
  }, 60_000);

  it('lets the learner play another move; the suggestion then comes from the bot', async () => {
    page('loyang');
    await waitFor(() => expect(screen.getByTestId('suggestion').dataset.from).toBe('script'), WAIT);
    fireEvent.click(document.querySelector('.action-list button[data-action=\'{"type":"plant","veg":"turnip"}\']')!);
    await waitFor(() => expect(screen.getByTestId('learn-game').dataset.script).toBe('off'), WAIT);
    await waitFor(() => expect(moments()).toContain('freePlay'), WAIT);
    await waitFor(() => expect(screen.getByTestId('suggestion').dataset.from).toBe('bot'), WAIT);
    expect(document.querySelector('.action-list button.suggested')).not.toBeNull();
  }, 60_000);

  it('speaks German and Italian', async () => {
    page('loyang', 'de');
    await waitFor(
      () => expect(screen.getByTestId('coach').textContent).toContain(LEARN_TEXTS.de['loyang.plant']),
      WAIT,
    );
    expect(screen.getByText('Trainer')).toBeTruthy();
    cleanup();
    page('loyang', 'it');
    await waitFor(
      () => expect(screen.getByTestId('coach').textContent).toContain(LEARN_TEXTS.it['loyang.welcome']),
      WAIT,
    );
    expect(screen.getByTestId('suggestion').textContent).toMatch(/grano/);
  }, 60_000);
});

describe('Learn to play: Hansa', () => {
  it('introduces the turn when the bot has played its first, and marks the suggested action', async () => {
    page('hansa');
    await waitFor(() => expect(moments()).toEqual(['welcome', 'turn']), WAIT);
    expect(screen.getByTestId('coach').textContent).toContain(LEARN_TEXTS.en['hansa.turn']);
    const place = document.querySelector<HTMLElement>('button[data-global].suggested');
    expect(place?.dataset.global).toBe('{"type":"begin","action":"place"}');
    fireEvent.click(place!);
    await waitFor(() => expect(moments()).toEqual(['place']), WAIT);
    expect(document.querySelector<HTMLElement>('.svg-thing.suggested')?.dataset.k).toBe(
      'post:quedlinburg--goettingen:2',
    );
  }, 60_000);
});

describe('the lobby', () => {
  it('offers Learn to play for Loyang and Hansa', async () => {
    vi.spyOn(api, 'matches').mockResolvedValue([]);
    vi.spyOn(api, 'page').mockResolvedValue({ matches: [] });
    render(
      <I18nProvider lang="en">
        <Lobby />
      </I18nProvider>,
    );
    const entry = screen.getByTestId('learn-entry');
    expect([...entry.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/learn/loyang',
      '/learn/hansa',
    ]);
    expect(entry.textContent).toContain('Learn At the Gates of Loyang');
  });
});
