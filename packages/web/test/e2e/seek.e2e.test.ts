/**
 * Issue 44, "two accounts meet through seeks", in Chromium: Ann and Bob, each in a browser of their
 * own, sign up and ask "Play now" for Hansa Teutonica, 2 players, 10+5 real-time, rated; Bob's seek
 * completes the table and both browsers open the same match, each at a seat of its own, played
 * through the session. The Play-now panel and the waiting state are photographed at 390×844 and
 * 1920×1080 in English, German and Italian, and axe finds nothing serious on them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inEveryLanguage, playNow, signUp } from './accountSteps';
import { chromiumAvailable, openBrowser, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

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
    problems.push(...(await inEveryLanguage(page, 'seek-play-now', 'play-now', true)));
    await playNow(page, url);
    problems.push(...(await inEveryLanguage(page, 'seek-waiting', 'seek-waiting', true)));

    const other = await openBrowser(1280, 800);
    try {
      const b = other.page;
      await signUp(b, url, 'bob_seek');
      await b.goto(url);
      // Ann's seek is listed to join; Bob seeks the same instead, which completes the table.
      await b.getByTestId('open-seek').filter({ hasText: 'ann_seek' }).waitFor();
      await playNow(b, url, false);
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
