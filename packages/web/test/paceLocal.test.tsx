// @vitest-environment jsdom
/**
 * Issue 45 on the local table (solo and hot-seat against bots in the browser): the bot's turn is
 * shown one move at a time, the person's own move at once, and nothing to act on until the last.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { hansa } from '@tabula/hansa';
import { LocalMatch } from '../src/local/localMatch';
import { LocalTable } from '../src/local/LocalTable';
import { ui } from '../src/games/hansa/ui';
import { I18nProvider } from '../src/i18n/i18n';
import { botChoice } from './paceScript';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

it('shows a bot’s three moves on the local table one after another, and Ann’s own move at once', async () => {
  vi.useFakeTimers();
  let placed = 0;
  const bot = {
    choose(_v: unknown, _s: number, legal: readonly unknown[]) {
      const a = botChoice(legal as Array<{ type: string; action?: string }>, placed);
      if (a.type === 'place') placed++;
      return a;
    },
  };
  const match = new LocalMatch(hansa, { players: 2, seed: 1 }, { 1: bot });
  const r = render(
    <I18nProvider>
      <LocalTable match={match} ui={ui as never} seat={0} names={['Ann', 'Bot']} />
    </I18nProvider>,
  );
  const version = () => Number(r.getByTestId('match').dataset.version);
  const actionable = () => r.container.querySelectorAll('.pickable, .action-list button').length;
  await act(async () => {
    match.act(0, match.legal(0)[0]);
    await match.runBots();
  });
  expect(match.version).toBe(7);
  // Ann's pawn placement is on the table at once; the bot's moves wait their turn.
  expect(version()).toBe(2);
  expect(actionable()).toBe(0);
  const seen: number[] = [];
  for (let i = 0; i < 3; i++) {
    await act(() => vi.advanceTimersByTime(700));
    seen.push(version());
    if (i < 2) expect(actionable()).toBe(0);
  }
  expect(seen).toEqual([4, 6, 7]);
  expect(actionable()).toBeGreaterThan(0);
});
