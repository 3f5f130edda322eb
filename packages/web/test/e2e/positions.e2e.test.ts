/**
 * Issue 45's "Done when": both tables at a displacement (Hansa: Ann owes her displaced trader's
 * new post, H-8.4), a payment (Hansa: Ann chooses her Income, H-6; Loyang: Ann may buy in her
 * Shop, L-9.B.1) and the end (final scores), photographed at 390×844 and 1920×1080 in en, de and
 * it (`positions-<moment>-<lang>-<w>x<h>.png`, to be opened and looked at). In each the part Ann
 * acts on (or the final score, its totals wholly) starts on the first screen, unscrolled, and axe finds nothing
 * serious or critical.
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, SHOTS, serious, useTabulaChromium } from './harness';
import { MOMENTS, type Moment } from './moments';

const run = chromiumAvailable() ? describe : describe.skip;
const SIZES = [
  [390, 844],
  [1920, 1080],
] as const;

async function look(
  browser: Browser,
  url: string,
  m: Moment,
  t: { id: string; token: string; version: number },
  lang: string,
) {
  const problems: string[] = [];
  const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  try {
    const seat = {
      matchId: t.id,
      seat: 0,
      token: t.token,
      name: 'Ann',
      game: m.game,
      savedAt: new Date().toISOString(),
    };
    await context.addInitScript(
      ([seats, l]) => {
        localStorage.setItem('tabula.seats', seats!);
        localStorage.setItem('tabula.lang', l!);
      },
      [JSON.stringify([seat]), lang],
    );
    const page = await context.newPage();
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${url}/m/${t.id}`);
      await page.getByTestId(m.mark).first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(
        (v) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') === String(v),
        t.version,
      );
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const at = `${m.name} ${lang} ${w}×${h}`;
      const box = await page.getByTestId(m.acting).first().boundingBox();
      if (!box) problems.push(`${at}: no ${m.acting}`);
      else if (box.y < 0 || box.y > h - 60 || box.x < 0 || box.x + box.width > w + 1)
        problems.push(
          `${at}: ${m.acting} at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}`,
        );
      for (const cell of m.sight ? await page.locator(m.sight).all() : []) {
        const b = await cell.boundingBox();
        if (!b || b.x < 0 || b.x + b.width > w + 1 || b.y < 0 || b.y + b.height > h)
          problems.push(
            `${at}: ${m.sight} out of sight (${b ? `x ${Math.round(b.x)}–${Math.round(b.x + b.width)}` : 'none'})`,
          );
      }
      problems.push(...(await serious(page, at)));
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `positions-${m.name}-${lang}-${w}x${h}.png`), animations: 'disabled' });
    }
  } finally {
    await context.close();
  }
  return problems;
}

run('the tables at a displacement, a payment and the end (issue 45)', () => {
  const tabula = useTabulaChromium();

  for (const m of MOMENTS)
    it(`${m.name} in en, de and it at 390×844 and 1920×1080`, async () => {
      const table = await m.set(tabula.url);
      const problems: string[] = [];
      for (const lang of ['en', 'de', 'it']) problems.push(...(await look(tabula.browser, tabula.url, m, table, lang)));
      expect(problems).toEqual([]);
    }, 300_000);
});
