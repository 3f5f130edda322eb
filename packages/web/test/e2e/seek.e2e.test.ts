/**
 * Issue 44, "two accounts meet through seeks", in Chromium: Ann and Bob, each in a browser of their
 * own, sign up and ask "Play now" for Hansa Teutonica, 2 players, 10+5 real-time, rated; Bob's seek
 * completes the table and both browsers open the same match, each at a seat of its own, played
 * through the session. The Play-now panel and the waiting state are photographed at 390×844 and
 * 1920×1080 in English, German and Italian, and axe finds nothing serious on them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, openBrowser, serious, shots, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;
const LANGS = ['en', 'de', 'it'] as const;

/** Photographs the page in each language at both sizes (the panel scrolled into view), checking axe on each. */
async function inEveryLanguage(page: Page, name: string, ready: string): Promise<string[]> {
  const problems: string[] = [];
  for (const lang of LANGS) {
    await page.getByTestId('lang').selectOption(lang);
    await page.getByTestId(ready).waitFor();
    await shots(page, `${name}-${lang}`, () => page.getByTestId(ready).scrollIntoViewIfNeeded());
    problems.push(...(await serious(page, `${name} ${lang}`)));
  }
  await page.getByTestId('lang').selectOption('en');
  return problems;
}

async function signUp(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/account`);
  await page.locator('[data-mode-button=signUp]').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('three long words');
  await page.getByTestId('sign-in').getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('codes-saved').click();
  await page.getByTestId('account').waitFor();
}

/** Asks Play now for Hansa 2p 10+5 rated from the lobby. */
async function playNow(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('seek-submit').waitFor();
  await page.getByTestId('seek-game').selectOption('hansa');
  await page.getByTestId('seek-players').selectOption('2');
  await page.getByTestId('seek-speed').selectOption('rt10+5');
  await page.getByTestId('seek-rated').check();
  await page.getByTestId('seek-submit').click();
}

run('seeks in the browser', () => {
  const tabula = useTabula();

  it('two accounts seek Hansa 2p and meet at the same table', async () => {
    const { page, url } = tabula;
    const problems: string[] = [];
    // A guest is told Play now needs an account.
    await page.goto(url);
    await page.getByTestId('seek-guest').waitFor();

    await signUp(page, url, 'ann_seek');
    await page.goto(url);
    await page.getByTestId('play-now').waitFor();
    problems.push(...(await inEveryLanguage(page, 'seek-play-now', 'play-now')));
    await page.setViewportSize({ width: 1280, height: 800 });
    await playNow(page, url);
    await page.getByTestId('seek-waiting').waitFor();
    problems.push(...(await inEveryLanguage(page, 'seek-waiting', 'seek-waiting')));
    await page.setViewportSize({ width: 1280, height: 800 });

    const other = await openBrowser(1280, 800);
    try {
      const b = other.page;
      await signUp(b, url, 'bob_seek');
      await b.goto(url);
      // Ann's seek is listed to join; Bob seeks the same instead, which completes the table.
      await b.getByTestId('open-seek').filter({ hasText: 'ann_seek' }).waitFor();
      await playNow(b, url);
      await b.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      await page.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      const [pa, pb] = [new URL(page.url()).pathname, new URL(b.url()).pathname];
      expect(pa).toMatch(/^\/m\//);
      expect(pb).toBe(pa);
      // Each account holds a seat of its own there, played through the session (no token on this device).
      const held = async (p: Page) =>
        (
          (await (await p.request.get(`${url}/api/account/matches`)).json()) as {
            matches: Array<{ seat: number; match: { id: string; rated?: boolean } }>;
          }
        ).matches;
      const [ha, hb] = [await held(page), await held(b)];
      expect(ha.map((h) => h.match.id)).toEqual([pa.slice(3)]);
      expect(hb.map((h) => h.match.id)).toEqual([pa.slice(3)]);
      expect(ha[0]!.match.rated).toBe(true);
      expect(new Set([ha[0]!.seat, hb[0]!.seat])).toEqual(new Set([0, 1]));
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
