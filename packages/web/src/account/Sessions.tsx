/** Where one is signed in (issue 44): each session by its browser and start, and "sign out the others". */
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { accountApi } from './accountApi';
import { refusal } from './problems';

/** "Firefox on Windows" from a User-Agent, enough to tell one's devices apart. */
function agentName(agent: string | null): string | null {
  if (!agent) return null;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  return browser && os ? `${browser} · ${os}` : (browser ?? os ?? agent.slice(0, 40));
}

export function Sessions() {
  const { t, lang } = useI18n();
  const [list, setList] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const load = useCallback(() => {
    accountApi.sessions().then(setList, (e) => setError(refusal(e, t, 'other')));
  }, [t]);
  useEffect(load, [load]);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  async function endOthers() {
    setError(null);
    try {
      setEnded(await accountApi.endOthers());
      load();
    } catch (e) {
      setError(refusal(e, t, 'other'));
    }
  }

  const others = (list ?? []).filter((s) => !s.current).length;
  return (
    <section className="panel" aria-labelledby="sessions-h" data-testid="sessions">
      <h2 id="sessions-h">{t('account.sessions')}</h2>
      {list === null ? (
        <p className="muted">{t('lobby.loading')}</p>
      ) : (
        <ul className="session-list">
          {list.map((s) => (
            <li key={s.id} data-current={s.current || undefined}>
              <span>{agentName(s.agent) ?? t('account.unknownDevice')}</span>{' '}
              <span className="muted">{t('account.since', { when: when(s.createdAt) })}</span>{' '}
              {s.current && <strong>{t('account.thisDevice')}</strong>}
            </li>
          ))}
        </ul>
      )}
      {ended !== null && <p role="status">{t('account.ended', { n: ended })}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" onClick={endOthers} disabled={others === 0} data-testid="end-others">
        {t('account.endOthers')}
      </button>
    </section>
  );
}
