/** The table of one connection: prompt, the game's own table, refusals, action list, log, score. */
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import type { Conn } from './useConnections';
import { useGameUi } from './useGameUi';
import { FinalScore } from './FinalScore';
import { GameOver } from './GameOver';
import type { Refusal } from '../net/connState';
import { useClockLeft } from './SeatClock';
import { SeatList } from './SeatList';
import { promptLine } from './promptLine';
import { SeatControls } from './SeatControls';
import { AlertControls, type AlertPrefs } from './AlertControls';
import { ChatPanel } from './ChatPanel';
import { TableRulesLink } from '../rules/RulesLinks';
import { usePacedConn } from './pace/usePacedConn';
import { TableFrame } from './TableFrame';
import { useWaitingFollows } from '../account/waiting';

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
  // Over: with an outcome (a resignation included), or abandoned without one (issue 44).
  const over = !!state.outcome || !!state.abandoned;
  // Once the match is over, the game's table shows no turn still running.
  const view = useMemo(
    () => (over && ui?.ended && state.view !== null ? ui.ended(state.view) : state.view),
    [over, ui, state.view],
  );
  // A refusal answers one click; the next click or key at the table starts something new, so it goes
  // (issue 45: it stayed beside the next move's "confirm?").
  const [passed, setPassed] = useState<Refusal | null>(null);
  const pass = () => setPassed(state.refusal);
  const passOnKey = (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && pass();
  useWaitingFollows(liveConn.state.legal.length > 0);
  useLayoutEffect(() => {
    // The shown seat's own view, for automated players in end-to-end tests (nothing it may not see).
    // Set in the commit that draws it, so that a test which saw `data-version` change reads this
    // version's view (a passive effect may run after the test has read it).
    (window as unknown as { tabulaView?: unknown }).tabulaView = state.view;
  }, [state.view]);
  if (error) return <p className="error">{t('table.error', { msg: error })}</p>;
  if (!ui || state.view === null)
    return (
      <p className="loading">{state.status === 'reconnecting' ? t('table.reconnecting') : t('table.connecting')}</p>
    );
  const seat = conn.seat?.seat ?? null;
  const myTurn = state.legal.length > 0;
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
          over={over}
          clock={state.clock}
          clockLeft={clockLeft}
        />
      </div>
      <TableFrame
        ui={ui}
        view={state.view}
        shown={view}
        version={state.version}
        seat={seat}
        names={names}
        legal={state.legal}
        busy={state.busy}
        log={state.log}
        act={(a) => conn.conn.act(a)}
        undo={{ can: state.undo, why: state.undoWhy, act: () => conn.conn.act({ type: 'undo' }) }}
        pace={pace}
        others={state.seats.length > 1}
        // Once the game is over nobody is to move: the Game over panel says how it ended.
        lead={
          over
            ? null
            : {
                prompt: promptLine({ seats: state.seats, names, active: state.active, seat, myTurn, t, lang }),
                undo: seat !== null,
              }
        }
        refusal={state.refusal !== passed ? state.refusal : null}
        solo={state.players === 1}
        sinceLast={seat !== null && !over}
        onClickCapture={pass}
        onKeyDownCapture={passOnKey}
        above={
          state.status === 'reconnecting' && (
            <p className="warn" role="status">
              {t('table.reconnecting')}
            </p>
          )
        }
        result={
          over &&
          (matchId ? (
            <GameOver
              matchId={matchId}
              game={state.game ?? ''}
              outcome={state.outcome}
              names={names}
              label={scoreLabel}
              note={scoreNote}
              onReplay={onReplay}
            />
          ) : (
            state.outcome && <FinalScore outcome={state.outcome} names={names} label={scoreLabel} note={scoreNote} />
          ))
        }
        tools={
          seat !== null &&
          !over && (
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
          )
        }
        hint={{ id: 'hint', label: t('hint.title'), content: seat !== null && !over ? aside : null }}
        chat={{
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
        }}
      />
    </div>
  );
}
