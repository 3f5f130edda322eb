/**
 * Issue 22 in Chromium against the real server: a Loyang solo game created in the lobby asks for a
 * hint — computed in the lazy hint worker (its chunk fetched only then) — and shows the search's
 * top actions in the action list's words, the first outlined in the list; a finished solo game's
 * replay evaluates every decision in a worker and draws the graph with its key moments, and a
 * moment clicked jumps the replay to the position before that move. Screenshots `hint-*` and
 * `eval-*` at 390×844 and 1920×1080.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, shots, useTabula } from './harness';
import { after, finishedSolo, version } from './table';

const run = chromiumAvailable() ? describe : describe.skip;

/** Screenshots at both sizes with the panel `testId` in view, then back to the suite's size. */
async function panelShots(page: Page, name: string, testId: string): Promise<void> {
  await shots(page, name, async () => {
    // On a phone the hints are a drawer opened from the table's bar (issue 45).
    const drawer = page.getByTestId('drawer-hint-button');
    if ((await drawer.isVisible()) && (await drawer.getAttribute('aria-expanded')) !== 'true') await drawer.click();
    await page.getByTestId(testId).scrollIntoViewIfNeeded();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
}

run('hints and the evaluation graph in Chromium (issue 22)', () => {
  const tabula = useTabula();

  it('a Loyang solo game: the hint names the search’s top actions from the worker, the first outlined in the action list', async () => {
    const { page, url } = tabula;
    const workers: string[] = [];
    page.on('request', (r) => r.url().includes('hint.worker') && workers.push(r.url()));
    await page.goto(url);
    await page.getByTestId('game').selectOption('loyang');
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid=players]') as HTMLSelectElement | null)?.disabled,
      undefined,
      { timeout: 120_000 },
    );
    await page.getByTestId('players').selectOption('1');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    // Solo: hints are always on, so the lobby does not ask.
    expect(await page.getByTestId('hints-allowed').count()).toBe(0);
    await page.getByTestId('create').click();
    await page.getByTestId('loyang-table').waitFor();
    await page.getByTestId('hint-ask').waitFor();
    expect(workers).toEqual([]); // the worker's chunk is not fetched until a hint is asked for
    await page.getByTestId('hint-ask').click();
    const first = page.getByTestId('hint-options').locator('li').first();
    await first.waitFor({ timeout: 120_000 });
    expect(workers.length).toBe(1);
    const items = await page.getByTestId('hint-options').locator('li').allTextContents();
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(3);
    // In players' words (issue 45): how strong, and what came of it in the futures played through it.
    for (const text of items)
      expect(text).toMatch(
        /^(Strong|Good|Worth a look): .+( — ends near -?\d+\.\d on average in \d+ simulated futures?)?$/,
      );
    // The first is one of the legal actions in the action list's words, outlined there.
    const action = (await first.getAttribute('data-action-hint'))!;
    const button = page.getByTestId('action-list').locator(`button[data-action='${action}']`);
    expect(await button.textContent()).toBe(await first.locator('strong').textContent());
    expect(await button.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');
    await panelShots(page, 'hint-loyang-solo', 'hint-panel');
  }, 300_000);

  it('a Loyang solo game: the forecast panel gives the expected final Path and the chance of each level (L-14.8)', async () => {
    const { page, url } = tabula;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    await page.getByTestId('lang').selectOption('en');
    await page.getByTestId('game').selectOption('loyang');
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid=players]') as HTMLSelectElement | null)?.disabled,
      undefined,
      { timeout: 120_000 },
    );
    await page.getByTestId('players').selectOption('1');
    await page.getByTestId('seat-0').locator('input').fill('Ann');
    await page.getByTestId('create').click();
    await page.getByTestId('loyang-table').waitFor();
    // Planting (round 0) has no forecast; the first round does.
    expect(await page.getByTestId('forecast').count()).toBe(0);
    for (let i = 0; i < 5 && !(await page.getByTestId('forecast').count()); i++) {
      const v = await version(page);
      await page
        .locator(
          '[data-testid=action-list] button[data-action*="plant"], [data-testid=action-list] button[data-action]',
        )
        .first()
        .click();
      await after(page, v);
    }
    await page.getByTestId('forecast-toggle').click();
    const figures = page.getByTestId('forecast-figures');
    await figures.waitFor({ timeout: 180_000 });
    expect(await figures.textContent()).toMatch(/From round 1: expected final Path \d+(\.\d)? \(median \d+(\.\d)?\)/);
    const levels = await figures.locator('li').allTextContents();
    expect(levels).toHaveLength(3);
    expect(levels[0]).toMatch(/^Good \(17\+\): \d+%$/);
    expect(levels[2]).toMatch(/^Master \(19\+\): \d+%$/);
    const pct = levels.map((l) => Number(/(\d+)%/.exec(l)![1]));
    expect(pct[0]!).toBeGreaterThanOrEqual(pct[1]!);
    expect(pct[1]!).toBeGreaterThanOrEqual(pct[2]!);
    await page.getByTestId('lang').selectOption('de');
    expect(await figures.textContent()).toMatch(/Ab Runde 1: erwartetes Ende auf dem Wohlstandspfad/);
    await page.getByTestId('lang').selectOption('en');
    await panelShots(page, 'forecast-loyang-solo', 'forecast');
  }, 400_000);

  it('a finished solo game’s replay: the evaluation graph, its key moments, one clicked jumps there', async () => {
    const { page, url } = tabula;
    const { id } = await finishedSolo(url, 22);
    await page.goto(`${url}/replay/${id}`);
    await page.getByTestId('eval-run').click();
    // The graph grows as decisions come in; stop after 40 (the budget is per decision, so the
    // figures are the same on every machine) or let it finish.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid=eval-line-0]').length > 0 &&
        ((document.querySelector('[data-testid=eval-line-0]')?.getAttribute('points') ?? '').split(' ').length >= 40 ||
          !document.querySelector('[data-testid=eval-progress]')),
      undefined,
      { timeout: 240_000 },
    );
    // Stop it if it is still running (it may finish between the look and the click: then it is done anyway).
    if (await page.getByTestId('eval-progress').count())
      await page
        .getByTestId('eval-progress')
        .getByRole('button')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    const moments = page.getByTestId('eval-moments').locator('button');
    await moments.first().waitFor();
    expect(await moments.count()).toBeGreaterThan(0);
    expect(await moments.first().textContent()).toMatch(/^Action \d+: Ann — .+; the search preferred .+ \(−\d+\.\d\)$/);
    const marks = page.getByTestId('eval-graph').locator('[data-testid=eval-moment]');
    expect(await marks.count()).toBe(await moments.count());
    const index = Number(await marks.first().getAttribute('data-index'));
    await marks.first().click();
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toMatch(new RegExp(`^Action ${index} of`));
    await panelShots(page, 'eval-loyang-solo', 'eval-panel');
  }, 400_000);
});
