/**
 * Sign in, create an account, or sign in with a recovery code (issue 44): one form, three modes.
 * No e-mail is asked: a username, a password or a passkey (PasskeyButton.tsx), and recovery codes
 * shown once at sign-up.
 */
import { type FormEvent, useState } from 'react';
import type { AccountInfo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { accountApi } from './accountApi';
import { PasskeyButton } from './PasskeyButton';
import { passwordHint, refusal, usernameHint } from './problems';

export type SignInMode = 'signIn' | 'signUp' | 'recover';

interface Props {
  /** Signed in (or up): the codes only after a sign-up, to be shown once. */
  onDone(account: AccountInfo, recoveryCodes: string[] | null): void;
}

export function SignIn({ onDone }: Props) {
  const { t } = useI18n();
  const [mode, setMode] = useState<SignInMode>('signIn');
  const [username, setUsername] = useState('');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameHint = mode === 'signUp' ? usernameHint(username, t) : null;
  const secretHint = mode === 'signUp' ? passwordHint(secret, t) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (nameHint || secretHint) return;
    setBusy(true);
    setError(null);
    try {
      if (mode === 'signUp') {
        const r = await accountApi.signUp(username, secret);
        onDone(r.account, r.recoveryCodes);
      } else {
        const a =
          mode === 'signIn' ? await accountApi.signIn(username, secret) : await accountApi.recover(username, secret);
        onDone(a, null);
      }
    } catch (err) {
      setError(refusal(err, t, mode));
      setBusy(false);
    }
  }

  const switchTo = (m: SignInMode) => () => {
    setMode(m);
    setSecret('');
    setError(null);
  };
  const modes: SignInMode[] = ['signIn', 'signUp', 'recover'];
  return (
    <form className="panel account-form" onSubmit={submit} data-testid="sign-in" data-mode={mode}>
      <h2 id="sign-in-h">{t(`account.${mode}Title`)}</h2>
      <label>
        {t('account.username')}
        <input
          name="username"
          value={username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={60}
          required
          aria-invalid={nameHint ? true : undefined}
          aria-describedby={nameHint ? 'username-hint' : undefined}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      {nameHint && (
        <p className="hint-text" id="username-hint">
          {nameHint}
        </p>
      )}
      <label>
        {t(mode === 'recover' ? 'account.recoveryCode' : 'account.password')}
        <input
          name={mode === 'recover' ? 'code' : 'password'}
          type={mode === 'recover' ? 'text' : 'password'}
          value={secret}
          autoComplete={mode === 'signUp' ? 'new-password' : mode === 'signIn' ? 'current-password' : 'one-time-code'}
          maxLength={mode === 'recover' ? 64 : 2048}
          required
          aria-invalid={secretHint ? true : undefined}
          aria-describedby={secretHint ? 'secret-hint' : mode === 'signUp' ? 'secret-note' : undefined}
          onChange={(e) => setSecret(e.target.value)}
        />
      </label>
      {secretHint ? (
        <p className="hint-text" id="secret-hint">
          {secretHint}
        </p>
      ) : (
        mode === 'signUp' && (
          <p className="muted" id="secret-note">
            {t('account.passwordNote')}
          </p>
        )
      )}
      {error && (
        <p className="error" role="alert" data-testid="account-error">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy || !username || !secret}>
        {busy ? t('account.busy') : t(`account.${mode}Submit`)}
      </button>
      {mode !== 'recover' && (
        <PasskeyButton
          mode={mode}
          username={username}
          nameHint={nameHint}
          busy={busy}
          setBusy={setBusy}
          setError={setError}
          onDone={onDone}
        />
      )}
      <p className="account-switch">
        {modes
          .filter((m) => m !== mode)
          .map((m) => (
            <button key={m} type="button" className="link" onClick={switchTo(m)} data-mode-button={m}>
              {t(`account.to${m[0]!.toUpperCase()}${m.slice(1)}` as 'account.toSignIn')}
            </button>
          ))}
      </p>
      <p className="muted">{t('account.guestNote')}</p>
    </form>
  );
}
