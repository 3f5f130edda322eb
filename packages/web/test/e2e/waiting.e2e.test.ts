/**
 * Issue 44, "the waiting list and Next game across three turn-based matches", in Chromium: Wes
 * signs up and holds a seat at three turn-based matches (1, 2 and 3 days a move) where it is his
 * move; the header says "Your move: 3", the waiting list is photographed at 390×844 and 1920×1080
 * in English, German and Italian (axe: nothing serious), and Next game walks the matches in order of
 * time left — the count dropping by one with each move made.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, joinMatch } from '@tabula/server/bench';
import { inEveryLanguage, signUp } from './accountSteps';
import { chromiumAvailable, useTabula } from './harness';
import { after, myTurn, version } from './table';

const run = chromiumAvailable() ? describe : describe.skip;
const DAY = 86_400_000;

run('the games waiting for you', () => {
  const tabula = useTabula();

  it('counts three turn-based matches, and Next game walks them by time left as moves are made', async () => {
    const { page, url } = tabula;
    const problems: string[] = [];
    await signUp(page, url, 'wes_wait');

    // Three Nim matches against a guest, made in the order 3, 1, 2 days a move: both seats bid
    // first (N-1), so each waits for Wes, who holds seat 0 through his account.
    const ids: Record<number, string> = {};
    for (const days of [3, 1, 2]) {
      const m = await createMatch(url, { game: 'nim', players: 2, clock: { kind: 'turn', turnMs: days * DAY } });
      const mine = await joinMatch(url, m.id, { name: 'Wes' });
      await joinMatch(url, m.id, { name: 'Guest' });
      const held = await page.request.post(`${url}/api/account/seats`, {
        data: { seats: [{ matchId: m.id, token: mine.token }] },
      });
      expect(await held.json()).toMatchObject({ held: [{ matchId: m.id, seat: 0 }] });
      ids[days] = m.id;
    }

    await page.goto(url);
    const count = (n: number, timeout = 40_000) =>
      page
        .getByTestId('nav-waiting')
        .filter({ hasText: `Your move: ${n}` })
        .waitFor({ timeout });
    await count(3);
    await page.getByTestId('nav-waiting').click();
    await page.getByTestId('waiting-match').nth(2).waitFor();
    expect(await page.getByTestId('waiting-match').count()).toBe(3);
    problems.push(...(await inEveryLanguage(page, 'waiting-three', 'waiting')));

    // Next game: the least time left first (1 day, then 2, then 3); a bid there, and one fewer waits.
    for (const [days, left] of [
      [1, 2],
      [2, 1],
      [3, 0],
    ] as const) {
      await page.getByTestId('next-game').click();
      await page.waitForURL(`${url}/m/${ids[days]}`);
      await myTurn(page);
      const v = await version(page);
      await page.getByTestId('action-list').locator('button[data-action]:not([disabled])').first().click();
      await after(page, v);
      // The header asks again as soon as the move is made (its poll is every 15 s).
      if (left > 0) await count(left, 5_000);
    }
    await page
      .getByTestId('nav-waiting')
      .filter({ hasNotText: /Your move: [1-9]/ })
      .waitFor({ timeout: 5_000 });
    expect(problems).toEqual([]);
  }, 300_000);
});
