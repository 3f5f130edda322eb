/**
 * Issue 44, passkeys, on a real server driven by a software authenticator (passkeySite.ts): sign
 * up with a name and a passkey (no password, recovery codes shown once), sign in with it with and
 * without the name (a new session each time), a challenge working once, for one ceremony and not
 * after it expires, other origins refused, unknown passkeys and a counter going back refused. On
 * SQLite, and on PostgreSQL when TABULA_TEST_PG_URL is set — there also across two instances.
 */
import { expect, it } from 'vitest';
import { call, describePasskeys, fresh } from './passkeySite';
import { SoftAuthenticator } from './softAuthenticator';

describePasskeys('passkey ceremonies', (t) => {
  it('signs up with a name and a passkey, no password: recovery codes, a session, the passkey listed and exported', async () => {
    const username = fresh('Pia');
    const o = await t.api('POST', '/api/passkey/sign-up/options', { body: { username } });
    expect(o.body.options.rp).toEqual({ name: 'Tabula', id: 'localhost' });
    expect(o.body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const { up, credential } = await t.signUp(username);
    expect(up.status).toBe(201);
    expect(up.body.account.username).toBe(username);
    expect(up.body.recoveryCodes).toHaveLength(10);
    expect(up.cookie).toMatch(/^tabula_session=/);
    expect((await t.api('GET', '/api/me', { cookie: up.cookie })).body.account).toEqual(up.body.account);
    const list = await t.api('GET', '/api/passkeys', { cookie: up.cookie });
    expect(list.body.passkeys).toEqual([{ id: credential.id, createdAt: expect.any(String), lastUsedAt: null }]);
    const exported = await t.api('GET', '/api/account/export', { cookie: up.cookie });
    expect(exported.body.passkeys).toEqual(list.body.passkeys);
    expect(JSON.stringify(exported.body)).not.toMatch(/publicKey|public_key/);
    // No password: a password sign-in gets the usual answer.
    const pw = await t.api('POST', '/api/session', { body: { username, password: 'anything at all' } });
    expect(pw.status).toBe(401);
    // The name is taken now, for passkeys and passwords alike.
    expect(
      (await t.api('POST', '/api/passkey/sign-up/options', { body: { username: username.toUpperCase() } })).status,
    ).toBe(409);
    expect((await t.api('POST', '/api/account', { body: { username, password: 'a long passphrase' } })).status).toBe(
      409,
    );
  });

  it('signs in with the passkey without a name and with it, a new session each time, keeping counter and last use', async () => {
    const username = fresh('Quin');
    const { up, auth, credential } = await t.signUp(username);
    const bare = await t.signIn(auth);
    expect(bare.options.allowCredentials).toEqual([]);
    expect(bare.r.status).toBe(200);
    expect(bare.r.body.account).toEqual(up.body.account);
    expect(bare.r.cookie).toMatch(/^tabula_session=/);
    expect(bare.r.cookie).not.toBe(up.cookie);
    const named = await t.signIn(auth, username.toLowerCase());
    expect(named.options.allowCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(named.r.status).toBe(200);
    expect(named.r.cookie).not.toBe(bare.r.cookie);
    const sessions = await t.api('GET', '/api/sessions', { cookie: named.r.cookie });
    expect(sessions.body.sessions).toHaveLength(3);
    const [listed] = (await t.api('GET', '/api/passkeys', { cookie: named.r.cookie })).body.passkeys;
    expect(listed.lastUsedAt).not.toBeNull();
    expect((await t.server.store.passkeyById(credential.id))!.counter).toBe(2);
  });

  it('takes each challenge once, for one ceremony, and not after it expires', async () => {
    const { auth } = await t.signUp(fresh('Rui'));
    const { r, body } = await t.signIn(auth);
    expect(r.status).toBe(200);
    const again = await t.api('POST', '/api/passkey/sign-in', { body });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('unknown passkey challenge (each works once, for one sign-in): start again');
    // A sign-in's challenge does not finish a sign-up.
    const o = await t.api('POST', '/api/passkey/sign-in/options', { body: {} });
    const made = new SoftAuthenticator().create(
      { challenge: o.body.options.challenge, rp: { id: 'localhost' }, user: { id: 'eA' } },
      t.page,
    );
    const wrong = await t.api('POST', '/api/passkey/sign-up', {
      body: { challenge: o.body.options.challenge, credential: made },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/unknown passkey challenge/);
    // Five minutes later the challenge is refused, and gone.
    const late = await t.api('POST', '/api/passkey/sign-in/options', { body: {} });
    const lateBody = { challenge: late.body.options.challenge, credential: auth.get(late.body.options, t.page) };
    t.skew = 5 * 60_000 + 1000;
    try {
      const expired = await t.api('POST', '/api/passkey/sign-in', { body: lateBody });
      expect(expired.status).toBe(400);
      expect(expired.body.error).toBe('the passkey challenge has expired: start again');
    } finally {
      t.skew = 0;
    }
    expect(await t.server.store.takePasskeyChallenge(late.body.options.challenge)).toBeNull();
  });

  it("refuses another site's page, a response signed for another origin, and a page opened by address", async () => {
    const { auth } = await t.signUp(fresh('Sam'));
    const foreign = await t.api('POST', '/api/passkey/sign-in/options', { body: {}, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const elsewhere = await t.signIn(auth, undefined, 'https://evil.example');
    expect(elsewhere.r.status).toBe(401);
    expect(elsewhere.r.body.error).toMatch(
      /^passkey refused: Unexpected authentication response origin "https:\/\/evil.example"/,
    );
    const byAddress = await t.api('POST', '/api/passkey/sign-in/options', { body: {}, origin: t.server.url });
    expect(byAddress.status).toBe(400);
    expect(byAddress.body.error).toBe(
      `passkeys need a domain name, not the address 127.0.0.1: open this site as ${t.page} or by its name`,
    );
    // A registration made for another origin is refused too, and makes no account.
    const username = fresh('Tia');
    const o = await t.api('POST', '/api/passkey/sign-up/options', { body: { username } });
    const credential = new SoftAuthenticator().create(o.body.options, 'https://evil.example');
    const up = await t.api('POST', '/api/passkey/sign-up', {
      body: { challenge: o.body.options.challenge, credential },
    });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatch(/^passkey refused: Unexpected registration response origin/);
    expect((await t.signUp(username)).up.status).toBe(201);
  });

  it("refuses an unknown passkey, another account's passkey under a name, and a counter that went back", async () => {
    const a = await t.signUp(fresh('Uma'));
    const b = await t.signUp(fresh('Vic'));
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'eA' } }, t.page);
    const unknown = await t.signIn(stranger);
    expect(unknown.r.status).toBe(401);
    expect(unknown.r.body.error).toBe('this passkey is not known here');
    // B's passkey offered where A's name was given.
    const o = await t.api('POST', '/api/passkey/sign-in/options', { body: { username: a.up.body.account.username } });
    const credential = b.auth.get(o.body.options, t.page, b.credential.id);
    const other = await t.api('POST', '/api/passkey/sign-in', {
      body: { challenge: o.body.options.challenge, credential },
    });
    expect(other.status).toBe(401);
    expect(other.body.error).toBe('this passkey belongs to another account');
    // A cloned device: its counter is behind the one stored.
    expect((await t.signIn(a.auth)).r.status).toBe(200);
    a.auth.held.get(a.credential.id)!.counter = 0;
    const clone = await t.signIn(a.auth);
    expect(clone.r.status).toBe(401);
    expect(clone.r.body.error).toMatch(/^passkey refused: Response counter value 1 was lower than expected/);
  });

  it('finishes on one instance a ceremony begun on another (PostgreSQL)', async (ctx) => {
    if (!t.second) return ctx.skip();
    const other = await t.second();
    try {
      const o = await t.api('POST', '/api/passkey/sign-up/options', { body: { username: fresh('Ada') } });
      const credential = new SoftAuthenticator().create(o.body.options, t.page);
      const up = await call(other.url, 'POST', '/api/passkey/sign-up', {
        body: { challenge: o.body.options.challenge, credential },
        origin: t.page,
      });
      expect(up.status).toBe(201);
    } finally {
      await other.close();
    }
  });
});
