/**
 * Issue 23 in Chromium against the real server: a 2-player Nim match with a real-time clock,
 * created in one browser context and joined by invite link in another. Both tables show both
 * clocks; the first player opts in to notifications (permission granted in the test context) and
 * gets a Notification when the other seat's move makes a decision theirs while the tab is hidden;
 * the second player leaves (a bot plays his seat, marked on the other table) and takes the seat
 * back, then resigns, which ends the match. Screenshots of the clocked table at 390×844
 * and 1920×1080 in English, German and Italian.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  shotAt,
  chromiumAvailable,
  ensureBuilt,
  showTestGames,
  startTabula,
  type Running,
} from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

/** Records every Notification made, and lets the test hide the tab (`window.__setHidden`). */
const INIT = `(() => {
  localStorage.setItem('tabula.actionListOpen', '1');
  window.__notes = [];
  const Real = window.Notification;
  if (Real) {
    class Recorded extends Real {
      constructor(title, opts) { super(title, opts); window.__notes.push({ title, body: opts && opts.body }); }
    }
    window.Notification = Recorded;
  }
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  window.__setHidden = (h) => { hidden = h; document.dispatchEvent(new Event('visibilitychange')); };
})();`;

async function owes(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelectorAll('[data-testid=action-list] button[data-action]:not([disabled])').length > 0,
  );
}

/** Plays the first legal action from the list (opened by INIT, as a keyboard player keeps it). */
async function actFirst(page: Page): Promise<void> {
  const version = await page.getByTestId('match').getAttribute('data-version');
  await page.evaluate(() =>
    document.querySelector<HTMLButtonElement>('[data-testid=action-list] button[data-action]:not([disabled])')!.click(),
  );
  await page.waitForFunction(
    (v) => document.querySelector('[data-testid=match]')?.getAttribute('data-version') !== v,
    version,
  );
}

