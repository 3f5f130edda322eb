/**
 * Issue 23's table talk in Chromium against the real server: a 2-player Nim match created in one
 * browser context and joined by invite link in another. Ann says a line with markup in it (shown
 * literally on Bob's table), Bob answers with a quick message (worded in Ann's language, German
 * after she switches), a spectator in a third context sees both; Bob resigns and the replay lists
 * the lines. Screenshots of the table with the chat at 390×844 and 1920×1080 in en/de/it.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  shotAt,
  shots,
  chromiumAvailable,
  ensureBuilt,
  showTestGames,
  startTabula,
  type Running,
} from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

/** The chat in view: on a phone a drawer opened from the table's bar (issue 45); beside the table otherwise. */
async function showChat(page: Page): Promise<void> {
  const drawer = page.getByTestId('drawer-chat-button');
  if ((await drawer.isVisible()) && (await drawer.getAttribute('aria-expanded')) !== 'true') await drawer.click();
  const chat = page.getByTestId('chat');
  if (!(await chat.evaluate((d) => (d as HTMLDetailsElement).open))) await page.getByTestId('chat-toggle').click();
  await chat.scrollIntoViewIfNeeded();
}

const lineTexts = (p: Page) => p.getByTestId('chat-lines').getByTestId('chat-line').allTextContents();

run('table talk in Chromium', () => {
  it('two seats exchange a text line and a quick message; a spectator hears both; the replay lists them', async () => {
    ensureBuilt();
    let server: Running | undefined;
    let browser: Browser | undefined;
    try {
      server = await startTabula();
      const url = server.url;
      browser = await launchChromium();
      const ctxA = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await ctxA.addInitScript(showTestGames);
      const ctxB = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const ctxC = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const a = await ctxA.newPage();
      const b = await ctxB.newPage();
      const c = await ctxC.newPage();

      await a.goto(url);
      await a.getByTestId('game').selectOption('nim');
      await a.getByTestId('players').selectOption('2');
      await a.getByTestId('seat-0').locator('input').fill('Ann');
      await a.getByTestId('seat-1').locator('select').first().selectOption('invite');
      expect(await a.getByTestId('spectator-chat').isChecked()).toBe(true);
      await a.getByTestId('create').click();
      const link = await a.locator('.invites input').first().inputValue();
      const matchId = new URL(link).pathname.split('/')[2]!;
      await a.getByTestId('match').waitFor(); // the table page, with the invite link on it

      await b.goto(link);
      await b.locator('form.join input').fill('Bob');
      await b.locator('form.join button[type=submit]').click();
      await c.goto(`${url}/m/${matchId}`);
      for (const p of [a, b, c]) await p.getByTestId('chat').waitFor();
      expect(await c.getByTestId('match').getAttribute('data-seat')).toBe('spectator');

      // Ann says a line with markup: everyone sees it as typed.
      const said = '<b>hi</b> Bob, good luck & have fun';
      await a.getByTestId('chat-input').fill(said);
      await a.getByTestId('chat-input').press('Enter');
      for (const p of [a, b, c])
        await p.waitForFunction(() => document.querySelectorAll('[data-testid=chat-line]').length === 1);
      expect((await lineTexts(b))[0]).toContain(`Ann: ${said}`);
      expect(await b.locator('[data-testid=chat-lines] b').count()).toBe(0);
      expect((await lineTexts(a))[0]).toContain('Ann (you):');

      // Bob answers with a quick message: Ann reads it in her language.
      await b.getByTestId('quick-thanks').click();
      for (const p of [a, b, c])
        await p.waitForFunction(() => document.querySelectorAll('[data-testid=chat-line]').length === 2);
      expect((await lineTexts(a))[1]).toContain('Bob: Thanks!');
      expect((await lineTexts(c))[1]).toContain('Bob: Thanks!');
      await a.getByTestId('lang').selectOption('de');
      expect((await lineTexts(a))[1]).toContain('Bob: Danke!');
      await a.getByTestId('lang').selectOption('it');
      expect((await lineTexts(a))[1]).toContain('Bob: Grazie!');

      // The spectator may talk (the creator left it on): seat null is "spectator".
      await c.getByTestId('quick-good-game').click();
      await b.waitForFunction(() => document.querySelectorAll('[data-testid=chat-line]').length === 3);
      expect((await lineTexts(b))[2]).toContain('spectator: Good game!');

      // Screenshots of the table with the chat.
      for (const lang of ['en', 'de', 'it']) {
        await a.getByTestId('lang').selectOption(lang);
        await shots(a, `chat-table-${lang}`, () => showChat(a));
      }
      await a.getByTestId('lang').selectOption('en');
      await a.setViewportSize({ width: 1280, height: 800 });

      // Bob resigns; the replay lists what was said.
      await b.getByTestId('resign').click();
      await b.getByTestId('confirm-yes').click();
      for (const p of [a, b]) await p.getByTestId('final-score').waitFor();
      await a.goto(`${url}/replay/${matchId}`);
      await a.getByTestId('replay-chat').waitFor();
      await a.waitForFunction(
        () => document.querySelectorAll('[data-testid=replay-chat] [data-testid=chat-line]').length === 3,
      );
      const replayLines = await a.getByTestId('replay-chat').getByTestId('chat-line').allTextContents();
      expect(replayLines[0]).toContain(said);
      expect(replayLines[1]).toContain('Thanks!');
      await shotAt(a, 'chat-replay-1920', 1920, 1080, () => a.getByTestId('replay-chat').scrollIntoViewIfNeeded());
    } finally {
      await browser?.close();
      await server?.stop();
    }
  }, 180_000);
});
