/** The table of one connection: prompt, the game's own table, refusals, action list, log, score. */
import { useEffect, type ReactNode } from 'react';
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
import { SeatClock, useClockLeft } from './SeatClock';
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

export function refusalText(r: Refusal, t: T): string {
  if (r.code === 'stale') return t('table.stale');
  return t('table.refused', { rule: r.ruleId ?? r.code, msg: r.message });
}

export function TableView({
  conn,
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
  const { state } = conn;
  const { ui, error } = useGameUi(state.game);
  const clockLeft = useClockLeft(state.clock, state.clockAt);
  // The last move marked on the table and in the log, and what the others did meanwhile (issue 24).
  const recent = useRecent(state.log, conn.seat?.seat ?? null, ui, state.version);
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
  const waiting = state.active.map((s) => names[s] ?? `#${s}`).join(', ');
  const Table = ui.Table;
  const logText = eventLine(ui, t, lang, names);
  const scoreLabel = (k: string) => (k === 'resigned' ? t('seat.resignedLabel') : (ui.breakdownLabel?.(k, lang) ?? k));
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
            {ui.status(state.view, lang)}
          </span>
        )}
        <span className="muted">{t('table.version', { n: state.version })}</span>
        <ul className="players" aria-label={t('table.player')}>
          {state.seats.map((s) => (
            <li
              key={s.seat}
              className={`p${s.seat}${state.active.includes(s.seat) ? ' active' : ''}${s.seat === seat ? ' me' : ''}`}
            >
              <span className={`dot p${s.seat}`} aria-hidden />
              {names[s.seat]}
              {s.seat === seat && ` (${t('table.you')})`}
              {!s.bot && s.name && !s.connected && !s.away && <span className="muted"> · {t('table.offline')}</span>}
              {s.resigned && (
                <span className="away-tag" data-testid={`resigned-${s.seat}`}>
                  {' '}
                  · {t('seat.resignedTag')}
                </span>
              )}
              {s.away && !s.resigned && (
                <span className="away-tag" data-testid={`away-${s.seat}`} title={t('seat.awayTitle')}>
                  {' '}
                  · {t('seat.away')}
                </span>
              )}
              {state.clock && clockLeft && (
                <SeatClock seat={s.seat} leftMs={clockLeft[s.seat] ?? 0} clock={state.clock} />
              )}
            </li>
          ))}
        </ul>
      </div>
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
      {state.status === 'reconnecting' && (
        <p className="warn" role="status">
          {t('table.reconnecting')}
        </p>
      )}
      {/* Once the game is over nobody is to move: the Game over panel below says how it ended. */}
      {!state.outcome && (
        <p
          className={`prompt${myTurn ? ' mine' : ''}`}
          role="status"
          data-testid="prompt"
          tabIndex={-1}
          data-focus-park=""
        >
          {myTurn
            ? t('table.yourTurn', { name: names[seat!] ?? '' })
            : seat === null
              ? `${t('table.spectating')} ${waiting ? t('table.waitingFor', { names: waiting }) : ''}`
              : state.active.length
                ? t('table.waitingFor', { names: waiting })
                : t('table.waitingOpen')}
        </p>
      )}
      {seat !== null && !state.outcome && <SinceLast entries={recent.since} first={recent.first} text={logText} />}
      {seat !== null && !state.outcome && (
        <UndoButton can={undo.can} why={state.undoWhy} busy={state.busy} onUndo={undo.act} />
      )}
      {state.refusal && <RefusalNote refusal={state.refusal} fallback={(r, tt) => refusalText(r as Refusal, tt)} />}
      {state.outcome && matchId && (
        <GameOver
          matchId={matchId}
          game={state.game ?? ''}
          outcome={state.outcome}
          names={names}
          label={scoreLabel}
          onReplay={onReplay}
        />
      )}
      {state.outcome && !matchId && <FinalScore outcome={state.outcome} names={names} label={scoreLabel} />}
      <div className="match-body">
        <div className="table-area">
          <LastMoveProvider keys={recent.keys}>
            <Table
              view={state.view}
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
        <aside className="side">
          {aside}
          <ActionList
            legal={state.legal}
            describe={describe}
            act={act}
            busy={state.busy}
            costOf={ui.costOf ? (a) => ui.costOf!(a, state.view, state.legal, t) : undefined}
          />
          <ChatPanel
            lines={state.chat}
            names={names}
            seat={seat}
            error={state.chatError}
            onSay={(text) => conn.conn.say(text)}
            onQuick={(q) => conn.conn.quick(q)}
          />
          <GameLog log={state.log} text={logText} links={recent} />
        </aside>
      </div>
    </div>
  );
}