run('clocks, notifications and resign in Chromium', () => {
  it('shows both clocks, notifies the hidden opted-in player, and ends the match on a resign', async () => {
    ensureBuilt();
    let server: Running | undefined;
    let browser: Browser | undefined;
    try {
      server = await startTabula();
      const url = server.url;
      browser = await launchChromium();
      const ctxA = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await ctxA.grantPermissions(['notifications'], { origin: url });
      await ctxA.addInitScript(INIT);
      await ctxA.addInitScript(showTestGames);
      const ctxB = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await ctxB.addInitScript(() => localStorage.setItem('tabula.actionListOpen', '1'));
      const a = await ctxA.newPage();
      const b = await ctxB.newPage();

      // Ann creates the match: seat 2 invited, so the clock is offered.
      await a.goto(url);
      await a.getByTestId('game').selectOption('nim');
      await a.getByTestId('players').selectOption('2');
      await a.getByTestId('seat-0').locator('input').fill('Ann');
      expect(await a.getByTestId('clock-fields').count()).toBe(0); // a bot opponent: no clock offered
      await a.getByTestId('seat-1').locator('select').first().selectOption('invite');
      await a.getByTestId('clock-kind').selectOption('realtime');
      await a.getByTestId('clock-base').fill('5');
      await a.getByTestId('clock-inc').fill('10');
      await a.getByTestId('clock-fields').scrollIntoViewIfNeeded();
      await shotAt(a, 'clock-lobby-390', 390, 844);
      await a.setViewportSize({ width: 1280, height: 800 });
      await a.getByTestId('create').click();
      const link = await a.locator('.invites input').first().inputValue();
      await a.getByTestId('match').waitFor(); // the table page, with the invite link on it

      // Bob joins from his own browser context.
      await b.goto(link);
      expect(await b.getByTestId('join-clock').textContent()).toContain('5:00'); // the pace is said before joining
      await b.locator('form.join input').fill('Bob');
      await b.locator('form.join button[type=submit]').click();
      for (const p of [a, b]) {
        await p.getByTestId('match').waitFor();
        await p.getByTestId('clock-1').waitFor();
      }
      for (const p of [a, b])
        for (const s of [0, 1]) expect(await p.getByTestId(`clock-${s}`).textContent()).toMatch(/[45]:\d\d/);
      // Both owe a bid at once: both clocks run.
      await a.waitForFunction(() => document.querySelectorAll('[data-running=true]').length === 2);
      const before = await a.getByTestId('clock-0').textContent();
      await a.waitForTimeout(1300);
      expect(await a.getByTestId('clock-0').textContent()).not.toBe(before); // counts down between updates
      expect(await a.title()).toMatch(/^● /);
      expect(await a.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=icon]')?.dataset.badge)).toBe(
        '1',
      );

      // Screenshots of the clocked table.
      for (const lang of ['en', 'de', 'it']) {
        await a.getByTestId('lang').selectOption(lang);
        await shotAt(a, `clock-table-${lang}-390`, 390, 844);
        await shotAt(a, `clock-table-${lang}-1920`, 1920, 1080);
      }
      await a.getByTestId('lang').selectOption('en');
      await a.setViewportSize({ width: 1280, height: 800 });
      await b.getByTestId('resign').click();
      await shotAt(b, 'clock-resign-confirm-390', 390, 844);
      await b.getByTestId('confirm-no').click();
      await b.setViewportSize({ width: 1280, height: 800 });

      // Ann opts in; the browser context has granted the permission.
      await a.getByTestId('notify-optin').click();
      await a.getByTestId('notify-on').waitFor();
      expect(await a.evaluate(() => Notification.permission)).toBe('granted');

      // Ann bids and hides the tab; Bob plays until a decision is Ann's again.
      await actFirst(a);
      expect(await owes(a)).toBe(false);
      await a.evaluate(() => (window as unknown as { __setHidden(h: boolean): void }).__setHidden(true));
      for (let i = 0; i < 20 && !(await owes(a)); i++) {
        if (await owes(b)) await actFirst(b);
        else await b.waitForTimeout(50);
        await a.waitForTimeout(100);
      }
      expect(await owes(a)).toBe(true);
      await a.waitForFunction(() => (window as unknown as { __notes: unknown[] }).__notes.length > 0);
      const notes = await a.evaluate(
        () => (window as unknown as { __notes: Array<{ title: string; body: string }> }).__notes,
      );
      expect(notes[0]!.title).toBe('Your move');
      expect(notes[0]!.body).toContain('Ann');
      await a.evaluate(() => (window as unknown as { __setHidden(h: boolean): void }).__setHidden(false));

      // Bob leaves: a bot plays his seat, marked on Ann's table; he takes it back.
      await b.getByTestId('leave').click();
      expect(await b.getByTestId('confirm').textContent()).toContain('until you come back');
      await b.getByTestId('confirm-yes').click();
      await a.getByTestId('away-1').waitFor();
      await b.getByTestId('reclaim').waitFor();
      await shotAt(a, 'clock-away-390', 390, 844);
      await a.setViewportSize({ width: 1280, height: 800 });
      await b.getByTestId('reclaim').click();
      await a.getByTestId('away-1').waitFor({ state: 'detached' });
      await b.getByTestId('resign').waitFor();

      // Bob resigns: in 2 players the match ends at once and Ann wins.
      await b.getByTestId('resign').click();
      expect(await b.getByTestId('confirm').textContent()).toContain('The match ends now');
      await b.getByTestId('confirm-yes').click();
      for (const p of [a, b]) await p.getByTestId('final-score').waitFor();
      expect(await a.getByTestId('resign').count()).toBe(0);
      expect(await a.title()).toBe('Tabula');
      await shotAt(a, 'clock-resigned-1920', 1920, 1080);
      await shotAt(a, 'clock-resigned-390', 390, 844);
    } finally {
      await browser?.close();
      await server?.stop();
    }
  }, 180_000);
});
