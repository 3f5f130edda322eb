/**
 * The sign-in form's passkey way in (issue 44): "Sign in with a passkey" (the username typed, if
 * any, narrows it to that account's passkeys) or "Create an account with a passkey" (the username
 * typed, no password). Not shown where passkeys cannot work: a browser without WebAuthn, or a page
 * opened by an IP address.
 */
import type { AccountInfo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { passkeyRefusal } from './passkeyRefusal';
import { passkeysUsable, signInWithPasskey, signUpWithPasskey } from './passkeys';

interface Props {
  /** Which way in: the sign-in form's mode (the recovery mode has no passkey button). */
  mode: 'signIn' | 'signUp';
  username: string;
  /** Why the username cannot make an account, if it cannot. */
  nameHint: string | null;
  busy: boolean;
  setBusy(busy: boolean): void;
  setError(error: string | null): void;
  onDone(account: AccountInfo, recoveryCodes: string[] | null): void;
}

export function PasskeyButton({ mode, username, nameHint, busy, setBusy, setError, onDone }: Props) {
  const { t } = useI18n();
  if (!passkeysUsable()) return null;

  async function go() {
    if (mode === 'signUp' && (!username || nameHint)) {
      setError(nameHint ?? t('account.passkeyNameFirst'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode === 'signUp') {
        const r = await signUpWithPasskey(username);
        onDone(r.account, r.recoveryCodes);
      } else onDone(await signInWithPasskey(username.trim()), null);
    } catch (e) {
      setError(passkeyRefusal(e, t, mode));
      setBusy(false);
    }
  }

  return (
    <p className="passkey-way">
      <span className="muted">{t('account.or')}</span>
      <button type="button" onClick={go} disabled={busy} data-testid="passkey-button">
        {t(mode === 'signUp' ? 'account.passkeySignUp' : 'account.passkeySignIn')}
      </button>
    </p>
  );
}
