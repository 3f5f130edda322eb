/**
 * Issue 24, keyboard and screen readers: axe-core (`@axe-core/playwright`, WCAG 2.x A/AA rules)
 * in Chromium on the lobby and both tables at 390×844 and 1920×1080 finds no critical and no
 * serious violation. Each violation found is printed with its rule, impact and first targets, so
 * a failure says what to fix.
 */
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, serious, useTabula } from './harness';
import { newMatch } from './table';

const run = chromiumAvailable() ? describe : describe.skip;

for (const [w, h] of [
  [1920, 1080],
  [390, 844],
] as const) {
  run(`axe-core at ${w}×${h}`, () => {
    const tabula = useTabula();

    it('the lobby, the Loyang table and the Hansa table: no critical or serious violation', async () => {
      const { page, url } = tabula;
      await page.setViewportSize({ width: w, height: h });
      const problems: string[] = [];
      await page.goto(url);
      await page.getByTestId('game').waitFor();
      problems.push(...(await serious(page, 'lobby')));
      for (const game of ['loyang', 'hansa']) {
        await newMatch(page, url, game, 'here');
        // A hot-seat table may first say whose turn it is (the hand-off screen, the table hidden).
        await page.locator(`[data-testid=handoff], [data-testid=${game}-table]`).first().waitFor({ timeout: 60_000 });
        if (await page.getByTestId('handoff').count()) {
          problems.push(...(await serious(page, `${game} hand-off`)));
          await page.getByTestId('handoff').getByRole('button').click();
        }
        await page.getByTestId(`${game}-table`).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(300);
        problems.push(...(await serious(page, `${game} table`)));
      }
      expect(problems).toEqual([]);
    }, 240_000);
  });
}
