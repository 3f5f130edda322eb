/** "Your move": every match where the account owes a decision, the least time left first (issue 44). */
import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n';
import { matchTitle } from '../lobby/matchWords';
import { matchPath, onLinkClick } from '../router';
import { formatClock } from '../table/clock';
import { useSession } from './session';
import { useWaiting } from './waiting';

export function WaitingPage() {
  const { t, lang } = useI18n();
  const { account } = useSession();
  const { list, refresh } = useWaiting();
  useEffect(refresh, [refresh]);
  if (account === null)
    return (
      <section className="panel">
        <p>{t('waiting.signIn')}</p>
        <a className="button primary" href="/account" onClick={onLinkClick('/account')}>
          {t('account.signIn')}
        </a>
      </section>
    );
  return (
    <section className="panel waiting" aria-labelledby="waiting-h" data-testid="waiting">
      <h2 id="waiting-h">{t('waiting.title')}</h2>
      {list === null ? (
        <p className="muted">{t('lobby.loading')}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t('waiting.none')}</p>
      ) : (
        <ul className="match-list">
          {list.map((w) => (
            <li key={`${w.match.id}:${w.seat}`} data-testid="waiting-match">
              <span className="game">{matchTitle(w.match, t, lang)}</span>{' '}
              <span className="turn">
                {w.leftMs === null
                  ? t('waiting.noClock')
                  : t('waiting.left', { time: formatClock(w.leftMs, w.match.clock?.kind ?? 'turn') })}
              </span>{' '}
              <a className="button primary" href={matchPath(w.match.id)} onClick={onLinkClick(matchPath(w.match.id))}>
                {t('waiting.play')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
