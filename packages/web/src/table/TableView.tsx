/** The table of one connection: prompt, the game's own table, refusals, action list, log, score. */
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import type { Conn } from './useConnections';
import { useGameUi } from './useGameUi';
import { ActionList } from './ActionList';
import { GameLog, eventLine } from './GameLog';
import { FinalScore } from './FinalScore';
import { GameOver } from './GameOver';
import { describeSafe } from '../games/describeSafe';
import type { T } from '../i18n/i18n';
import type { Refusal } from '../net/connState';
import { useClockLeft } from './SeatClock';
import { SeatList } from './SeatList';
import { promptLine } from './promptLine';
import { SeatControls } from './SeatControls';
import { AlertControls, type AlertPrefs } from './AlertControls';
import { ChatPanel } from './ChatPanel';
import { UndoButton } from './UndoButton';
import { SinceLast } from './SinceLast';
import { useRecent } from './useRecent';
import { LastMoveProvider } from '../games/lastMove';
import './lastMove.css';
import { RefusalNote } from '../rules/RefusalNote';
import { TableRulesLink } from '../rules/RulesLinks';
import { Drawers } from './Drawers';
import { usePacedConn } from './pace/usePacedConn';
import { PaceBar } from './pace/PaceBar';

export function refusalText(r: Refusal, t: T): string {
  if (r.code === 'stale') return t('table.stale');
  return t('table.refused', { rule: r.ruleId ?? r.code, msg: r.message });
}

