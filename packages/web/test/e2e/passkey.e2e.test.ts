/**
 * Issue 44, passkeys in Chromium, with its virtual authenticator (CDP `WebAuthn.enable` and
 * `WebAuthn.addVirtualAuthenticator`: a platform authenticator holding discoverable credentials,
 * verifying the user and answering at once): create an account with a passkey (recovery codes
 * shown once), sign out, sign in with it without typing a name; the last passkey of an account
 * without a password is not removed. The page is opened as `localhost`: browsers make no passkeys
 * for an IP address, and there the passkey buttons are not shown. The sign-in and sign-up forms
 * with their passkey buttons, and the account page's passkeys, are photographed at 390×844 and
 * 1920×1080 in English, German and Italian, and axe finds nothing serious on them.
 */
import { describe, expect, it } from 'vitest';
import { codesSaved, inEveryLanguage, openSignUp } from './accountSteps';
import { chromiumAvailable, useTabula } from './harness';

const run = chromiumAvailable() ? describe : describe.skip;

run('passkeys in the browser', () => {
  const tabula = useTabula();

  it('creates an account with a passkey, signs out, and signs in with it', async () => {
    const { page } = tabula;
    const url = tabula.url.replace('127.0.0.1', 'localhost');
    const problems: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // Opened by address, the form offers no passkey.
    await page.goto(`${tabula.url}/account`);
    await page.getByTestId('sign-in').waitFor();
    expect(await page.getByTestId('passkey-button').count()).toBe(0);

    await page.goto(`${url}/account`);
    await page.getByTestId('passkey-button').waitFor();
    expect(await page.getByTestId('passkey-button').textContent()).toBe('Sign in with a passkey');
    problems.push(...(await inEveryLanguage(page, 'passkey-sign-in', 'passkey-button')));
    await openSignUp(page);
    expect(await page.getByTestId('passkey-button').textContent()).toBe('Create an account with a passkey');
    problems.push(...(await inEveryLanguage(page, 'passkey-sign-up', 'passkey-button')));
    // No name yet: said, and nothing is asked of the device.
    await page.getByTestId('passkey-button').click();
    expect(await page.getByTestId('account-error').textContent()).toBe(
      'Choose a username first; a passkey needs no password.',
    );

    await page.getByLabel('Username').fill('pia_e2e');
    await page.getByTestId('passkey-button').click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.locator('[data-testid=recovery-codes] code').count()).toBe(10);
    await codesSaved(page);
    expect(await page.getByTestId('nav-account').textContent()).toBe('pia_e2e');
    await page.getByTestId('passkey').first().waitFor();
    expect(await page.getByTestId('passkey').count()).toBe(1);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');

    // The only way in of an account without a password stays.
    await page.getByTestId('passkey').getByRole('button').click();
    await page.getByTestId('passkey-error').waitFor();
    expect(await page.getByTestId('passkey-error').textContent()).toBe(
      'This is your last way to sign in: add another passkey first.',
    );
    expect(await page.getByTestId('passkey').count()).toBe(1);
    problems.push(...(await inEveryLanguage(page, 'passkey-account', 'passkeys')));

    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${url}/`);
    await page.goto(`${url}/account`);
    await page.getByTestId('passkey-button').click();
    await page.getByTestId('account').waitFor();
    expect(await page.getByTestId('nav-account').textContent()).toBe('pia_e2e');
    // Used once now: the list says when.
    await page.getByTestId('passkey').filter({ hasText: 'last used' }).waitFor();
    expect(problems).toEqual([]);
  }, 240_000);
});
