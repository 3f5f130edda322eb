/**
 * The account page (issue 44): signed out, the sign-in form (and the recovery codes once, after
 * sign-up); signed in, who you are, your passkeys, where you are signed in, your data to take away,
 * sign out.
 */
import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { PushToggle } from '../push/PushToggle';
import { navigate, onLinkClick, profilePath } from '../router';
import { EXPORT_PATH } from './accountApi';
import { DeleteAccount } from './DeleteAccount';
import { Passkeys } from './Passkeys';
import { RecoveryCodes } from './RecoveryCodes';
import { Sessions } from './Sessions';
import { SignIn } from './SignIn';
import { useSession } from './session';

export function AccountPage() {
  const { t } = useI18n();
  const { account, signedIn, signOut, forget } = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (account === undefined) return <p className="loading">{t('lobby.loading')}</p>;
  if (codes)
    return (
      <div className="account-page">
        <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />
      </div>
    );
  if (account === null)
    return (
      <div className="account-page">
        <SignIn
          onDone={(a, recoveryCodes) => {
            if (recoveryCodes) setCodes(recoveryCodes);
            void signedIn(a);
          }}
        />
      </div>
    );
  return (
    <div className="account-page">
      <section className="panel" aria-labelledby="account-h" data-testid="account">
        <h2 id="account-h">{t('account.signedInAs', { name: account.username })}</h2>
        <p className="muted">{t('account.seatsNote')}</p>
        <p className="actions">
          <a className="button primary" href="/" onClick={onLinkClick('/')}>
            {t('account.toLobby')}
          </a>{' '}
          <a
            className="button"
            href={profilePath(account.username)}
            onClick={onLinkClick(profilePath(account.username))}
          >
            {t('relation.profile')}
          </a>{' '}
          <a className="button" href="/friends" onClick={onLinkClick('/friends')} data-testid="account-friends">
            {t('relation.nav')}
          </a>{' '}
          <a className="button" href={EXPORT_PATH} download="tabula-account.json" data-testid="export">
            {t('account.export')}
          </a>{' '}
          <button
            type="button"
            data-testid="sign-out"
            onClick={() =>
              signOut().then(
                () => navigate('/'),
                () => setError(t('account.unreachable')),
              )
            }
          >
            {t('account.signOut')}
          </button>
        </p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>
      <Passkeys />
      <PushToggle />
      <Sessions />
      <DeleteAccount onDeleted={forget} />
    </div>
  );
}
