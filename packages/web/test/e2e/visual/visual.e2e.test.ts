/**
 * Visual regression (issue 45): both tables in fixed positions — Loyang at the start and mid-game,
 * Hansa at the start and just after a displacement (also in German), a Loyang solo game's end —
 * photographed at 390×844 and 1920×1080 and compared with the references in `references/`
 * (compare.ts: a pixelmatch threshold and a share of pixels allowed to differ), so a layout change
 * nobody meant fails. Held still: fixed seeds and scripted actions (positions.ts), the clock
 * (Date fixed), motion (`prefers-reduced-motion: reduce`, CSS animations off), the caret hidden;
 * fonts are the machine's. After a deliberate change:
 * `UPDATE_VISUAL=1 npx vitest run packages/web/test/e2e/visual` and look at the new PNGs.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, useTabulaChromium } from '../harness';
import { compare } from './compare';
import { POSITIONS, type Position, type Table } from './positions';

const run = chromiumAvailable() ? describe : describe.skip;
const SIZES = [
  [390, 844],
  [1920, 1080],
] as const;
const NOW = new Date('2026-11-28T12:00:00Z');

/** Photographs until two photographs in a row are the same (late fonts, a worker's answer). */
async function stillShot(page: Page): Promise<Buffer> {
  let last = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(250);
    const next = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the page did not keep still for 250 ms');
}

async function photograph(browser: Browser, url: string, p: Position, t: Table, w: number, h: number) {
  const context = await browser.newContext({
    viewport: { width: w, height: h },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    await context.clock.setFixedTime(NOW);
    const seat = { matchId: t.id, seat: 0, token: t.token, name: 'Ann', game: p.game, savedAt: NOW.toISOString() };
    await context.addInitScript(
      ([seats, lang]) => {
        localStorage.setItem('tabula.seats', seats!);
        localStorage.setItem('tabula.lang', lang!);
      },
      [JSON.stringify([seat]), p.lang],
    );
    const page = await context.newPage();
    await page.goto(`${url}/m/${t.id}`);
    await page.getByTestId(p.mark).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      (v) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') === String(v),
      t.version,
    );
    await page.evaluate(() => document.fonts.ready);
    if (p.scrollTo) await page.getByTestId(p.scrollTo).first().scrollIntoViewIfNeeded();
    return await stillShot(page);
  } finally {
    await context.close();
  }
}

run('the tables look as their references (issue 45)', () => {
  const tabula = useTabulaChromium();

  for (const p of POSITIONS) {
    it(`${p.name} at 390×844 and 1920×1080`, async () => {
      const table = await p.set(tabula.url);
      const problems: string[] = [];
      for (const [w, h] of SIZES) {
        const problem = compare(`${p.name}-${w}x${h}`, await photograph(tabula.browser, tabula.url, p, table, w, h));
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
