/**
 * Issue 44, one's own passkeys (passkeySite.ts): added and removed, but never the last way into
 * an account without a password; bad bodies told why, changing nothing.
 */
import { expect, it } from 'vitest';
import { describePasskeys, fresh } from './passkeySite';
import { SoftAuthenticator } from './softAuthenticator';

describePasskeys('own passkeys', (t) => {
  it('adds and removes passkeys, but never the last way into an account without a password', async () => {
    const { up, credential } = await t.signUp(fresh('Wen'));
    const cookie = up.cookie;
    const last = await t.api('DELETE', `/api/passkeys/${credential.id}`, { cookie });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe(
      'the last passkey of an account without a password cannot be removed: add another first',
    );
    const second = new SoftAuthenticator();
    const o = await t.api('POST', '/api/passkeys/options', { cookie });
    expect(o.body.options.excludeCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal'] },
    ]);
    const added = await t.api('POST', '/api/passkeys', {
      cookie,
      body: { challenge: o.body.options.challenge, credential: second.create(o.body.options, t.page) },
    });
    expect(added.status).toBe(201);
    expect((await t.api('GET', '/api/passkeys', { cookie })).body.passkeys).toHaveLength(2);
    expect((await t.api('DELETE', `/api/passkeys/${credential.id}`, { cookie })).body).toEqual({ removed: true });
    expect((await t.api('DELETE', `/api/passkeys/${added.body.passkey.id}`, { cookie })).status).toBe(409);
    expect((await t.signIn(second)).r.status).toBe(200);
    // Someone else's passkey is not found on this account; a malformed id is told apart.
    const other = await t.signUp(fresh('Xia'));
    expect((await t.api('DELETE', `/api/passkeys/${other.credential.id}`, { cookie })).status).toBe(404);
    expect((await t.api('DELETE', '/api/passkeys/not%20an%20id', { cookie })).status).toBe(400);
    expect((await t.api('DELETE', `/api/passkeys/${other.credential.id}`, { cookie: other.up.cookie })).status).toBe(
      409,
    );
    // A password account may remove its only passkey; signed out, nothing is listed or added.
    const name = fresh('Yan');
    const pw = await t.api('POST', '/api/account', { body: { username: name, password: 'a long passphrase' } });
    const po = await t.api('POST', '/api/passkeys/options', { cookie: pw.cookie });
    const mine = await t.api('POST', '/api/passkeys', {
      cookie: pw.cookie,
      body: {
        challenge: po.body.options.challenge,
        credential: new SoftAuthenticator().create(po.body.options, t.page),
      },
    });
    expect((await t.api('DELETE', `/api/passkeys/${mine.body.passkey.id}`, { cookie: pw.cookie })).body).toEqual({
      removed: true,
    });
    expect((await t.api('GET', '/api/passkeys')).status).toBe(401);
    expect((await t.api('POST', '/api/passkeys/options')).status).toBe(401);
  });

  it('tells what is wrong with a bad body, and changes nothing', async () => {
    const bad = await t.api('POST', '/api/passkey/sign-up/options', { body: { username: 'bob\u200Bby' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^bad passkey sign-up: username: .*invisible characters/);
    const o = await t.api('POST', '/api/passkey/sign-up/options', { body: { username: fresh('Zed') } });
    const credential = new SoftAuthenticator().create(o.body.options, t.page);
    const huge = { ...credential, response: { ...credential.response, clientDataJSON: 'A'.repeat(9000) } };
    const r = await t.api('POST', '/api/passkey/sign-up', {
      body: { challenge: o.body.options.challenge, credential: huge },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/credential\.response\.clientDataJSON: Too big/);
    const missing = await t.api('POST', '/api/passkey/sign-in', { body: { challenge: o.body.options.challenge } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/credential/);
    // The challenge is still there to finish with.
    const ok = await t.api('POST', '/api/passkey/sign-up', {
      body: { challenge: o.body.options.challenge, credential },
    });
    expect(ok.status).toBe(201);
  });
});
