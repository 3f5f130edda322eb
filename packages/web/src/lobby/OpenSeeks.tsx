/**
 * The open seeks (issue 44), listed in the lobby to join directly: who seeks, their rating, the
 * seats, the speed, rated or casual. Joining makes one's own seek with its settings, seated with
 * that seeker first: the table opens at once when that fills it, else one waits with them.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OpenSeek, SeekState } from '@tabula/wire';
import { useSession } from '../account/session';
import { useI18n } from '../i18n/i18n';
import { matchPath, navigate } from '../router';
import { gameTitle } from './matchWords';
import { seekApi } from './seekApi';
import { SeekWaiting } from './SeekWaiting';
import { speedWords } from './speeds';

/** The list is read again this often (as the lobby's other lists). */
const OPEN_SEEKS_POLL_MS = 5_000;

export function OpenSeeks() {
  const { t, lang } = useI18n();
  const { account } = useSession();
  const [seeks, setSeeks] = useState<OpenSeek[] | null>(null);
  const [joined, setJoined] = useState<{ seek: SeekState; players: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A list that cannot be read keeps the last one: the lobby already says when the server is down.
  const look = useCallback(() => {
    seekApi.open().then(setSeeks, () => undefined);
  }, []);
  useEffect(() => {
    look();
    const timer = setInterval(look, OPEN_SEEKS_POLL_MS);
    return () => clearInterval(timer);
  }, [look]);

  async function join(s: OpenSeek) {
    try {
      const mine = await seekApi.join(s.id);
      if (mine.status === 'matched') navigate(matchPath(mine.matchId));
      else setJoined({ seek: mine, players: s.players });
    } catch (e) {
      setError((e as Error).message);
      look();
    }
  }

  if (joined) return <SeekWaiting seek={joined.seek} players={joined.players} onOver={() => setJoined(null)} />;
  return (
    <section className="panel" aria-labelledby="open-seeks-h" data-testid="open-seeks">
      <h2 id="open-seeks-h">{t('seek.open')}</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {seeks === null ? (
        <p className="muted">{t('lobby.loading')}</p>
      ) : seeks.length === 0 ? (
        <p className="muted">{t('seek.none')}</p>
      ) : (
        <ul className="match-list">
          {seeks.map((s) => (
            <li key={s.id} data-testid="open-seek">
              <span className="game">{gameTitle(s.game, lang)}</span>{' '}
              <span>
                {s.username} ({s.rating})
              </span>{' '}
              <span className="muted">
                {t('seek.seats', { n: s.players })} · {speedWords(s.speed, t)} ·{' '}
                {t(s.rated ? 'seek.rated' : 'seek.casual')}
              </span>{' '}
              {s.mine ? (
                <span className="muted">{t('seek.yours')}</span>
              ) : account ? (
                <button type="button" className="primary" onClick={() => void join(s)} data-testid="seek-join">
                  {t('seek.join')}
                </button>
              ) : (
                <span className="muted">{t('seek.signInToJoin')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
