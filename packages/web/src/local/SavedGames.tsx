/**
 * The lobby's list of games saved on this device (issue 21): each named by game and players, with
 * whose turn it is or its result, to resume, export as a record file, or delete (asked first).
 * Read from IndexedDB, so it is there with the server out of reach too.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MatchInfo, SeatInfo } from '@tabula/wire';
import type { GameRecord } from '@tabula/engine';
import { useI18n } from '../i18n/i18n';
import { localPath, onLinkClick } from '../router';
import { matchTitle, resultLine, turnLine } from '../lobby/matchWords';
import { deleteSaved, downloadRecord, listSaved, type SavedGame } from './saved';

/** A saved game as the lobby's words for a match read it. */
function asMatch(g: SavedGame): MatchInfo {
  const seats: SeatInfo[] = g.names.map((n, seat) => ({
    seat,
    name: g.bots[seat] ? null : n || null,
    bot: g.bots[seat] ?? null,
    connected: true,
  }));
  return {
    game: g.game,
    players: g.setup.players,
    seats,
    status: g.outcome ? 'finished' : 'running',
    outcome: g.outcome,
    toMove: g.toMove,
  } as MatchInfo;
}

export function SavedGames() {
  const { t, lang } = useI18n();
  const [games, setGames] = useState<SavedGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const refresh = useCallback(() => {
    listSaved().then(setGames, (e: Error) => setError(e.message));
  }, []);
  useEffect(refresh, [refresh]);
  if (error) return null;
  return (
    <section className="panel" aria-labelledby="local-h" data-testid="local-games">
      <h2 id="local-h">{t('local.saved')}</h2>
      {!games?.length ? (
        <p className="muted">{t('local.none')}</p>
      ) : (
        <ul className="match-list">
          {games.map((g) => {
            const m = asMatch(g);
            const people = g.bots.flatMap((b, s) => (b === null ? [s] : []));
            const note = resultLine(m, t, lang) ?? turnLine(m, people, t, lang);
            return (
              <li key={g.id} data-testid="local-game-entry" data-id={g.id}>
                <span className="game">{matchTitle(m, t, lang)}</span>{' '}
                <span className="muted">{t('local.moves', { n: g.record?.actions.length ?? 0 })}</span>{' '}
                {note && <span className="turn">{note}</span>}{' '}
                <a className="button primary" href={localPath(g.id)} onClick={onLinkClick(localPath(g.id))}>
                  {g.outcome ? t('local.open') : t('lobby.resume')}
                </a>{' '}
                {g.record && (
                  <button type="button" onClick={() => downloadRecord({ ...g, record: g.record as GameRecord })}>
                    {t('local.export')}
                  </button>
                )}{' '}
                {asking === g.id ? (
                  // biome-ignore lint/a11y/useSemanticElements: an inline question with its two buttons on the game's line; a <fieldset> is a block with a legend, border and padding.
                  <span role="group" aria-label={t('local.deleteAsk')}>
                    {t('local.deleteAsk')}{' '}
                    <button
                      type="button"
                      onClick={() =>
                        void deleteSaved(g.id).then(() => {
                          setAsking(null);
                          refresh();
                        })
                      }
                      data-testid="local-delete-yes"
                    >
                      {t('local.deleteYes')}
                    </button>{' '}
                    <button type="button" onClick={() => setAsking(null)}>
                      {t('local.cancel')}
                    </button>
                  </span>
                ) : (
                  <button type="button" onClick={() => setAsking(g.id)}>
                    {t('local.delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
