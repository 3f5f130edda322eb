/**
 * Waiting for a table (issue 44): the seek is polled every 2.5 s — for a real-time seek each poll
 * is its heartbeat, so a seeker who closes the tab stops seeking within 15 s — and the table opens
 * once it is matched. Cancel ends the seek; an ended one (expired, or polls lost) says so.
 */
import { useEffect, useState } from 'react';
import type { SeekState } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { matchPath, navigate } from '../router';
import { seekApi } from './seekApi';

/** How often the seek is polled: well inside the server's 15 s heartbeat. */
const SEEK_POLL_MS = 2_500;

export function SeekWaiting({
  seek,
  players,
  onOver,
}: {
  seek: SeekState;
  players: number;
  onOver(why: 'cancelled' | 'ended'): void;
}) {
  const { t } = useI18n();
  const [state, setState] = useState(seek);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    if (state.status === 'matched') navigate(matchPath(state.matchId));
    else if (state.status !== 'waiting') onOver(state.status);
  }, [state, onOver]);

  useEffect(() => {
    if (state.status !== 'waiting') return;
    let live = true;
    const timer = setInterval(() => {
      setNow(Date.now());
      seekApi.poll(state.id).then(
        (s) => {
          if (!live) return;
          setError(null);
          setState(s);
        },
        (e: Error) => live && setError(e.message),
      );
    }, SEEK_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [state]);

  async function cancel() {
    try {
      setState(await seekApi.cancel(state.id));
    } catch (e) {
      setError((e as Error).message);
    }
  }

  const since = state.status === 'waiting' ? Date.parse(state.since) : now;
  return (
    <section className="panel play-now" aria-labelledby="seek-wait-h" data-testid="seek-waiting">
      <h2 id="seek-wait-h">{t('seek.title')}</h2>
      <p role="status" data-testid="seek-status">
        <span className="spinner" aria-hidden="true" /> {t('seek.waiting', { n: players - 1 })}
      </p>
      <p className="muted">
        {t('seek.waitingSince', { s: Math.max(0, Math.round((now - since) / 1000)) })} · {t('seek.widens')}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p>
        <button type="button" onClick={() => void cancel()} data-testid="seek-cancel">
          {t('seek.cancel')}
        </button>
      </p>
    </section>
  );
}