export function TableView({
  conn: liveConn,
  names,
  prefs,
  onReplay,
  matchId,
  aside,
}: {
  conn: Conn;
  names: string[];
  prefs?: AlertPrefs;
  onReplay(): void;
  matchId?: string;
  aside?: ReactNode;
}) {
  const { t, lang } = useI18n();
  // Other seats' moves one step at a time (issue 45): the table shows `conn` as paced.
  const { conn, pace } = usePacedConn(liveConn);
  const { state } = conn;
  const { ui, error } = useGameUi(state.game);
  const clockLeft = useClockLeft(state.clock, state.clockAt);
  // The last move marked on the table and in the log, and what the others did meanwhile (issue 24).
  const recent = useRecent(state.log, conn.seat?.seat ?? null, ui, state.version);
  // Once the match is over (a resignation included), the game's table shows no turn still running.
  const view = useMemo(
    () => (state.outcome && ui?.ended && state.view !== null ? ui.ended(state.view) : state.view),
    [state.outcome, ui, state.view],
  );
  // A refusal answers one click; the next click or key at the table starts something new, so it goes
  // (issue 45: it stayed beside the next move's "confirm?").
  const [passed, setPassed] = useState<Refusal | null>(null);
  const pass = () => setPassed(state.refusal);
  const passOnKey = (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && pass();
  useEffect(() => {
    // The shown seat's own view, for automated players in end-to-end tests (nothing it may not see).
    (window as unknown as { tabulaView?: unknown }).tabulaView = state.view;
  }, [state.view]);
  if (error) return <p className="error">{t('table.error', { msg: error })}</p>;
  if (!ui || state.view === null)
    return (
      <p className="loading">{state.status === 'reconnecting' ? t('table.reconnecting') : t('table.connecting')}</p>
    );
  const seat = conn.seat?.seat ?? null;
  const myTurn = state.legal.length > 0;
  const describe = (a: unknown) => describeSafe(ui, a, state.view, lang, names);
  const act = (a: unknown) => conn.conn.act(a);
  const undo = { can: state.undo, act: () => conn.conn.act({ type: 'undo' }) };
  const Table = ui.Table;
  const logText = eventLine(ui, t, lang, names);
  const scoreLabel = (k: string) => ui.breakdownLabel?.(k, lang) ?? k;
  const scoreNote = ui.scoreNote?.(lang);
  return (
    <div
      className={`match game-${state.game}`}
      data-testid="match"
      data-version={state.version}
      data-seat={seat ?? 'spectator'}
    >
      <div className="match-top">
        <h1>{ui.title[lang]}</h1>
        <TableRulesLink game={state.game} />
        {ui.status && (
          <span className="status-line" data-testid="status-line">
            {ui.status(view, lang)}
          </span>
        )}
        <span className="muted">{t('table.version', { n: state.version })}</span>
        <SeatList
          seats={state.seats}
          names={names}
          active={state.active}
          seat={seat}
          over={!!state.outcome}
          clock={state.clock}
          clockLeft={clockLeft}
        />
      </div>
      {/* Board first (issue 45): above the table only what the seat must read to act — whose turn,
          undo, a refusal, the result; the rest stands beside it, or in drawers on a phone. */}
      <div className="match-body" onClickCapture={pass} onKeyDownCapture={passOnKey}>
        <div className="match-main">
          {state.status === 'reconnecting' && (
            <p className="warn" role="status">
              {t('table.reconnecting')}
            </p>
          )}
          {/* Once the game is over nobody is to move: the Game over panel below says how it ended. */}
          {!state.outcome && (
            <div className="lead-row">
              <p
                className={`prompt${myTurn ? ' mine' : ''}`}
                role="status"
                data-testid="prompt"
                tabIndex={-1}
                data-focus-park=""
              >
                {promptLine({ seats: state.seats, names, active: state.active, seat, myTurn, t, lang })}
              </p>
              {seat !== null && <UndoButton can={undo.can} why={state.undoWhy} busy={state.busy} onUndo={undo.act} />}
            </div>
          )}
          <PaceBar pace={pace} ui={ui} log={state.log} seat={seat} others={state.seats.length > 1} />
          {state.refusal && state.refusal !== passed && (
            <RefusalNote
              refusal={state.refusal}
              fallback={(r, tt) => refusalText(r as Refusal, tt)}
              solo={state.players === 1}
            />
          )}
          {state.outcome && matchId && (
            <GameOver
              matchId={matchId}
              game={state.game ?? ''}
              outcome={state.outcome}
              names={names}
              label={scoreLabel}
              note={scoreNote}
              onReplay={onReplay}
            />
          )}
          {state.outcome && !matchId && (
            <FinalScore outcome={state.outcome} names={names} label={scoreLabel} note={scoreNote} />
          )}
          <div className="table-area">
            <LastMoveProvider keys={recent.keys}>
              <Table
                view={view}
                seat={seat}
                legal={state.legal}
                act={act}
                names={names}
                lang={lang}
                busy={state.busy}
                undo={undo}
              />
            </LastMoveProvider>
          </div>
        </div>
        <aside className="side">
          {seat !== null && !state.outcome && (
            <div className="table-tools">
              <SeatControls
                players={state.players || state.seats.length}
                away={!!state.seats[seat]?.away}
                resigned={!!state.seats[seat]?.resigned}
                opponentAway={state.seats.some((x) => x.seat !== seat && !!x.away)}
                onResign={() => conn.conn.resign()}
                onLeave={() => conn.conn.leave()}
                onReclaim={() => conn.conn.reclaim()}
              />
              {prefs && <AlertControls prefs={prefs} />}
            </div>
          )}
          <ActionList
            legal={state.legal}
            describe={describe}
            act={act}
            busy={state.busy}
            costOf={ui.costOf ? (a) => ui.costOf!(a, state.view, state.legal, t) : undefined}
          />
          <Drawers
            drawers={[
              { id: 'hint', label: t('hint.title'), content: seat !== null && !state.outcome ? aside : null },
              {
                id: 'log',
                label: t('table.log'),
                content: (
                  <>
                    {seat !== null && !state.outcome && (
                      <SinceLast entries={recent.since} first={recent.first} text={logText} routine={ui.routine} />
                    )}
                    <GameLog log={state.log} text={logText} links={recent} />
                  </>
                ),
              },
              {
                id: 'chat',
                label: t('chat.title'),
                count: state.chat.length,
                content: (
                  <ChatPanel
                    lines={state.chat}
                    names={names}
                    seat={seat}
                    error={state.chatError}
                    onSay={(text) => conn.conn.say(text)}
                    onQuick={(q) => conn.conn.quick(q)}
                  />
                ),
              },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
