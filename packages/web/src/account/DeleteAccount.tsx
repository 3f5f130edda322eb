/**
 * Deleting one's account (issue 44): asked twice — open the form, then type the password (or a
 * recovery code) again — so a browser left signed in cannot do it for its owner. The seats played
 * show "deleted player" afterwards; the name stays reserved.
 */
import { type FormEvent, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { navigate } from '../router';
import { accountApi } from './accountApi';
import { refusal } from './problems';

export function DeleteAccount({ onDeleted }: { onDeleted(): void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteAccount(withCode ? { code: secret } : { password: secret });
      onDeleted();
      navigate('/');
    } catch (err) {
      // 403 here is a wrong password or code, not a foreign page.
      setError(
        (err as { status?: number }).status === 403
          ? t(withCode ? 'account.wrongCode' : 'account.deleteWrong')
          : refusal(err, t, 'other'),
      );
      setBusy(false);
    }
  }

  return (
    <section className="panel danger" aria-labelledby="delete-h" data-testid="delete-account">
      <h2 id="delete-h">{t('account.deleteTitle')}</h2>
      <p className="muted">{t('account.deleteLead')}</p>
      {!open ? (
        <button type="button" onClick={() => setOpen(true)} data-testid="delete-open">
          {t('account.deleteOpen')}
        </button>
      ) : (
        <form onSubmit={submit} className="account-form">
          <label>
            {t(withCode ? 'account.recoveryCode' : 'account.password')}
            <input
              type={withCode ? 'text' : 'password'}
              autoComplete={withCode ? 'one-time-code' : 'current-password'}
              value={secret}
              maxLength={withCode ? 64 : 2048}
              required
              onChange={(e) => setSecret(e.target.value)}
            />
          </label>
          <p className="account-switch">
            <button type="button" className="link" onClick={() => setWithCode(!withCode)}>
              {t(withCode ? 'account.deleteWithPassword' : 'account.deleteWithCode')}
            </button>
          </p>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="danger" disabled={busy || !secret} data-testid="delete-confirm">
            {t('account.deleteConfirm')}
          </button>{' '}
          <button type="button" onClick={() => setOpen(false)}>
            {t('local.cancel')}
          </button>
        </form>
      )}
    </section>
  );
}
