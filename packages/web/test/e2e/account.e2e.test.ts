/**
 * Issue 44, in Chromium: a guest starts a Hansa match, creates an account (the recovery codes shown
 * once), and a second browser signed into the same account finds the match in "My matches", plays
 * the seat through the session, and sees it under "Your move" with "Next game". The sign-in,
 * recovery-code, account and waiting pages are photographed at 390×844 and 1920×1080 in English,
 * German and Italian, and axe finds nothing serious on them. Last, the account is deleted: its
 * seat in the match reads "deleted player".
 */
import { describe, expect, it } from 'vitest';
import { codesSaved, createAccount, inEveryLanguage, openSignUp, PASSWORD } from './accountSteps';
import { chromiumAvailable, openBrowser, serious, shots, useTabula } from './harness';
import { myTurn, newMatch } from './table';

const run = chromiumAvailable() ? describe : describe.skip;

run('accounts in the browser', () => {
  const tabula = useTabula();

  it("signs up with a password, and another browser signed in plays the guest's seat", async () => {
    const { page, url } = tabula;
    const problems: string[] = [];
    // A guest's match, vs a bot, before any account exists.
    await newMatch(page, url, 'hansa', 'beginner');
    await page.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
    const matchUrl = page.url();

    await page.goto(`${url}/account`);
    await page.getByTestId('sign-in').waitFor();
    problems.push(...(await inEveryLanguage(page, 'account-sign-in', 'sign-in')));
    await openSignUp(page);
    await page.getByLabel('Password').fill('short');
    expect(await page.getByText('A password has at least 8 characters.').count()).toBe(1);
    await createAccount(page, 'ann_e2e');
    const codes = await page.locator('[data-testid=recovery-codes] code').allTextContents();
    expect(codes.length).toBeGreaterThanOrEqual(8);
    problems.push(...(await inEveryLanguage(page, 'account-recovery-codes', 'recovery-codes')));
    await codesSaved(page);
    expect(await page.getByTestId('nav-account').textContent()).toBe('ann_e2e');
    problems.push(...(await inEveryLanguage(page, 'account-page', 'account')));

    // Another browser, never used for this match: sign in, find it, play the seat.
    const other = await openBrowser(1280, 800);
    try {
      const b = other.page;
      await b.goto(`${url}/account`);
      await b.getByLabel('Username').fill('ANN_E2E');
      await b.getByLabel('Password').fill('wrong password here');
      await b.getByTestId('sign-in').getByRole('button', { name: 'Sign in' }).click();
      expect(await b.getByTestId('account-error').textContent()).toBe('Wrong username or password.');
      await b.getByLabel('Password').fill(PASSWORD);
      await b.getByTestId('sign-in').getByRole('button', { name: 'Sign in' }).click();
      await b.getByTestId('account').waitFor();
      // Two sessions now: the first browser's and this one.
      await b.locator('[data-testid=sessions] li').nth(1).waitFor();

      await b.goto(url);
      await b.getByTestId('my-match').first().waitFor();
      expect(await b.getByTestId('my-match').count()).toBe(1);

      await b.getByTestId('nav-waiting').filter({ hasText: 'Your move: 1' }).waitFor({ timeout: 30_000 });
      await b.getByTestId('nav-waiting').click();
      await b.getByTestId('waiting-match').waitFor();
      problems.push(...(await inEveryLanguage(b, 'account-waiting', 'waiting')));
      await b.getByTestId('next-game').click();
      await b.getByTestId('hansa-table').waitFor({ timeout: 60_000 });
      expect(new URL(b.url()).pathname).toBe(new URL(matchUrl).pathname);
      // The seat is played here through the session: the owed decisions are offered.
      await myTurn(b);
    } finally {
      await other.close();
    }

    // Deleting the account: the password again; the match stays, its seat "deleted player".
    await page.goto(`${url}/account`);
    await page.getByTestId('delete-open').click();
    await page.getByTestId('delete-account').getByLabel('Password').fill(PASSWORD);
    await shots(page, 'account-delete-en');
    problems.push(...(await serious(page, 'account delete')));
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('nav-sign-in').waitFor();
    await page.getByTestId('my-match').filter({ hasText: 'deleted player' }).waitFor();
    expect(problems).toEqual([]);
  }, 300_000);
});
