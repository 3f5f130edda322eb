/**
 * Hansa Teutonica in Chromium against the real server: a complete 3-player game against two
 * heuristic bots (what a newcomer meets: the lobby's default strength),
 * played by pointing at trading posts, routes and cities on the SVG board; screenshots at
 * 1280×800 and at phone width; then the finished game in the replay viewer.
 */
import { describe, expect, it } from 'vitest';
import { keysFor } from '../../src/games/hansa/keys';
import { chromiumAvailable, shot, useTabula } from './harness';
import { playToEnd } from './play';
import { hansaPolicy } from './hansaPolicy';

const run = chromiumAvailable() ? describe : describe.skip;

run('Hansa in Chromium', () => {
  const tabula = useTabula();

  it('draws the 2-player board with provinces, soldiers and the pawn (H-14)', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('hansa');
    await page.getByTestId('players').selectOption('2');
    await page.getByTestId('create').click();
    await page.getByTestId('hansa-table').waitFor();
    expect(await page.locator('[data-k^="province:"]').count()).toBeGreaterThan(5);
    await shot(page, 'hansa-2p');
  }, 60_000);

  it('plays a complete 3-player game against two heuristic bots (the lobby default) by pointing at the board (H-12)', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('hansa');
    await page.getByTestId('players').selectOption('3');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('seat-1').locator('select').nth(1).selectOption('intermediate');
    await page.getByTestId('seat-2').locator('select').first().selectOption('bot');
    await page.getByTestId('seat-2').locator('select').nth(1).selectOption('intermediate');
    await page.getByTestId('create').click();
    await page.getByTestId('hansa-table').waitFor();
    await shot(page, 'hansa-start');
    let phone = false;
    const stats = await playToEnd(page, hansaPolicy(0), (a) => keysFor(null)(a as never), {
      maxMoves: 1500,
      async onStep(s) {
        if (!phone && s.moves >= 40) {
          phone = true;
          await shot(page, 'hansa-middle');
          await page.setViewportSize({ width: 390, height: 844 });
          await shot(page, 'hansa-phone');
          await page.setViewportSize({ width: 1280, height: 800 });
        }
      },
    });
    await page.getByTestId('final-score').waitFor();
    await shot(page, 'hansa-final');
    // Nobody moves any more: the move bar keeps no turn's room over the board (an empty band).
    expect(await page.locator('.hansa .movebar').evaluate((b) => b.getBoundingClientRect().height)).toBe(0);
    expect(stats.list).toBe(0);
    expect(stats.pointed).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Step through/ }).click();
    await page.getByTestId('replay').waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Action 1 of \d+/);
    await shot(page, 'hansa-replay');
  }, 300_000);
});
