/**
 * The account page's passkeys (issue 44): each by when it was added and last used, "Add a passkey"
 * (where this browser can make one), and "Remove" — which the server refuses for the last passkey
 * of an account without a password, said here in words.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PasskeyInfo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { type PasskeyStep, passkeyRefusal } from './passkeyRefusal';
import { passkeyApi, passkeysUsable } from './passkeys';
import { refusal } from './problems';

export function Passkeys() {
  const { t, lang } = useI18n();
  const [list, setList] = useState<PasskeyInfo[] | null>(null);
  const [busy, setBusy] = useState(false);
  // The refusal itself, worded at each render: switching language rewords it.
  const [failure, setFailure] = useState<{ e: unknown; step: PasskeyStep | 'list' } | null>(null);
  const load = useCallback(() => {
    passkeyApi.list().then(setList, (e) => setFailure({ e, step: 'list' }));
  }, []);
  useEffect(load, [load]);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  async function act(step: PasskeyStep, work: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      load();
    } catch (e) {
      setFailure({ e, step });
    }
    setBusy(false);
  }

  return (
    <section className="panel" aria-labelledby="passkeys-h" data-testid="passkeys">
      <h2 id="passkeys-h">{t('account.passkeys')}</h2>
      <p className="muted">{t('account.passkeysLead')}</p>
      {list === null ? (
        <p className="muted">{t('lobby.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('account.passkeyNone')}</p>
      ) : (
        <ul className="session-list">
          {list.map((p) => (
            <li key={p.id} data-testid="passkey">
              <span>{t('account.passkeyAdded', { when: when(p.createdAt) })}</span>{' '}
              <span className="muted">
                {p.lastUsedAt ? t('account.passkeyUsed', { when: when(p.lastUsedAt) }) : t('account.passkeyNeverUsed')}
              </span>{' '}
              <button
                type="button"
                disabled={busy}
                aria-label={t('account.passkeyRemoveLabel', { when: when(p.createdAt) })}
                onClick={() => act('remove', () => passkeyApi.remove(p.id))}
              >
                {t('account.passkeyRemove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="error" role="alert" data-testid="passkey-error">
          {failure.step === 'list' ? refusal(failure.e, t, 'other') : passkeyRefusal(failure.e, t, failure.step)}
        </p>
      )}
      {passkeysUsable() ? (
        <button type="button" disabled={busy} onClick={() => act('add', passkeyApi.add)} data-testid="add-passkey">
          {t('account.passkeyAdd')}
        </button>
      ) : (
        <p className="muted">{t('account.passkeysUnsupported')}</p>
      )}
    </section>
  );
}
