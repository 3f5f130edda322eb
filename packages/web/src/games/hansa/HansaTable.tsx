/**
 * The Hansa table: the prestige and completed-cities tracks, the board, whose turn and how many
 * actions are left, and every player's desk (mine first).
 */
import { type CSSProperties, useCallback, useMemo } from 'react';
import { HANSA_MAP, type HansaAction, type HansaView } from '@tabula/hansa';
import type { TableProps } from '../types';
import { MoveBar } from '../pointing/MoveBar';
import { PickProvider } from '../pointing/PickProvider';
import { Board } from './board/Board';
import { Viewport } from './Viewport';
import { PieceIcon } from '../../art/hansa/PieceIcon';
import { Desk } from './Desk';
import { describe } from './describe';
import { keysFor } from './keys';
import { hansaIntent } from './intents';
import { hansaReason } from './reasons';
import { isPlan, type Pointed, useDirect } from './plans';
import { PawnControl } from './PawnControl';
import { term } from './words';
import { hansaCost } from './costs';
import { useCancel } from './useCancel';
import { hansaPrompt } from './prompts';
import { RuledText } from '../RuledText';
import { useI18n } from '../../i18n/i18n';
import { useLastMove } from '../lastMove';

const PP_TRACK = 20;

export function HansaTable({ view: v, seat, legal, act, names, lang, busy, undo }: TableProps<HansaView, HansaAction>) {
  const keysOf = useMemo(() => keysFor(v), [v]);
  // Pointing at a thing that offers nothing asks the engine why (issue 24).
  const intentOf = useMemo(() => hansaIntent(v, seat), [v, seat]);
  // …after saying why in words where it can (issue 45: no click is silent, turn or not).
  const reasonOf = useMemo(() => hansaReason(v, seat, legal, names, lang), [v, seat, legal, names, lang]);
  const { t } = useI18n();
  // A click on the board acts whatever the move bar shows: a plan begins the action and gives its detail.
  const direct = useDirect(v, seat, legal, act);
  const cost = useMemo(() => hansaCost(v, t), [v, t]);
  const costOf = useCallback((a: Pointed) => (isPlan(a) ? (cost(a.detail) ?? cost(a.begin)) : cost(a)), [cost]);
  const sayAction = useCallback((a: HansaAction) => describe(a, v, lang), [v, lang]);
  const say = useCallback((a: Pointed) => sayAction(isPlan(a) ? a.detail : a), [sayAction]);
  // H-5.3: an action chosen (Place, Displace, Move) is not spent until its posts are: one Cancel
  // takes back all its choices, back to the turn's choice (useCancel.ts).
  const cancelling = useCancel(v, seat, undo, busy);
  const cancel = cancelling.can ? (
    <div className="choices">
      <button type="button" disabled={busy} onClick={cancelling.cancel} data-testid="cancel-action">
        {t('table.cancel')}
        {v.top?.kind === 'action' && `: ${sayAction({ type: 'begin', action: v.top.action })}`}
      </button>
    </div>
  ) : null;
  // What this seat owes now and why, in the sticky bar so it stays in sight over the board.
  const owed = hansaPrompt(v, seat, legal, names, lang);
  const line = owed ? (
    <p className="ly-decision" data-testid="decision">
      <RuledText text={owed} game="hansa" />
    </p>
  ) : null;
  const pawn = legal.some((a) => a.type === 'begin' && (a.action === 'pawn' || a.action === 'pawnFree'));
  const frame = HANSA_MAP[v.board].frame;
  const order =
    seat !== null ? [seat, ...v.desks.map((d) => d.seat).filter((s) => s !== seat)] : v.desks.map((d) => d.seat);
  return (
    <PickProvider
      legal={direct.pointed}
      keysOf={keysOf}
      act={direct.act}
      describe={say}
      busy={busy}
      costOf={costOf}
      intentOf={intentOf}
      reasonOf={reasonOf}
    >
      <div
        className={v.over ? 'hansa over' : 'hansa'}
        data-testid="hansa-table"
        data-pending={direct.pending || undefined}
        // The board's shape, so that a wide screen sizes it to fit the screen's height (hansa.css, issue 45).
        style={{ '--board-aspect': frame.width / frame.height } as CSSProperties}
      >
        <div className="ht-common">
          {v.over ? (
            <span data-testid="turn-line">
              <strong>{term(lang, 'over')}</strong>
            </span>
          ) : (
            <span data-testid="turn-line">
              {term(lang, 'turn', { n: v.turn })} ·{' '}
              {/* The opening pawn is placed by another seat than the one to start (H-14.4): both are named. */}
              <strong>
                {v.top?.kind === 'placePawn'
                  ? term(lang, 'pawnFirst', { p: names[v.current] ?? '', q: names[v.top.seat] ?? '' })
                  : term(lang, 'current', { p: names[v.current] ?? '' })}
              </strong>{' '}
              · {term(lang, 'actionsLeft', { n: v.actionsLeft })}
              {v.endTriggered && <strong className="warn"> · {term(lang, 'endTriggered')}</strong>}
            </span>
          )}
          <span className="cc-track" role="img" aria-label={`${term(lang, 'completed')}: ${v.completedCities}/10`}>
            {term(lang, 'completed')}:{' '}
            {Array.from({ length: 10 }, (_, i) => (
              <span key={i} className={`cc${i < v.completedCities ? ' done' : ''}`} aria-hidden>
                {i + 1}
              </span>
            ))}
          </span>
          <span>
            {term(lang, 'eastWest')}: {v.eastWestAwarded}/3
          </span>
          <span>
            {term(lang, 'pile')}: {v.bonusPile.count}
          </span>
        </div>
        <ol className="pp-track" aria-label={term(lang, 'prestige')}>
          {Array.from({ length: PP_TRACK + 1 }, (_, i) => (
            <li key={i}>
              <span className="n">{i}</span>
              {v.desks
                .filter((d) => Math.min(d.prestige, PP_TRACK) === i)
                .map((d) => (
                  <PrestigeMarker key={d.seat} seat={d.seat} title={`${names[d.seat]}: ${d.prestige}`} />
                ))}
            </li>
          ))}
        </ol>
        <MoveBar
          extra={
            line || cancel || pawn ? (
              <>
                {line}
                {cancel}
                <PawnControl lang={lang} />
              </>
            ) : null
          }
        />
        {/* On a wide screen the desks stand beside the board, the seat's own first (issue 24). */}
        <div className="board-and-desks">
          <Viewport frameWidth={frame.width} lang={lang}>
            <Board v={v} lang={lang} />
          </Viewport>
          <div className="desks">
            {order.map((s) => (
              <Desk key={s} d={v.desks[s]!} v={v} name={names[s] ?? `#${s + 1}`} lang={lang} mine={s === seat} />
            ))}
          </div>
        </div>
      </div>
    </PickProvider>
  );
}

/** A seat's prestige marker: its merchant with its mark, never colour alone (issue 45), marked when the last move moved it. */
function PrestigeMarker({ seat, title }: { seat: number; title: string }) {
  const last = useLastMove(`seat${seat}:pp`);
  return (
    <span className={`pp-marker${last ? ' last-move' : ''}`} title={title} data-spot={`seat${seat}:pp`}>
      <PieceIcon seat={seat} piece="merchant" />
    </span>
  );
}
