/**
 * Issue 24, why not, in Chromium against the real server: during a Hansa Place, tapping a trading
 * post that is already taken says why in words — our text of H-7.1 in English, German and Italian,
 * the rule id once as its link, no internal names — and changes nothing. At 390×844 and
 * 1920×1080, screenshots `whynot-*`.
 */
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, shot, useTabula } from './harness';
import { after, myTurn, version } from './table';
import en from '../../src/rules/data/hansa.en.json';
import de from '../../src/rules/data/hansa.de.json';
import it_ from '../../src/rules/data/hansa.it.json';

const run = chromiumAvailable() ? describe : describe.skip;
const TEXT = {
  en: en.rules['H-7.1' as keyof typeof en.rules],
  de: de.rules['H-7.1' as keyof typeof de.rules],
  it: it_.rules['H-7.1' as keyof typeof it_.rules],
};

for (const [w, h] of [
  [390, 844],
  [1920, 1080],
] as const) {
  run(`why not at ${w}×${h}`, () => {
    const tabula = useTabula();

    it('a taken trading post tapped during Place: H-7.1 in en, de and it, nothing changed', async () => {
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
      const refusal = page.getByTestId('refusal');
      await refusal.waitFor({ timeout: 30_000 });
      expect(await refusal.getAttribute('data-rule')).toBe('H-7.1');
      for (const lang of ['en', 'de', 'it'] as const) {
        await page.getByTestId('lang').selectOption(lang);
        await expect.poll(() => refusal.textContent(), { timeout: 10_000 }).toContain(TEXT[lang]);
        const text = (await refusal.textContent())!;
        expect(text.match(/H-7\.1/g)?.length, `${lang}: the id once`).toBe(1);
        expect(text).not.toMatch(/illegal \(|post:|seat\d/);
        await shot(page, `whynot-hansa-${lang}-${w}`);
      }
      await page.getByTestId('lang').selectOption('en');
      expect(await version(page)).toBe(v);
    }, 300_000);
  });
}
