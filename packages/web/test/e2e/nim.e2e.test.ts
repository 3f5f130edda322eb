/**
 * Bidding Nim in the browser against the real server: a hot-seat game of two on one device with
 * the hand-off screen, a reload that resumes, and a replay of the finished game.
 */
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, shot, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

run('nim hot-seat in Chromium', () => {
  const tabula = useTabula();

  it('plays a hot-seat game to the end with hand-offs, a reload and a replay', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('nim');
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('seat-1').locator('select').first().selectOption('here');
    await page.getByTestId('seat-1').locator('input').fill('Bob');
    await page.getByTestId('create').click();
    await page.getByTestId('handoff').waitFor();
    await shot(page, 'nim-handoff');
    expect(await page.getByTestId('match').count()).toBe(0);
    let reloaded = false;
    for (let i = 0; i < 200; i++) {
      if (await page.getByTestId('final-score').count()) break;
      if (await page.getByTestId('handoff').count()) {
        await page.getByTestId('handoff').getByRole('button').click();
        continue;
      }
      const buttons = page.getByTestId('action-list').locator('button:not([disabled])');
      if ((await buttons.count()) === 0) {
        await page.waitForTimeout(50);
        continue;
      }
      if (!reloaded && i > 6) {
        reloaded = true;
        await page.reload();
        await page.getByTestId('handoff').or(page.getByTestId('match')).first().waitFor();
        continue;
      }
      const version = await page.getByTestId('match').getAttribute('data-version');
      await buttons.last().click({ force: true });
      await page.waitForFunction(
        (v) =>
          document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== v ||
          !!document.querySelector('[data-testid=handoff]'),
        version,
      );
    }
    await page.getByTestId('final-score').waitFor();
    await shot(page, 'nim-final');
    expect(reloaded).toBe(true);
    await page.getByRole('button', { name: /Step through/ }).click();
    await page.getByTestId('replay').waitFor();
    await shot(page, 'nim-replay');
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/Action \d+ of \d+/);
  }, 120_000);
});
