/**
 * Issue 45, board first on a phone: the learning game's coach stood above the table and pushed
 * the board below the fold at 390×844 (the Loyang table from 746 px, the Hansa board from 853 px
 * on an 844 px screen). Now the board starts in the screen's upper half with the coach as a sheet
 * at its foot — its text read in
 * full at a readable size and reached with Tab — at 390×844 and 1920×1080, in en/de/it, with
 * axe finding nothing serious. Screenshots `learn-phone-*`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, serious, shots, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;
const BOARD = { loyang: '[data-testid=loyang-table]', hansa: '[data-testid=hansa-board]' } as const;

/** How many pixels of the board show: inside the screen, above the coach and the drawer bar where they overlay it. */
async function boardInSight(page: Page, game: keyof typeof BOARD) {
  return page.evaluate((q) => {
    const box = (s: string) => document.querySelector(s)?.getBoundingClientRect() ?? null;
    const board = box(q)!;
    const coach = box('[data-testid=coach]')!;
    const bar = box('[data-testid=drawer-bar]');
    const over = (r: DOMRect | null) =>
      r && r.height > 0 && getComputedStyle(document.querySelector('[data-testid=coach]')!).position === 'fixed'
        ? r.top
        : innerHeight;
    const floor = Math.min(
      innerHeight,
      bar && bar.height > 0 ? bar.top : innerHeight,
      coach.top > board.top ? over(coach) : innerHeight,
    );
    const intro = box('[data-testid=intro] p')!;
    return {
      board: Math.max(0, Math.min(board.bottom, floor) - Math.max(board.top, 0)),
      boardTop: board.top,
      coachTop: coach.top,
      coachBottom: coach.bottom,
      barTop: bar && bar.height > 0 ? bar.top : innerHeight,
      introTop: intro.top,
      introBottom: intro.bottom,
      fontPx: Number.parseFloat(getComputedStyle(document.querySelector('[data-testid=intro] p')!).fontSize),
    };
  }, BOARD[game]);
}

/** Tab from the top of the page until focus is in the coach (its Rules button comes first). */
async function tabIntoCoach(page: Page): Promise<boolean> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('[data-testid=coach]'))) return true;
  }
  return false;
}

run('Learn to play on a phone: the board in sight beside the coach (issue 45)', () => {
  const t = useTabula();
  for (const lang of ['en', 'de', 'it'] as const)
    for (const game of ['loyang', 'hansa'] as const)
      it(`${game} in ${lang}`, async () => {
        const { page, url } = t;
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${url}/`);
        await page.evaluate((l) => localStorage.setItem('tabula.lang', l), lang);
        await page.goto(`${url}/learn/${game}`);
        await page.waitForSelector('[data-testid=match][data-busy="0"] [data-testid=suggestion]', { timeout: 60_000 });
        const problems: string[] = [];
        for (const [w, h] of [
          [390, 844],
          [1920, 1080],
        ] as const) {
          await page.setViewportSize({ width: w, height: h });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(200);
          const m = await boardInSight(page, game);
          const at = `${game} ${lang} ${w}×${h}`;
          // As the tables' own phone layout asks (layout.e2e.test.ts): the board starts in the upper
          // half; on the big screen, with the coach above it, in the upper two thirds.
          if (m.boardTop > h * (w < 900 ? 0.5 : 0.67))
            problems.push(`${at}: the board starts at ${Math.round(m.boardTop)} px`);
          if (m.board < 100) problems.push(`${at}: only ${Math.round(m.board)} px of the board in sight`);
          if (m.coachTop < 0 || m.coachBottom > m.barTop + 1) problems.push(`${at}: the coach is cut off`);
          if (m.introTop < m.coachTop || m.introTop > m.barTop)
            problems.push(`${at}: the coach's text is out of sight`);
          if (m.fontPx < 14) problems.push(`${at}: the coach's text is ${m.fontPx}px`);
          if (!(await tabIntoCoach(page))) problems.push(`${at}: Tab never reaches the coach`);
          problems.push(...(await serious(page, at)));
        }
        await shots(page, `learn-phone-${game}-${lang}`, () => page.evaluate(() => window.scrollTo(0, 0)));
        expect(problems).toEqual([]);
      }, 120_000);
});
