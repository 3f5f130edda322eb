/**
 * Issue 44, "Friends", in Chromium: Ann asks Bob to be friends from his profile, Bob accepts on his
 * friends page (Ann shown online), Ann challenges Bob to a rated Hansa match with a clock, Bob
 * plays it from his friends page, and the match — played through both sessions — ends with Bob's
 * resignation, so both have a rating. The friends, profile and leaderboard pages are photographed
 * at 390×844 and 1920×1080 in English, German and Italian, and axe finds nothing serious on them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inEveryLanguage, PASSWORD } from './accountSteps';
import { chromiumAvailable, openBrowser, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

/** A new account, signed in in this browser (the session cookie lands in its context). */
async function signUp(page: Page, url: string, username: string): Promise<void> {
  const r = await page.context().request.post(`${url}/api/account`, {
    data: { username, password: PASSWORD },
  });
  expect(r.status()).toBe(201);
}

run('friends in the browser', () => {
  const tabula = useTabula();

  it('two accounts become friends, one challenges the other, and the rated match ends with ratings for both', async () => {
    const { page: a, url } = tabula;
    const problems: string[] = [];
    const other = await openBrowser(1280, 800);
    const b = other.page;
    try {
      await signUp(a, url, 'ann_rel');
      await signUp(b, url, 'bob_rel');

      // Ann asks from Bob's profile.
      await a.goto(`${url}/u/bob_rel`);
      await a.getByTestId('lang').selectOption('en');
      await a.getByTestId('profile-add-friend').click();
      await a.getByRole('button', { name: 'Request sent' }).waitFor();

      // Bob accepts on his friends page, reached from the header.
      await b.goto(url);
      await b.getByTestId('lang').selectOption('en');
      await b.getByTestId('nav-friends').click();
      await b.getByTestId('request-in').getByTestId('request-accept').click();
      const ann = b.getByTestId('friend').filter({ hasText: 'ann_rel' });
      await ann.waitFor();
      expect(await ann.getByTestId('friend-online').textContent()).toBe('online');

      // Ann challenges Bob: rated Hansa, 10 minutes + 5 s.
      await a.goto(`${url}/friends`);
      await a.getByTestId('friend').filter({ hasText: 'bob_rel' }).getByTestId('challenge').click();
      await a.getByTestId('challenge-game').selectOption('hansa');
      await a.getByTestId('challenge-clock').selectOption('realtime');
      await a.getByLabel('Rated').check();
      await a.getByTestId('challenge-send').click();
      await a.waitForURL(/\/m\//);
      const matchPath = new URL(a.url()).pathname;

      // Bob finds the challenge (a fresh look at his friends page) and plays it.
      await b.reload();
      await b.getByTestId('challenge-in').waitFor();
      expect(await b.getByTestId('challenge-in').textContent()).toContain('Hansa Teutonica with ann_rel');
      problems.push(...(await inEveryLanguage(b, 'relation-friends', 'friend-list')));
      await b.getByTestId('challenge-accept').click();
      await b.waitForURL(/\/m\//);
      expect(new URL(b.url()).pathname).toBe(matchPath);
      await b.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      await a.getByTestId('hansa-table').waitFor({ timeout: 60_000 });

      // Bob resigns: the rated match ends and both are rated.
      await b.getByTestId('resign').click();
      await b.getByTestId('confirm-yes').click();
      for (const p of [a, b]) await p.getByTestId('final-score').waitFor({ timeout: 60_000 });

      await a.goto(`${url}/u/ann_rel`);
      await a.getByTestId('rating-card').waitFor({ timeout: 30_000 });
      expect(await a.getByTestId('rating').textContent()).toMatch(/^\d+\?$/);
      await a.getByTestId('rating-graph').waitFor();
      problems.push(...(await inEveryLanguage(a, 'relation-profile', 'profile')));

      await a.getByRole('link', { name: 'Hansa Teutonica' }).first().click();
      await a.getByTestId('board-row').nth(1).waitFor();
      const rows = await a.getByTestId('board-row').allTextContents();
      expect(rows[0]).toContain('ann_rel');
      expect(rows[1]).toContain('bob_rel');
      problems.push(...(await inEveryLanguage(a, 'relation-leaderboard', 'leaderboard')));

      // Bob's view of Ann's profile: friends, with unfriend and block.
      await b.goto(`${url}/u/ann_rel`);
      await b.getByTestId('relation-buttons').getByText('Friends').waitFor();
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
