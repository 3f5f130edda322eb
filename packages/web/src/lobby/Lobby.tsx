/** The lobby: create a match, my matches (seat tokens in this browser), open/running/finished ones. */
import { useCallback, useEffect, useState } from 'react';
import type { MatchInfo } from '@tabula/wire';
import { api } from '../net/api';
import { forgetMatch, loadSeats, type MySeat, type TableSeat } from '../net/seats';
import { useAccountMatches, withHeld } from '../account/heldSeats';
import { useI18n } from '../i18n/i18n';
import { learnPath, matchPath, onLinkClick } from '../router';
import { CreateMatch } from './CreateMatch';
import { OpenSeeks } from './OpenSeeks';
import { PlayNow } from './PlayNow';
import { SavedGames } from '../local/SavedGames';
import { LobbyRulesLinks } from '../rules/RulesLinks';
import { gameTitle, matchTitle, resultLine, turnLine } from './matchWords';
import { MatchListPage } from './MatchListPage';

/** The most of my matches whose info is read (the server's most for `ids`), the newest. */
const MINE_READ = 100;

export function Lobby() {
  const { t } = useI18n();
  const [matches, setMatches] = useState<MatchInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mine, setMine] = useState<MySeat[]>(loadSeats);
  const held = useAccountMatches();

  // My matches' info, private tables included: read by id, since no lobby list holds those.
  const refresh = useCallback(() => {
    const seats = loadSeats();
    const ids = [...new Set(seats.map((s) => s.matchId))].reverse().slice(0, MINE_READ);
    if (ids.length === 0) setMatches([]);
    else
      api.matches(ids).then(
        (m) => {
          setMatches(m);
          setError(null);
        },
        (e: Error) => setError(e.message),
      );
    setMine(seats);
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, 5000);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <div className="lobby">
      <p className="tagline">{t('app.tagline')}</p>
      <div className="lobby-grid">
        <div className="lobby-start">
          <PlayNow />
          <CreateMatch />
        </div>
        <div className="lists">
          <OpenSeeks />
          <LearnEntry />
          <SavedGames />
          <MyMatches
            mine={withHeld(mine, held)}
            matches={[...held.map((h) => h.match), ...(matches ?? [])]}
            onForget={(id) => {
              forgetMatch(id);
              setMine(loadSeats());
            }}
          />
          {/* The browser's own words ("Failed to fetch") go to the title, for whoever debugs. */}
          {error && (
            <p className="error" role="alert" title={error}>
              {t('lobby.serverDown')}
            </p>
          )}
          <MatchListPage title={t('lobby.open')} kind="open" onError={setError} />
          <MatchListPage title={t('lobby.running')} kind="running" onError={setError} />
          <MatchListPage title={t('lobby.finished')} kind="finished" onError={setError} />
          <p>
            <a href="/replay" onClick={onLinkClick('/replay')}>
              {t('lobby.openReplayFile')}
            </a>
          </p>
          <LobbyRulesLinks />
        </div>
      </div>
    </div>
  );
}

/** "Learn to play" (issue 21): a guided game against a bot for each real game, in the browser. */
function LearnEntry() {
  const { t, lang } = useI18n();
  return (
    <section className="panel" aria-labelledby="learn-h" data-testid="learn-entry">
      <h2 id="learn-h">{t('learn.entry')}</h2>
      <p className="muted">{t('learn.entryLead')}</p>
      <p className="learn-games">
        {['loyang', 'hansa'].map((g) => (
          <a key={g} className="button primary" href={learnPath(g)} onClick={onLinkClick(learnPath(g))} data-learn={g}>
            {t('learn.start', { game: gameTitle(g, lang) })}
          </a>
        ))}
      </p>
    </section>
  );
}

function MyMatches({
  mine,
  matches,
  onForget,
}: {
  mine: TableSeat[];
  matches: MatchInfo[];
  onForget(id: string): void;
}) {
  const { t, lang } = useI18n();
  const ids = [...new Set(mine.map((s) => s.matchId))].reverse();
  return (
    <section className="panel" aria-labelledby="mine-h">
      <h2 id="mine-h">{t('lobby.mine')}</h2>
      {ids.length === 0 ? (
        <p className="muted">{t('lobby.none')}</p>
      ) : (
        <ul className="match-list" data-testid="my-matches">
          {ids.map((id) => {
            const seats = mine.filter((s) => s.matchId === id);
            const info = matches.find((m) => m.id === id);
            const over = info && info.status !== 'open' && info.status !== 'running';
            const note =
              info &&
              (resultLine(info, t, lang) ??
                turnLine(
                  info,
                  seats.map((s) => s.seat),
                  t,
                  lang,
                ));
            return (
              <li key={id} data-testid="my-match" data-status={info?.status ?? 'unknown'}>
                <span className="game">{info ? matchTitle(info, t, lang) : gameTitle(seats[0]!.game, lang)}</span>{' '}
                {info && <span className={`status ${info.status}`}>{t(`status.${info.status}`)}</span>}{' '}
                {note && (
                  <span className="turn" data-testid="match-note">
                    {note}
                  </span>
                )}{' '}
                {over ? (
                  <a className="button primary" href={`/replay/${id}`} onClick={onLinkClick(`/replay/${id}`)}>
                    {t('lobby.replay')}
                  </a>
                ) : (
                  <a className="button primary" href={matchPath(id)} onClick={onLinkClick(matchPath(id))}>
                    {t('lobby.resume')}
                  </a>
                )}{' '}
                {/* The account keeps its seats; a device forgets only its own tokens. */}
                {seats.some((s) => s.token !== null) && (
                  <button type="button" onClick={() => onForget(id)}>
                    {t('lobby.forget')}
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
