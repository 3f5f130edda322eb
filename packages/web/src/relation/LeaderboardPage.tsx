/**
 * A rated game's leaderboard (issue 44): the players with a rated match of it in the last 30 days,
 * best first, 50 at a time, each linked to their profile; "?" marks a provisional rating.
 */
import { useEffect, useState } from 'react';
import { type LeaderboardEntry, RATED_GAMES } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { gameTitle } from '../lobby/matchWords';
import { leaderboardPath, onLinkClick, profilePath } from '../router';
import { provisionalNote, ratingText } from './ratingWords';
import { relationApi } from './relationApi';

export function LeaderboardPage({ game }: { game: string }) {
  const { t, lang } = useI18n();
  const [rows, setRows] = useState<LeaderboardEntry[] | null>(null);
  const [next, setNext] = useState<number | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const rated = (RATED_GAMES as readonly string[]).includes(game);
  useEffect(() => {
    if (!rated) return;
    let live = true;
    setRows(null);
    setFailed(false);
    relationApi.leaderboard(game).then(
      (b) => {
        if (!live) return;
        setRows(b.players);
        setNext(b.next);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [game, rated]);
  const more = async () => {
    if (next === undefined) return;
    const b = await relationApi.leaderboard(game, next);
    setRows((r) => [...(r ?? []), ...b.players]);
    setNext(b.next);
  };
  const title = gameTitle(game, lang);
  return (
    <div className="relation-page leaderboard" data-testid="leaderboard">
      <section className="panel" aria-labelledby="board-h">
        <h2 id="board-h">{t('leaderboard.title', { game: title })}</h2>
        <nav aria-label={t('leaderboard.other')} className="board-games">
          {RATED_GAMES.map((g) => (
            <a
              key={g}
              href={leaderboardPath(g)}
              onClick={onLinkClick(leaderboardPath(g))}
              aria-current={g === game ? 'page' : undefined}
            >
              {gameTitle(g, lang)}
            </a>
          ))}
        </nav>
        <p className="muted">{t('leaderboard.active')}</p>
        {failed && (
          <p className="error" role="alert">
            {t('account.unreachable')}
          </p>
        )}
        {rated && rows === null && !failed && <p className="muted">{t('lobby.loading')}</p>}
        {rows?.length === 0 && <p className="muted">{t('leaderboard.empty')}</p>}
        {rows && rows.length > 0 && (
          <table className="board-table">
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.place')}</th>
                <th scope="col">{t('leaderboard.player')}</th>
                <th scope="col">{t('leaderboard.rating')}</th>
                <th scope="col">{t('leaderboard.games')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.username} data-testid="board-row">
                  <td>{r.place}</td>
                  <td>
                    <a href={profilePath(r.username)} onClick={onLinkClick(profilePath(r.username))}>
                      {r.username}
                    </a>
                  </td>
                  <td title={r.provisional ? provisionalNote(t) : undefined}>
                    {ratingText(r)}
                    {r.provisional && <span className="sr-only"> ({provisionalNote(t)})</span>}
                  </td>
                  <td>{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {next !== undefined && (
          <button type="button" onClick={more}>
            {t('leaderboard.more')}
          </button>
        )}
      </section>
    </div>
  );
}
