/**
 * Playing a seat in the browser by clicking: the policy picks one of the legal actions (read from
 * the page's action list), then the helper performs it by pointing at the thing it concerns on the
 * table (and the chooser when a thing offers several), by the move-bar button for actions about no
 * thing, and only as a last resort from the list. It counts how each action was performed.
 */
import type { Page } from 'playwright-core';

export interface PlayStats {
  pointed: number;
  bar: number;
  list: number;
  moves: number;
}

export type Policy = (
  legal: Array<Record<string, unknown>>,
  moveInTurn: number,
  view: unknown,
) => Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function legalNow(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.$$eval('[data-testid=action-list] button[data-action]:not([disabled])', (els) =>
    els.map((e) => JSON.parse((e as HTMLElement).dataset.action!)),
  );
}

async function version(page: Page): Promise<string | null> {
  return page.getAttribute('[data-testid=match]', 'data-version').catch(() => null);
}

/**
 * An action with a lasting cost asks first (issue 24, pick.tsx): the policy chose it, so confirm.
 * React renders a click's state at once, so the question is already on the page if it is asked.
 */
async function confirmIfAsked(page: Page): Promise<void> {
  const yes = page.getByTestId('confirm-yes');
  if (await yes.count()) await yes.click();
}

/** Performs `a` by pointing when possible; returns how. */
async function perform(
  page: Page,
  a: Record<string, unknown>,
  legal: Array<Record<string, unknown>>,
  keysOf: (a: Record<string, unknown>) => string[],
): Promise<'pointed' | 'bar' | 'list'> {
  const json = JSON.stringify(a);
  for (const k of keysOf(a)) {
    if (k === '*') continue;
    const thing = page.locator(`[data-k="${k}"].pickable`).first();
    if ((await thing.count()) === 0) continue;
    const sharing = legal.filter((b) => keysOf(b).includes(k));
    await thing.click();
    const chooser = page.getByTestId('chooser');
    // A thing may offer more than the list names it for (Hansa's board begins an action too, issue 45).
    if (sharing.length === 1 && !(await chooser.count())) {
      await confirmIfAsked(page);
      return 'pointed';
    }
    await chooser.waitFor({ timeout: 5000 });
    const buttons = chooser.locator('button[data-action]');
    const n = await buttons.count();
    for (let i = 0; i < n; i++) {
      if (same(JSON.parse((await buttons.nth(i).getAttribute('data-action'))!), a)) {
        await buttons.nth(i).click();
        await confirmIfAsked(page);
        return 'pointed';
      }
    }
    await chooser.getByRole('button').last().click();
  }
  const bar = page.locator(`[data-testid=movebar] button[data-global]`);
  const nb = await bar.count();
  for (let i = 0; i < nb; i++) {
    if (same(JSON.parse((await bar.nth(i).getAttribute('data-global'))!), a)) {
      await bar.nth(i).click();
      await confirmIfAsked(page);
      return 'bar';
    }
  }
  await page
    .locator(`[data-testid=action-list] button[data-action='${json.replace(/'/g, "\\'")}']`)
    .first()
    .click();
  await confirmIfAsked(page);
  return 'list';
}

/**
 * Plays until the final score shows: waits while others act, then lets `policy` choose and
 * performs the choice. `onStep` runs before each move (screenshots, reloads, language switches).
 */
export async function playToEnd(
  page: Page,
  policy: Policy,
  keysOf: (a: Record<string, unknown>) => string[],
  opts: { maxMoves: number; onStep?(stats: PlayStats): Promise<void> },
): Promise<PlayStats> {
  const stats: PlayStats = { pointed: 0, bar: 0, list: 0, moves: 0 };
  let inTurn = 0;
  let lastVersion: string | null = null;
  while (stats.moves < opts.maxMoves) {
    await page.waitForFunction(
      (last) => {
        if (document.querySelector('[data-testid=final-score]')) return true;
        const m = document.querySelector('[data-testid=match]');
        if (!m || m.getAttribute('data-version') === last) return false;
        return document.querySelectorAll('[data-testid=action-list] button[data-action]:not([disabled])').length > 0;
      },
      lastVersion,
      { timeout: 90_000, polling: 50 },
    );
    if (await page.getByTestId('final-score').count()) return stats;
    await opts.onStep?.(stats);
    if (await page.getByTestId('final-score').count()) return stats;
    const legal = await legalNow(page);
    if (!legal.length) continue;
    lastVersion = await version(page);
    const view = await page.evaluate(() => (window as unknown as { tabulaView?: unknown }).tabulaView);
    const a = policy(legal, inTurn, view);
    inTurn =
      a.type === 'endActions' || a.type === 'endTurn' || a.type === 'endPath' || a.type === 'done' ? 0 : inTurn + 1;
    if (process.env.TABULA_E2E_LOG) console.log(stats.moves, lastVersion, JSON.stringify(a));
    const how = await perform(page, a, legal, keysOf);
    stats[how] += 1;
    stats.moves += 1;
  }
  throw new Error(`no end after ${stats.moves} moves (${JSON.stringify(stats)})`);
}
