/**
 * Issue 24, why not, in Chromium against the real server: during a Hansa Place, tapping a trading
 * post that is already taken says why in words — since issue 45 in the player's words of the
 * board (reasons.ts): the post is taken, Cancel and click the piece to displace it — in English,
 * German and Italian, no internal names, and changes nothing. At 390×844 and 1920×1080,
 * screenshots `whynot-*`.
 */
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, shot, useTabula } from './harness';
import { after, myTurn, version } from './table';
import { HANSA_REASONS } from '../../src/games/hansa/reasonWords';

const run = chromiumAvailable() ? describe : describe.skip;
for (const [w, h] of [
  [390, 844],
  [1920, 1080],
] as const) {
  run(`why not at ${w}×${h}`, () => {
    const tabula = useTabula();

    it('a taken trading post tapped during Place says why in en, de and it, nothing changed', async () => {
      const { page, url } = tabula;
      await page.setViewportSize({ width: w, height: h });
      await page.goto(url);
      await page.getByTestId('lang').selectOption('en');
      await page.getByTestId('game').selectOption('hansa');
      await page.getByTestId('players').selectOption('3');
      await page.getByTestId('seat-0').locator('input').fill('Ann');
      await page.getByTestId('create').click();
      await page.getByTestId('match').waitFor({ timeout: 60_000 });
      await myTurn(page);
      // Place a trader (H-7), then choose Place again and tap the post just taken.
      const place = page.locator('[data-testid=movebar] button[data-global*="place"]').first();
      await place.click();
      const post = page.locator('[data-k^="post:"].pickable').first();
      const key = (await post.getAttribute('data-k'))!;
      let v = await version(page);
      await post.click();
      const chooser = page.getByTestId('chooser');
      if (await chooser.count()) await chooser.locator('button[data-action]').first().click();
      await after(page, v);
      await myTurn(page);
      await place.click();
      await page.locator('[data-k^="post:"].pickable').first().waitFor();
      v = await version(page);
      await page.locator(`[data-k="${key}"]`).click();
      const reason = page.getByTestId('reason');
      await reason.waitFor({ timeout: 30_000 });
      for (const lang of ['en', 'de', 'it'] as const) {
        await page.getByTestId('lang').selectOption(lang);
        // The reason is said in the language it was asked in: ask again in this one.
        await page.locator(`[data-k="${key}"]`).click();
        await expect.poll(() => reason.textContent(), { timeout: 10_000 }).toBe(HANSA_REASONS[lang].takenInPlace);
        expect(await reason.textContent()).not.toMatch(/illegal \(|post:|seat\d/);
        await shot(page, `whynot-hansa-${lang}-${w}`);
      }
      await page.getByTestId('lang').selectOption('en');
      expect(await version(page)).toBe(v);
    }, 300_000);
  });
}
