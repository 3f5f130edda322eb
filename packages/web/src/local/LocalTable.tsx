/**
 * The table of one seat of a local match (no server): the same parts as a server match's table —
 * status line, players, prompt, undo, refusal, the game's own table, the list of legal actions,
 * the log and the final score — fed from `LocalMatch`. `coach` is shown above the table (the
 * learning game's intros and suggestion).
 */
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import type { GameUi } from '../games/types';
import { describeSafe } from '../games/describeSafe';
import { ActionList } from '../table/ActionList';
import { GameLog, eventLine } from '../table/GameLog';
import { FinalScore } from '../table/FinalScore';
import { UndoButton } from '../table/UndoButton';
import { SinceLast } from '../table/SinceLast';
import { RefusalNote } from '../rules/RefusalNote';
import { useRecent } from '../table/useRecent';
import { LastMoveProvider } from '../games/lastMove';
import '../table/lastMove.css';
import type { LogEntry } from '../net/connState';
import type { LocalMatch } from './localMatch';
import { Drawers } from '../table/Drawers';
import { usePacedLocal } from '../table/pace/usePacedLocal';
import { PaceBar } from '../table/pace/PaceBar';

export function LocalTable({
  match,
  ui,
  seat,
  names,
  coach,
}: {
  match: LocalMatch;
  ui: GameUi;
  seat: number;
  names: string[];
  coach?: ReactNode;
}) {
  const { t, lang } = useI18n();
  // Bots' moves one step at a time (issue 45): the table shows the seat's snapshot as paced.
  const { snap, pace } = usePacedLocal(match, seat, ui);
  const describe = (a: unknown) => describeSafe(ui, a, snap.view, lang, names);
  const act = (a: unknown) => match.act(seat, a);
  const undo = { can: snap.undo, act: () => match.act(seat, { type: 'undo' }) };
  const myTurn = snap.legal.length > 0;
  const waiting = snap.active.map((s) => names[s] ?? `#${s + 1}`).join(', ');
  const Table = ui.Table;
  const label = (k: string) => ui.breakdownLabel?.(k, lang) ?? k;
  const log = snap.log as LogEntry[];
  // The last move marked on the table and in the log, as at a server's table (issue 24).
  const recent = useRecent(log, seat, ui, snap.version);
  const logText = eventLine(ui, t, lang, names);
  return (
    <div
      className={`match local game-${ui.game.id}`}
      data-testid="match"
      data-version={snap.version}
      data-seat={seat}
      data-busy={snap.busy ? '1' : '0'}
    >
      <div className="match-top">
        <h1>{ui.title[lang]}</h1>
        {ui.status && (
          <span className="status-line" data-testid="status-line">
            {ui.status(snap.view, lang)}
          </span>
        )}
        <span className="muted">{t('table.version', { n: snap.version })}</span>
        <ul className="players" aria-label={t('table.player')}>
          {names.map((n, s) => (
            <li key={s} className={`p${s}${snap.active.includes(s) ? ' active' : ''}${s === seat ? ' me' : ''}`}>
              <span className={`dot p${s}`} aria-hidden />
              {n}
              {s === seat && ` (${t('table.you')})`}
            </li>
          ))}
        </ul>
      </div>
      {/* Board first (issue 45), as at a server's table (TableView.tsx). */}
      <div className="match-body">
        <div className="match-main">
          {coach}
          <div className="lead-row">
            <p
              className={`prompt${myTurn ? ' mine' : ''}`}
              role="status"
              data-testid="prompt"
              tabIndex={-1}
              data-focus-park=""
            >
              {snap.outcome
                ? ''
                : myTurn
                  ? t('table.yourTurn', { name: names[seat] ?? '' })
                  : waiting
                    ? t('table.waitingFor', { names: waiting })
                    : ''}
            </p>
            {!snap.outcome && <UndoButton can={snap.undo} why={snap.undoWhy} busy={snap.busy} onUndo={undo.act} />}
          </div>
          <PaceBar pace={pace} ui={ui} log={log} seat={seat} others={names.length > 1} />
          {match.botError && (
            <p className="error" role="alert">
              {t('table.error', { msg: match.botError })}
            </p>
          )}
          {snap.refusal && (
            <RefusalNote
              refusal={{ code: 'illegal', ...snap.refusal }}
              fallback={(r, tt) => tt('table.refused', { rule: r.ruleId ?? '', msg: r.message })}
              solo={names.length === 1}
            />
          )}
          {snap.outcome && (
            <FinalScore outcome={snap.outcome} names={names} label={label} note={ui.scoreNote?.(lang)} />
          )}
          <div className="table-area">
            <LastMoveProvider keys={recent.keys}>
              <Table
                view={snap.view}
                seat={seat}
                legal={snap.legal}
                act={act}
                names={names}
                lang={lang}
                busy={snap.busy}
                undo={undo}
              />
            </LastMoveProvider>
          </div>
        </div>
        <aside className="side">
          <ActionList
            legal={snap.legal}
            describe={describe}
            act={act}
            busy={snap.busy}
            costOf={ui.costOf ? (a) => ui.costOf!(a, snap.view, snap.legal, t) : undefined}
          />
          <Drawers
            drawers={[
              {
                id: 'log',
                label: t('table.log'),
                content: (
                  <>
                    {!snap.outcome && (
                      <SinceLast entries={recent.since} first={recent.first} text={logText} routine={ui.routine} />
                    )}
                    <GameLog log={log} text={logText} links={recent} />
                  </>
                ),
              },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
