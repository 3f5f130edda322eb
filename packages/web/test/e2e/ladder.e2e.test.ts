/**
 * Issue 44, "bot levels on the record", in Chromium: creating a Hansa table of 3 with a Master and
 * an Expert seat, each bot seat says beside its level how strong it was measured against the
 * level below at this table size (the committed ladder). Photographed at 390×844 and 1920×1080
 * in English, German and Italian; axe finds nothing serious.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, shots, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;
const LANGS = ['en', 'de', 'it'] as const;
const BELOW = {
  en: /against Expert at a table of 3/,
  de: /gegen die Stufe „Experte“ am Tisch zu 3/,
  it: /contro il livello Esperto a un tavolo da 3/,
};

run('bot levels in the lobby', () => {
  const tabula = useTabula();

  it('shows each bot seat’s measured strength at the chosen table size', async () => {
    const { page, url } = tabula;
    await page.goto(url);
    await page.getByTestId('game').selectOption('hansa');
    await page.getByTestId('players').selectOption('3');
    await page.getByTestId('seat-1').locator('select').nth(1).selectOption('master');
    await page.getByTestId('seat-2').locator('select').nth(1).selectOption('expert');
    const problems: string[] = [];
    for (const lang of LANGS) {
      await page.getByTestId('lang').selectOption(lang);
      const strength = page.getByTestId('seat-strength-1');
      await expect.poll(() => strength.textContent()).toMatch(BELOW[lang]);
      expect(await page.getByTestId('seat-strength-2').textContent()).toMatch(/\d/);
      await shots(page, `ladder-lobby-${lang}`, () => page.getByTestId('seat-2').scrollIntoViewIfNeeded());
      const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of r.violations)
        if (v.impact === 'critical' || v.impact === 'serious') problems.push(`${lang}: ${v.id}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
