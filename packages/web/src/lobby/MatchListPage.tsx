/**
 * One of the lobby's lists of public tables (open, running, finished), a page at a time (issue 44):
 * the newest first, "Older" while the server says more follow, "Newer" back. The page shown is
 * read again every few seconds, as the lobby refreshes, so a match that finished leaves the
 * running list without a reload. Private tables are never in these lists (the server leaves them
 * out); a person reaches them by their link.
 */
import { useEffect, useState } from 'react';
import type { MatchInfo, MatchList } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { api } from '../net/api';
import { matchPath, onLinkClick } from '../router';
import { matchTitle, resultLine, seatLabel, turnLine } from './matchWords';

/** Matches a page holds. */
const PAGE_SIZE = 20;
/** How often the page shown is read again (the lobby's own refresh). */
const REFRESH_MS = 5000;

export function MatchListPage({
  title,
  kind,
  onError,
}: {
  title: string;
  kind: MatchInfo['status'];
  /** The server could not be reached (its message), or it could again (null). */
  onError(message: string | null): void;
}) {
  const { t } = useI18n();
  // The `before` cursor of each page after the first, in the order they were opened.
  const [cursors, setCursors] = useState<string[]>([]);
  const [page, setPage] = useState<MatchList | null>(null);
  // Offline, a list never read says so rather than "Loading…" for ever (issue 45).
  const [failed, setFailed] = useState(false);
  const before = cursors.at(-1);

  useEffect(() => {
    let live = true;
    const read = () =>
      api.page(kind, PAGE_SIZE, before).then(
        (p) => {
          if (!live) return;
          setPage(p);
          setFailed(false);
          onError(null);
        },
        (e: Error) => {
          if (!live) return;
          setFailed(true);
          onError(e.message);
        },
      );
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [kind, before, onError]);

  const next = page?.next;
  return (
    <section className="panel" aria-label={title} data-testid={`${kind}-list`}>
      <h2>{title}</h2>
      {!page ? (
        <p className="muted" data-testid={`${kind}-status`}>
          {failed ? t('lobby.unavailable') : t('lobby.loading')}
        </p>
      ) : page.matches.length === 0 ? (
        <p className="muted">{t('lobby.none')}</p>
      ) : (
        <ul className="match-list">
          {page.matches.map((m) => (
            <MatchRow key={m.id} m={m} kind={kind} />
          ))}
        </ul>
      )}
      {(cursors.length > 0 || next) && (
        <p className="pager">
          <button
            type="button"
            disabled={cursors.length === 0}
            onClick={() => setCursors((c) => c.slice(0, -1))}
            data-testid={`${kind}-newer`}
          >
            {t('lobby.newer')}
          </button>{' '}
          <span className="muted" data-testid={`${kind}-page`}>
            {t('lobby.page', { n: cursors.length + 1 })}
          </span>{' '}
          <button
            type="button"
            disabled={!next}
            onClick={() => next && setCursors((c) => [...c, next])}
            data-testid={`${kind}-older`}
          >
            {t('lobby.older')}
          </button>
        </p>
      )}
    </section>
  );
}

/** A match as a lobby list shows it: its title, clock, whose turn or result, and what one can do. */
function MatchRow({ m, kind }: { m: MatchInfo; kind: MatchInfo['status'] }) {
  const { t, lang } = useI18n();
  const note = resultLine(m, t, lang) ?? turnLine(m, [], t, lang);
  return (
    <li data-testid={`${kind}-match`}>
      <span className="game">{matchTitle(m, t, lang)}</span>{' '}
      {m.clock && (
        <span className="clock-tag" data-testid="match-clock">
          {t(m.clock.kind === 'realtime' ? 'clock.tagRealtime' : 'clock.tagTurn')}
        </span>
      )}{' '}
      {note && (
        <span className="turn" data-testid="match-note">
          {note}
        </span>
      )}{' '}
      {kind === 'open' &&
        m.seats
          .filter((s) => s.name === null && s.bot === null && !s.reserved)
          .map((s) => (
            <a
              key={s.seat}
              className="button primary"
              href={matchPath(m.id, s.seat)}
              onClick={onLinkClick(matchPath(m.id, s.seat))}
            >
              {t('lobby.joinSeat', { seat: seatLabel(s, t) })}
            </a>
          ))}{' '}
      <a className="button" href={matchPath(m.id)} onClick={onLinkClick(matchPath(m.id))}>
        {t('lobby.watch')}
      </a>
      {kind === 'finished' && (
        <>
          {' '}
          <a className="button" href={`/replay/${m.id}`} onClick={onLinkClick(`/replay/${m.id}`)}>
            {t('lobby.replay')}
          </a>
        </>
      )}
    </li>
  );
}
