/**
 * The table of one seat of a local match (no server): the same parts as a server match's table —
 * status line, players, prompt, undo, refusal, the game's own table, the list of legal actions,
 * the log and the final score — fed from `LocalMatch`. `coach` is shown above the table (the
 * learning game's intros and suggestion).
 */
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import type { GameUi } from '../games/types';
import { FinalScore } from '../table/FinalScore';
import type { LogEntry } from '../net/connState';
import type { LocalMatch } from './localMatch';
import { usePacedLocal } from '../table/pace/usePacedLocal';
import { TableFrame } from '../table/TableFrame';

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
  const myTurn = snap.legal.length > 0;
  const waiting = snap.active.map((s) => names[s] ?? `#${s + 1}`).join(', ');
  const label = (k: string) => ui.breakdownLabel?.(k, lang) ?? k;
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
      {/* The same body as a server's table (TableFrame.tsx). */}
      <TableFrame
        ui={ui}
        view={snap.view}
        version={snap.version}
        seat={seat}
        names={names}
        legal={snap.legal}
        busy={snap.busy}
        log={snap.log as LogEntry[]}
        act={(a) => match.act(seat, a)}
        undo={{ can: snap.undo, why: snap.undoWhy, act: () => match.act(seat, { type: 'undo' }) }}
        pace={pace}
        others={names.length > 1}
        lead={{
          prompt: snap.outcome
            ? ''
            : myTurn
              ? t('table.yourTurn', { name: names[seat] ?? '' })
              : waiting
                ? t('table.waitingFor', { names: waiting })
                : '',
          undo: !snap.outcome,
        }}
        refusal={snap.refusal && { code: 'illegal', ...snap.refusal }}
        solo={names.length === 1}
        sinceLast={!snap.outcome}
        above={coach}
        notice={
          match.botError && (
            <p className="error" role="alert">
              {t('table.error', { msg: match.botError })}
            </p>
          )
        }
        result={
          snap.outcome && <FinalScore outcome={snap.outcome} names={names} label={label} note={ui.scoreNote?.(lang)} />
        }
      />
    </div>
  );
}
