/** The recovery codes, shown once after sign-up (issue 44): the only way back without the password. */
import { useState } from 'react';
import { useI18n } from '../i18n/i18n';

export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <section className="panel recovery" aria-labelledby="recovery-h" data-testid="recovery-codes">
      <h2 id="recovery-h">{t('account.codesTitle')}</h2>
      <p>{t('account.codesLead', { n: codes.length })}</p>
      <ol className="codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <p className="actions">
        <button
          type="button"
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('lobby.copied') : t('account.codesCopy')}
        </button>{' '}
        <a
          className="button"
          download="tabula-recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
        >
          {t('account.codesDownload')}
        </a>{' '}
        <button type="button" className="primary" onClick={onSaved} data-testid="codes-saved">
          {t('account.codesSaved')}
        </button>
      </p>
    </section>
  );
}
