/**
 * "Play now" (issue 44): a seek — game, seats, speed, rated or casual, the accepted rating range —
 * then a waiting state that polls the seek (each poll is also a real-time seek's heartbeat: a
 * closed tab ends it) and opens the table once it is matched. Guests are told an account is
 * needed: the seat is held by the account, and a rating needs one.
 */
import { type FormEvent, useState } from 'react';
import { RATED_GAMES, type RatedGame, type SeekState } from '@tabula/wire';
import { useSession } from '../account/session';
import { useI18n } from '../i18n/i18n';
import { onLinkClick } from '../router';
import { gameTitle } from './matchWords';
import { seekApi } from './seekApi';
import { SeekWaiting } from './SeekWaiting';
import { SPEEDS, speedWords } from './speeds';

/** The most seats a seek of each game may ask for (Loyang 2–4, Hansa 2–5; solo is never sought). */
const MAX_SEATS: Record<RatedGame, number> = { loyang: 4, hansa: 5 };
/** The ranges offered, in points either side of one's own rating; '' is any. */
const RANGES = ['100', '200', '300', '500', ''];

export function PlayNow() {
  const { t, lang } = useI18n();
  const { account } = useSession();
  const [game, setGame] = useState<RatedGame>('hansa');
  const [players, setPlayers] = useState(2);
  const [speed, setSpeed] = useState(SPEEDS[0]!.id);
  const [rated, setRated] = useState(true);
  const [range, setRange] = useState('300');
  const [seek, setSeek] = useState<SeekState | null>(null);
  const [ended, setEnded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setEnded(false);
    try {
      setSeek(
        await seekApi.create({
          game,
          players,
          speed: SPEEDS.find((s) => s.id === speed)!.speed,
          rated,
          range: range === '' ? null : Number(range),
        }),
      );
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (seek)
    return (
      <SeekWaiting
        seek={seek}
        players={players}
        onOver={(why) => {
          setSeek(null);
          setEnded(why === 'ended');
        }}
      />
    );
  return (
    <form className="panel play-now" onSubmit={submit} aria-labelledby="play-now-h" data-testid="play-now">
      <h2 id="play-now-h">{t('seek.title')}</h2>
      <p className="muted">{t('seek.lead')}</p>
      <div className="row">
        <label>
          {t('lobby.game')}
          <select
            value={game}
            onChange={(e) => {
              const g = e.target.value as RatedGame;
              setGame(g);
              setPlayers((p) => Math.min(p, MAX_SEATS[g]));
            }}
            data-testid="seek-game"
          >
            {RATED_GAMES.map((g) => (
              <option key={g} value={g}>
                {gameTitle(g, lang)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('lobby.players')}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} data-testid="seek-players">
            {Array.from({ length: MAX_SEATS[game] - 1 }, (_, i) => i + 2).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="row">
        <label>
          {t('seek.speed')}
          <select value={speed} onChange={(e) => setSpeed(e.target.value)} data-testid="seek-speed">
            {SPEEDS.map((s) => (
              <option key={s.id} value={s.id}>
                {speedWords(s.speed, t)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('seek.range')}
          <select value={range} onChange={(e) => setRange(e.target.value)} data-testid="seek-range">
            {RANGES.map((r) => (
              <option key={r} value={r}>
                {r === '' ? t('seek.rangeAny') : t('seek.rangePoints', { n: Number(r) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="options seek-mode">
        <legend>{t('seek.mode')}</legend>
        <label className="check">
          <input
            type="radio"
            name="seek-mode"
            checked={rated}
            onChange={() => setRated(true)}
            data-testid="seek-rated"
          />{' '}
          {t('seek.rated')}
        </label>
        <label className="check">
          <input
            type="radio"
            name="seek-mode"
            checked={!rated}
            onChange={() => setRated(false)}
            data-testid="seek-casual"
          />{' '}
          {t('seek.casual')}
        </label>
      </fieldset>
      {ended && (
        <p className="muted" role="status" data-testid="seek-ended">
          {t('seek.ended')}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {account === null ? (
        <p data-testid="seek-guest">
          {t('seek.guest')}{' '}
          <a className="button primary" href="/account" onClick={onLinkClick('/account')}>
            {t('account.signIn')}
          </a>
        </p>
      ) : (
        <p>
          <button type="submit" className="primary" disabled={busy || !account} data-testid="seek-submit">
            {busy ? t('seek.seeking') : t('seek.submit')}
          </button>
        </p>
      )}
    </form>
  );
}
