/**
 * Issue 24, phones and big screens, in Chromium against the real server. At 390×844 neither table
 * scrolls the page sideways; the Hansa board opens zoomed so that every trading post offered is a
 * target of at least 40 px, a post is played by tapping it after panning the board's window, and
 * "Whole board" fits it to the width (then "Zoom to tap" brings the tap zoom back). At 1920×1080
 * the seat's own Hansa desk stands beside the board, on screen without scrolling. Screenshots
 * `phone-*`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, shot, useTabula } from './harness';
import { after, myTurn, newMatch as lobbyMatch, version } from './table';

/** A 2-player match against a Beginner bot, its table on screen and this seat's turn come. */
async function newMatch(page: Page, url: string, game: string): Promise<void> {
  await lobbyMatch(page, url, game, 'beginner');
  await page.getByTestId('match').waitFor({ timeout: 60_000 });
  await myTurn(page);
}

const run = chromiumAvailable() ? describe : describe.skip;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

run('phones and big screens', () => {
  const tabula = useTabula();

  it('390×844: no sideways page scroll; Hansa posts are 40-px targets, tapped after panning; the whole board fits on request', async () => {
    const { page, url } = tabula;
    await page.setViewportSize({ width: 390, height: 844 });
    await newMatch(page, url, 'loyang');
    expect(await sideways(page), 'Loyang table wider than the screen').toBeLessThanOrEqual(0);
    await shot(page, 'phone-loyang-390');

    await newMatch(page, url, 'hansa');
    expect(await sideways(page), 'Hansa table wider than the screen').toBeLessThanOrEqual(0);
    const win = page.getByTestId('board-window');
    expect(Number(await win.getAttribute('data-zoom'))).toBeGreaterThan(1);
    // H-14.4: the pawn may come first; then Place (H-7) offers the empty posts.
    for (let i = 0; i < 3 && !(await page.locator('[data-testid=movebar] button[data-global*="place"]').count()); i++) {
      const v = await version(page);
      await page.locator('[data-k^="province:"].pickable').first().click();
      await after(page, v);
      await myTurn(page);
    }
    await page.locator('[data-testid=movebar] button[data-global*="place"]').first().click();
    await page.locator('[data-k^="post:"].pickable').first().waitFor();
    const sizes = await page.$$eval('[data-k^="post:"].pickable .hit', (els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
    );
    // With the pawn (H-14.6) only the routes around its province offer posts: a few, never none.
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.min(...sizes), 'smallest post target (px)').toBeGreaterThanOrEqual(40);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // A post far from the window's first view: the window pans to it (a person swipes), then a tap places.
    const posts = page.locator('[data-k^="post:"].pickable');
    const far = posts.nth((await posts.count()) - 1);
    await far.scrollIntoViewIfNeeded();
    await shot(page, 'phone-hansa-390');
    const v = await version(page);
    await far.click();
    const chooser = page.getByTestId('chooser');
    if (await chooser.count()) await chooser.locator('button[data-action]').first().click();
    await after(page, v);

    await page.getByTestId('zoom-fit').click();
    await expect.poll(async () => Number(await win.getAttribute('data-zoom'))).toBe(1);
    const fit = await page.evaluate(() => {
      const w = document.querySelector('[data-testid=board-window]')!;
      return w.scrollWidth - w.clientWidth;
    });
    expect(fit, 'the whole board in the window').toBeLessThanOrEqual(1);
    await shot(page, 'phone-hansa-fit-390');
    // This browser has no touch screen: no "Zoom to tap" (issue 45); + zooms in.
    expect(await page.getByTestId('zoom-fit').count()).toBe(0);
    await page.getByTestId('zoom-in').click();
    await expect.poll(async () => Number(await win.getAttribute('data-zoom'))).toBeGreaterThan(1);
  }, 300_000);

  it('1920×1080: the own Hansa desk beside the board, on screen without scrolling', async () => {
    const { page, url } = tabula;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await newMatch(page, url, 'hansa');
    await page.evaluate(() => window.scrollTo(0, 0));
    const desk = await page.getByTestId('desk-0').boundingBox();
    const board = await page.getByTestId('hansa-board').boundingBox();
    expect(desk && board).toBeTruthy();
    expect(desk!.y + desk!.height, 'desk bottom').toBeLessThanOrEqual(1080);
    expect(desk!.x, 'desk beside the board').toBeGreaterThanOrEqual(board!.x + board!.width - 1);
    expect(Number(await page.getByTestId('board-window').getAttribute('data-zoom'))).toBe(1);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'phone-hansa-1920');
  }, 300_000);
});
