/**
 * The end of a game (issue 21): who won, the final breakdown per seat, for a Loyang solo game the
 * rulebook's level (L-14.8: 17 good, 18 very good, 19 master), and what to do next — a rematch
 * (same seats and options, a new seed), a new game, or stepping through the replay. An abandoned
 * match (every person left or ran out of time) ends without an outcome: it says so, and a rated
 * one shows its rating change like a finished one (issue 44: its leavers take a loss); the server
 * offers no rematch of it.
 */
import { useEffect, useState } from 'react';
import type { Outcome } from '@tabula/engine';
import { api } from '../net/api';
import { addSeat, seatsOf } from '../net/seats';
import { useI18n } from '../i18n/i18n';
import { listOf } from '../i18n/format';
import { matchPath, navigate, onLinkClick } from '../router';
import { FinalScore } from './FinalScore';
import { RatingChanges } from './RatingChanges';
import type { RatingChange } from '@tabula/wire';

const GOALS: Record<number, string> = { 19: 'master', 18: 'veryGood', 17: 'good' };

interface Props {
  matchId: string;
  game: string;
  /** null: the match was abandoned. */
  outcome: Outcome | null;
  names: string[];
  label(key: string): string;
  /** The game's words under the score (how it breaks ties). */
  note?: string;
  onReplay(): void;
}

export function GameOver({ matchId, game, outcome, names, label, note, onReplay }: Props) {
  const { t, lang } = useI18n();
  const mine = seatsOf(matchId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Another player may have started the rematch: the button then joins it.
  const [offered, setOffered] = useState<string | null>(null);
  // A rated match's changes, once the server has counted its end (issue 44).
  const [rating, setRating] = useState<RatingChange[] | null>(null);
  useEffect(() => {
    let live = true;
    const look = () =>
      api.get(matchId).then(
        (info) => {
          if (!live) return;
          setOffered(info.rematch ?? null);
          setRating(info.ratingChanges ?? null);
        },
        () => undefined,
      );
    void look();
    const timer = setInterval(look, 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [matchId]);

  const solo = outcome?.scores.length === 1;
  const winners = (outcome?.ranking ?? []).flatMap((r, s) =>
    r === 1 ? [names[s] ?? t('table.seatOf', { n: s + 1 })] : [],
  );
  const goal = outcome?.breakdown[0]?.soloGoal;
  const canRematch = mine.length > 0 && outcome !== null;

  async function rematch() {
    setBusy(true);
    setError(null);
    try {
      const r = await api.rematch(
        matchId,
        mine.map((s) => s.token),
      );
      for (const { seat, token } of r.tokens) {
        const old = mine.find((s) => s.seat === seat);
        addSeat({ matchId: r.matchId, seat, token, name: old?.name ?? names[seat] ?? '', game });
      }
      navigate(matchPath(r.matchId));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <section className="panel game-over" aria-labelledby="end-h" data-testid="game-over">
      <h2 id="end-h">{t('end.title')}</h2>
      {!outcome && (
        <p className="winner-line" data-testid="abandoned-line">
          {t('end.abandoned')}
        </p>
      )}
      {outcome && !solo && (
        <p className="winner-line" data-testid="winner-line">
          {t('end.winner', { count: winners.length, names: listOf(lang, winners) })}
        </p>
      )}
      {outcome && solo && goal !== undefined && (
        <p className="winner-line" data-testid="solo-level">
          {t('end.loyangSoloLevel', { score: outcome.scores[0]!, goal: GOALS[goal] ?? 'below' })}
        </p>
      )}
      {outcome && <FinalScore outcome={outcome} names={names} label={label} note={note} />}
      {rating && <RatingChanges changes={rating} names={names} />}
      <p className="end-actions">
        {canRematch && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={rematch}
            data-testid="rematch"
            title={t('end.rematchHint')}
          >
            {offered ? t('end.rematchJoin') : t('end.rematch')}
          </button>
        )}{' '}
        <a className="button" href="/" onClick={onLinkClick('/')} data-testid="new-game">
          {t('end.newGame')}
        </a>{' '}
        <button type="button" onClick={onReplay}>
          {t('table.replay')}
        </button>
      </p>
      {canRematch && <p className="muted">{offered ? t('end.rematchOffered') : t('end.rematchHint')}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
