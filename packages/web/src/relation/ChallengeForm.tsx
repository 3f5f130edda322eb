/**
 * Challenging a friend (issue 44): a 2-player match of a rated game, with or without a clock,
 * rated only with one (the server refuses a rated match without a clock). Sent, the challenger's
 * seat is theirs on this device too, and the table opens to wait for the friend.
 */
import { type FormEvent, useState } from 'react';
import { type ChallengeRequest, type Challenged, RATED_GAMES } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { gameTitle } from '../lobby/matchWords';
import { relationApi } from './relationApi';
import { relationProblem } from './problems';

type ClockChoice = 'none' | 'realtime' | 'turn';

const CLOCKS: Record<ClockChoice, ChallengeRequest['clock']> = {
  none: undefined,
  realtime: { kind: 'realtime', baseMs: 600_000, incrementMs: 5_000 },
  turn: { kind: 'turn', turnMs: 24 * 3600_000 },
};

export function ChallengeForm({
  friend,
  onSent,
  onClose,
}: {
  friend: string;
  onSent(c: Challenged): void;
  onClose(): void;
}) {
  const { t, lang } = useI18n();
  const [game, setGame] = useState<string>(RATED_GAMES[1]);
  const [clock, setClock] = useState<ClockChoice>('realtime');
  const [rated, setRated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `challenge-${friend}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const c = CLOCKS[clock];
    try {
      onSent(
        await relationApi.challenge(friend, {
          game,
          players: 2,
          ...(c ? { clock: c } : {}),
          ...(rated && c ? { rated: true } : {}),
        }),
      );
    } catch (err) {
      setError(relationProblem(err, friend, t));
      setBusy(false);
    }
  };

  return (
    <form className="challenge-form" onSubmit={submit} aria-labelledby={`${id}-h`} data-testid="challenge-form">
      <h4 id={`${id}-h`}>{t('relation.challengeTo', { name: friend })}</h4>
      <label>
        {t('relation.game')}
        <select value={game} onChange={(e) => setGame(e.target.value)} data-testid="challenge-game">
          {RATED_GAMES.map((g) => (
            <option key={g} value={g}>
              {gameTitle(g, lang)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('relation.clock')}
        <select value={clock} onChange={(e) => setClock(e.target.value as ClockChoice)} data-testid="challenge-clock">
          <option value="none">{t('relation.clockNone')}</option>
          <option value="realtime">{t('relation.clockRealtime')}</option>
          <option value="turn">{t('relation.clockTurn')}</option>
        </select>
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={rated && clock !== 'none'}
          disabled={clock === 'none'}
          onChange={(e) => setRated(e.target.checked)}
        />{' '}
        {t('relation.rated')}
      </label>
      <p className="actions">
        <button type="submit" className="primary" disabled={busy} data-testid="challenge-send">
          {t('relation.send')}
        </button>{' '}
        <button type="button" onClick={onClose}>
          {t('relation.close')}
        </button>
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
