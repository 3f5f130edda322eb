/**
 * What the account suites (issue 44) do again and again: create an account through the account
 * page's sign-up form, ask Play now, and photograph a page in every language with axe's verdict on
 * each.
 */
import type { Page } from 'playwright-core';
import { serious, shots } from './harness';

/** The password the suites' accounts are made with (a password has at least 8 characters). */
export const PASSWORD = 'three long words';

const LANGS = ['en', 'de', 'it'] as const;

/** Switches the account page's form from "Sign in" to "Create account". */
export async function openSignUp(page: Page): Promise<void> {
  await page.locator('[data-mode-button=signUp]').click();
}

/** Creates the account with `PASSWORD` on the open sign-up form; the recovery codes are shown next. */
export async function createAccount(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('sign-in').getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('recovery-codes').waitFor();
}

/** Says the recovery codes are saved (they are shown once); the account page follows. */
export async function codesSaved(page: Page): Promise<void> {
  await page.getByTestId('codes-saved').click();
  await page.getByTestId('account').waitFor();
}

/** A new account made through the account page's form, signed in in this browser. */
export async function signUp(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/account`);
  await openSignUp(page);
  await createAccount(page, username);
  await codesSaved(page);
}

/** Asks Play now for Hansa 2p 10+5 rated; `waits`: the seek is expected to wait (not to pair at once). */
export async function playNow(page: Page, url: string, waits = true): Promise<void> {
  await page.goto(url);
  await page.getByTestId('seek-submit').waitFor();
  await page.getByTestId('seek-game').selectOption('hansa');
  await page.getByTestId('seek-players').selectOption('2');
  await page.getByTestId('seek-speed').selectOption('rt10+5');
  await page.getByTestId('seek-rated').check();
  await page.getByTestId('seek-submit').click();
  if (waits) await page.getByTestId('seek-waiting').waitFor();
}

/**
 * Photographs the page in each language at both sizes (`scroll`: with the `ready` element scrolled
 * into view), checking axe on each; the page is left in English at the size it had.
 */
export async function inEveryLanguage(page: Page, name: string, ready: string, scroll = false): Promise<string[]> {
  const size = page.viewportSize();
  const problems: string[] = [];
  for (const lang of LANGS) {
    await page.getByTestId('lang').selectOption(lang);
    await page.getByTestId(ready).waitFor();
    await shots(page, `${name}-${lang}`, scroll ? () => page.getByTestId(ready).scrollIntoViewIfNeeded() : undefined);
    problems.push(...(await serious(page, `${name} ${lang}`)));
  }
  await page.getByTestId('lang').selectOption('en');
  if (size) await page.setViewportSize(size);
  return problems;
}
